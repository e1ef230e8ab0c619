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
 * dropped (a restart, a network failure) is replaced by a new one, and work that failed because the server was gone
 * is tried again for up to {@link #OUTAGE}, so a process outlives a restart of the server.
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

	/** How long the store waits for a server that went away before the work fails. */
	private static final java.time.Duration OUTAGE = java.time.Duration.ofMinutes(5);
	private static final System.Logger LOG = System.getLogger(PostgresDatabase.class.getName());

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
		// A server that went away is noticed within this, and the work tried again (see read).
		config.setConnectionTimeout(10_000);
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
		long deadline = System.nanoTime() + OUTAGE.toNanos();
		long pause = 250;
		boolean warned = false;
		while (true) {
			try {
				T result = once(work);
				if (warned) {
					LOG.log(System.Logger.Level.WARNING, "campaign store {0} answers again", where());
				}
				return result;
			} catch (SQLException e) {
				if (!lost(e) || System.nanoTime() > deadline) {
					throw e;
				}
				if (!warned) {
					LOG.log(System.Logger.Level.WARNING, "campaign store {0} is unreachable ({1}); retrying for up to {2} s",
							where(), reason(e), OUTAGE.toSeconds());
					warned = true;
				}
				try {
					Thread.sleep(pause);
				} catch (InterruptedException interrupted) {
					Thread.currentThread().interrupt();
					throw e;
				}
				pause = Math.min(pause * 2, 5_000);
			}
		}
	}

	private <T> T once(Work<T> work) throws SQLException {
		try (Connection c = pool.getConnection()) {
			try {
				T result = work.on(c);
				c.commit();
				return result;
			} catch (SQLException | RuntimeException e) {
				try {
					c.rollback();
				} catch (SQLException ignored) {
					// A lost connection cannot roll back; the server does.
				}
				throw e;
			}
		}
	}

	/** A failure's reason in a line: a batch's own (not the statement it failed in), cut short. */
	private static String reason(SQLException e) {
		String message = e.getNextException() != null ? e.getNextException().getMessage() : e.getMessage();
		message = message == null ? e.getClass().getSimpleName() : message.strip().lines().findFirst().orElse("");
		return message.length() > 200 ? message.substring(0, 200) + "..." : message;
	}

	/**
	 * Whether a failure is the server's being gone (a restart, a network failure: SQLSTATE class 08, the server
	 * shutting down or starting, 57P01 to 57P03, or no connection from the pool in time), after which the work is
	 * tried again: every piece of work is one transaction, and the store's writes may run twice (a commit whose
	 * answer was lost) without storing anything twice.
	 */
	private static boolean lost(SQLException e) {
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof java.sql.SQLTransientConnectionException) {
				return true;
			}
			if (t instanceof SQLException sql && sql.getSQLState() != null
					&& (sql.getSQLState().startsWith("08") || sql.getSQLState().matches("57P0[123]"))) {
				return true;
			}
		}
		return false;
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
