package cadmus.lang.sql.engines;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The SQL engines Cadmus runs over JDBC, and how each gives every program an empty database (so that programs
 * cannot leak tables into each other): a fresh in-memory database, thrown away afterwards; for Derby and
 * DuckDB, whose databases take longer to create than a program to run, one database emptied after each program
 * ({@link ReusedDatabase}); for the servers (PostgreSQL, MariaDB), a server of the worker's own with a new
 * schema or database per program ({@link ServerDatabase}).
 */
public enum SqlEngineKind {

	H2("org.h2.Driver", "jdbc:h2:mem:cadmus%d;DB_CLOSE_DELAY=0", SqlDialect.PORTABLE),
	HSQLDB("org.hsqldb.jdbc.JDBCDriver", "jdbc:hsqldb:mem:cadmus%d;shutdown=true", SqlDialect.PORTABLE),
	DERBY("org.apache.derby.iapi.jdbc.AutoloadedDriver", "jdbc:derby:memory:cadmus%d;create=true",
			SqlDialect.STANDARD_LIMITS),
	SQLITE("org.sqlite.JDBC", "jdbc:sqlite::memory:", SqlDialect.PORTABLE),
	DUCKDB("org.duckdb.DuckDBDriver", "jdbc:duckdb:", SqlDialect.PORTABLE),
	/** PostgreSQL 16.4 from the binaries jar on Maven Central. */
	POSTGRES("org.postgresql.Driver", null, SqlDialect.PORTABLE),
	/** Debian's PostgreSQL, when installed. */
	POSTGRES_DEBIAN("org.postgresql.Driver", null, SqlDialect.PORTABLE),
	/** Debian's MariaDB, when installed. */
	MARIADB("org.mariadb.jdbc.Driver", null, SqlDialect.MARIADB);

	private static final AtomicLong DATABASES = new AtomicLong();

	private static final ReusedDatabase DERBY_DATABASE = new ReusedDatabase(DERBY, "jdbc:derby:memory:cadmus%d;create=true",
			"SELECT t.TABLENAME, t.TABLETYPE FROM SYS.SYSTABLES t JOIN SYS.SYSSCHEMAS s ON t.SCHEMAID = s.SCHEMAID "
					+ "WHERE s.SCHEMANAME = 'APP' AND t.TABLETYPE IN ('T', 'V')",
			"jdbc:derby:memory:cadmus%d;drop=true");
	private static final ReusedDatabase DUCKDB_DATABASE = new ReusedDatabase(DUCKDB, "jdbc:duckdb:",
			"SELECT table_name, CASE table_type WHEN 'VIEW' THEN 'V' ELSE 'T' END FROM information_schema.tables "
					+ "WHERE table_schema = 'main'",
			null);
	private static final ServerDatabase POSTGRES_SERVER = new ServerDatabase(POSTGRES,
			() -> PostgresServer.launch(PostgresServer.embeddedBinaries()));
	private static final ServerDatabase POSTGRES_DEBIAN_SERVER = new ServerDatabase(POSTGRES_DEBIAN,
			() -> PostgresServer.launch(PostgresServer.debianBinaries()));
	private static final ServerDatabase MARIADB_SERVER = new ServerDatabase(MARIADB, MariaDbServer::launch);

	private final String driverClass;
	private final String urlPattern;
	private Driver driver;

	private final SqlDialect dialect;

	SqlEngineKind(String driverClass, String urlPattern, SqlDialect dialect) {
		this.driverClass = driverClass;
		this.urlPattern = urlPattern;
		this.dialect = dialect;
	}

	/** How the engine spells what it spells differently. */
	public SqlDialect dialect() {
		return dialect;
	}

	/** An empty in-memory database. */
	public Database open() throws SQLException {
		if (this == DERBY) {
			return DERBY_DATABASE.open();
		}
		if (this == DUCKDB) {
			return DUCKDB_DATABASE.open();
		}
		if (server() != null) {
			return server().open();
		}
		long n = DATABASES.incrementAndGet();
		String url = String.format(urlPattern, n);
		var properties = new Properties();
		if (this == HSQLDB) {
			properties.setProperty("user", "SA");
			properties.setProperty("password", "");
		}
		Connection connection = driver().connect(url, properties);
		if (connection == null) {
			throw new SQLException(driverClass + " does not accept " + url);
		}
		return new Database(this, connection, n);
	}

	/** Drops what {@link #open()} made, so memory does not pile up over a campaign. */
	void discard(Database database) {
		if (this == DERBY) {
			DERBY_DATABASE.empty(database);
			return;
		}
		if (this == DUCKDB) {
			DUCKDB_DATABASE.empty(database);
			return;
		}
		if (server() != null) {
			server().empty(database);
			return;
		}
		try {
			if (this == HSQLDB) {
				try (var s = database.connection().createStatement()) {
					s.execute("SHUTDOWN");
				}
			}
			database.connection().close();
		} catch (SQLException e) {
			// A database that cannot be closed is dead already.
		}
	}

	private ServerDatabase server() {
		return switch (this) {
			case POSTGRES -> POSTGRES_SERVER;
			case POSTGRES_DEBIAN -> POSTGRES_DEBIAN_SERVER;
			case MARIADB -> MARIADB_SERVER;
			default -> null;
		};
	}

	/**
	 * Null when the engine is fine after a failed statement, else what happened to it: a server that died or
	 * dropped the connection has crashed, whatever the statement's error said.
	 */
	String health(Database database) {
		return server() == null ? null : server().health(database);
	}

	synchronized Driver driver() throws SQLException {
		if (driver == null) {
			try {
				driver = (Driver) Class.forName(driverClass).getConstructor().newInstance();
			} catch (ReflectiveOperationException | LinkageError e) {
				throw new SQLException("JDBC driver " + driverClass + " cannot be loaded: " + e, e);
			}
		}
		return driver;
	}

	/** An open database of this engine. */
	public record Database(SqlEngineKind kind, Connection connection, long number) implements AutoCloseable {
		@Override
		public void close() {
			kind.discard(this);
		}
	}
}
