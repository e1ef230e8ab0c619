package cadmus.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.postgresql.ds.PGSimpleDataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * A store in one schema of a PostgreSQL database, through a pool of connections (HikariCP): a connection the server
 * dropped (a restart, a network failure) is replaced by a new one, so a process outlives a restart of the server.
 * Every connection's search path is the store's schema, so the store's statements name its tables alone.
 */
public final class PostgresDatabase implements StoreDatabase {

	/**
	 * HikariCP logs through SLF4J to java.util.logging here: its notes of starting and stopping a pool are not for the
	 * user's terminal, its warnings (a connection lost) are. Held strongly: the logging framework keeps loggers weakly.
	 */
	private static final Logger POOL_LOG = Logger.getLogger("com.zaxxer.hikari");

	static {
		POOL_LOG.setLevel(Level.WARNING);
	}

	private final PostgresAddress address;
	private final HikariDataSource pool;
	private final java.util.concurrent.atomic.AtomicLong writes = new java.util.concurrent.atomic.AtomicLong();
	private final java.util.concurrent.atomic.AtomicLong writeNanos = new java.util.concurrent.atomic.AtomicLong();

	private PostgresDatabase(PostgresAddress address, HikariDataSource pool) {
		this.address = address;
		this.pool = pool;
	}

	/**
	 * A pool of connections to the address's database, each with its schema as search path (which need not exist
	 * yet: Flyway makes it).
	 *
	 * @throws SQLException when the server cannot be reached or refuses the connection
	 */
	static PostgresDatabase connect(PostgresAddress address) throws SQLException {
		var source = new PGSimpleDataSource();
		source.setURL(address.url());
		var config = new HikariConfig();
		config.setDataSource(source);
		config.setSchema(address.schema());
		config.setAutoCommit(false);
		config.setMaximumPoolSize(4);
		config.setMinimumIdle(1);
		config.setPoolName("cadmus-store-" + address.schema());
		try {
			return new PostgresDatabase(address, new HikariDataSource(config));
		} catch (RuntimeException e) {
			// HikariCP's own exception, around the driver's reason.
			Throwable cause = e.getCause() != null ? e.getCause() : e;
			throw new SQLException("cannot connect to " + address.where() + ": " + cause.getMessage(), e);
		}
	}

	/** The pool as a data source (for Flyway, which takes its connections from it). */
	javax.sql.DataSource source() {
		return pool;
	}

	@Override
	public String where() {
		return address.where();
	}

	@Override
	public StoreDialect dialect() {
		return StoreDialect.POSTGRESQL;
	}

	@Override
	public <T> T read(Work<T> work) throws SQLException {
		try (Connection c = pool.getConnection()) {
			try {
				T result = work.on(c);
				c.commit();
				return result;
			} catch (SQLException | RuntimeException e) {
				c.rollback();
				throw e;
			}
		}
	}

	@Override
	public <T> T write(Work<T> work) throws SQLException {
		long start = System.nanoTime();
		T result = read(work);
		writes.incrementAndGet();
		writeNanos.addAndGet(System.nanoTime() - start);
		return result;
	}

	@Override
	public WriteTally writeTally() {
		return new WriteTally(writes.get(), writeNanos.get());
	}

	@Override
	public void close() {
		pool.close();
	}
}
