package cadmus.store;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Where a store's tables are: one SQLite file, which one process writes ({@link SqliteStore}), or one schema on a
 * PostgreSQL server, which many processes on many machines share ({@link PostgresStore}). A store's statements are
 * the same on both ({@link StoreDialect}); each piece of work runs in a transaction of its own, committed at its end
 * and rolled back when it fails.
 */
public interface StoreDatabase extends AutoCloseable {

	/** Work on a connection, inside the store's transaction. */
	@FunctionalInterface
	interface Work<T> {
		T on(Connection c) throws SQLException;
	}

	/** The store as messages name it: the file, or the server and schema (without a password). */
	String where();

	StoreDialect dialect();

	/** Runs work that reads and ends its transaction. */
	<T> T read(Work<T> work) throws SQLException;

	/** Runs work that writes, committed when it returns, rolled back when it throws. */
	<T> T write(Work<T> work) throws SQLException;

	/** The writes this database ran and the time they took, commits included (what a store costs its writer). */
	record WriteTally(long writes, long nanos) {
	}

	/** The writes so far. */
	WriteTally writeTally();

	@Override
	void close();
}
