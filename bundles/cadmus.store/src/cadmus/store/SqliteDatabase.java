package cadmus.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/** A store in one SQLite file, on the one connection its one writer keeps open ({@link SqliteStore}). */
public final class SqliteDatabase implements StoreDatabase {

	private final Path file;
	private final Connection connection;
	private long writes;
	private long writeNanos;

	public SqliteDatabase(Path file, Connection connection) {
		this.file = file;
		this.connection = connection;
	}

	@Override
	public String where() {
		return file.toString();
	}

	@Override
	public StoreDialect dialect() {
		return StoreDialect.SQLITE;
	}

	@Override
	public synchronized <T> T read(Work<T> work) throws SQLException {
		T result = work.on(connection);
		connection.commit();
		return result;
	}

	@Override
	public synchronized <T> T write(Work<T> work) throws SQLException {
		long start = System.nanoTime();
		try {
			T result = work.on(connection);
			connection.commit();
			writes++;
			writeNanos += System.nanoTime() - start;
			return result;
		} catch (SQLException | RuntimeException e) {
			try {
				connection.rollback();
			} catch (SQLException rollback) {
				// SQLite rolls back by itself when a commit finds the disk full, so there is nothing to roll back, and
				// the driver then does not open the next transaction: opened here, the connection goes on reading
				// what was committed before. The failure that made the rollback is what matters.
				try {
					connection.setAutoCommit(true);
					connection.setAutoCommit(false);
				} catch (SQLException ignored) {
					// A connection that cannot be reset fails on its next use, naming its own cause.
				}
			}
			throw e;
		}
	}

	@Override
	public synchronized WriteTally writeTally() {
		return new WriteTally(writes, writeNanos);
	}

	@Override
	public synchronized void close() {
		try {
			connection.close();
		} catch (SQLException e) {
			// Closing after a failure; nothing more to save.
		}
	}
}
