package cadmus.lang.sql.engines;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;

import cadmus.lang.sql.engines.SqlEngineKind.Database;

/**
 * An empty database per program attached to one long-lived connection, and detached afterwards (DuckDB). A new
 * DuckDB instance costs about 20 ms, twice what a program takes, and emptying a kept one means asking its catalog
 * what the program made (a sixth of the engine's time in a campaign, measured with async-profiler); attaching a
 * fresh in-memory catalog costs neither, and detaching it takes everything the program made with it, sequences
 * and macros too. Settings stay with the connection. When attaching or detaching fails, the connection is thrown
 * away and the next program gets a new one, so no program ever sees another's objects.
 */
final class AttachedDatabases implements Databases {

	/**
	 * Always the same name, so that a program sees the same catalog name whichever program it is in the worker
	 * (only current_database() shows it; a fresh instance would say "memory").
	 */
	private static final String NAME = "program";

	private final SqlEngineKind kind;
	private final String url;
	private final Properties properties;
	/** The database the connection falls back on while none is attached: an instance's own, always present. */
	private final String home;
	private Connection shared;
	private long number;

	AttachedDatabases(SqlEngineKind kind, String url, Properties properties, String home) {
		this.kind = kind;
		this.url = url;
		this.properties = properties;
		this.home = home;
	}

	@Override
	public synchronized Database open() throws SQLException {
		if (shared == null || shared.isClosed()) {
			shared = kind.connect(url, properties);
		}
		number++;
		try {
			shared.setAutoCommit(true);
			execute(shared, "ATTACH ':memory:' AS " + NAME);
			execute(shared, "USE " + NAME);
		} catch (SQLException e) {
			closeShared();
			throw e;
		}
		return new Database(kind, shared, number);
	}

	@Override
	public synchronized void discard(Database database) {
		try {
			var connection = database.connection();
			Databases.endTransaction(connection);
			execute(connection, "USE " + home);
			execute(connection, "DETACH " + NAME);
		} catch (SQLException e) {
			closeShared();
		}
	}

	/** A statement of its own for each: DuckDB closes a statement that failed. */
	private static void execute(Connection connection, String sql) throws SQLException {
		try (var s = connection.createStatement()) {
			s.execute(sql);
		}
	}

	private void closeShared() {
		try {
			if (shared != null) {
				shared.close();
			}
		} catch (SQLException e) {
			// A connection that cannot be closed is dead already.
		}
		shared = null;
	}
}
