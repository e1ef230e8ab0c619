package cadmus.lang.sql.engines;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Properties;

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
	MARIADB("org.mariadb.jdbc.Driver", null, SqlDialect.MARIADB),
	/** Debian 13's MariaDB (11.8), in the engine root releng/install-engines makes. */
	MARIADB_DEBIAN_13("org.mariadb.jdbc.Driver", null, SqlDialect.MARIADB);

	private final String driverClass;
	private final String urlPattern;
	private Driver driver;

	private final SqlDialect dialect;
	private Databases databases;

	SqlEngineKind(String driverClass, String urlPattern, SqlDialect dialect) {
		this.driverClass = driverClass;
		this.urlPattern = urlPattern;
		this.dialect = dialect;
	}

	/** How the engine spells what it spells differently. */
	public SqlDialect dialect() {
		return dialect;
	}

	/** An empty database of this engine for one program. */
	public Database open() throws SQLException {
		return databases().open();
	}

	void discard(Database database) {
		databases().discard(database);
	}

	/** A connection to {@code url}; a driver that does not take the URL is an error naming it, not a null. */
	java.sql.Connection connect(String url, Properties properties) throws SQLException {
		var connection = driver().connect(url, properties);
		if (connection == null) {
			throw new SQLException(this + " does not accept " + url);
		}
		return connection;
	}

	/** See {@link Databases#health}. */
	String health(Database database) {
		return databases().health(database);
	}

	/**
	 * How this engine gives programs empty databases: Derby and HSQLDB take longer to create one than a program to
	 * run (500 and 2 ms), so they keep one and empty it; DuckDB (20 ms) keeps one instance and attaches an empty
	 * catalog per program; a new H2 or SQLite in-memory database costs no more than emptying one (measured); the
	 * servers give a schema per program.
	 */
	private synchronized Databases databases() {
		if (databases == null) {
			databases = switch (this) {
				case DERBY -> new ReusedDatabase(this, urlPattern,
						"SELECT t.TABLENAME, t.TABLETYPE FROM SYS.SYSTABLES t JOIN SYS.SYSSCHEMAS s ON t.SCHEMAID = s.SCHEMAID "
								+ "WHERE s.SCHEMANAME = 'APP' AND t.TABLETYPE IN ('T', 'V')",
						"jdbc:derby:memory:cadmus%d;drop=true");
				// One thread: a generated program's tables are far too small for DuckDB to split a query among
				// threads, and handing each statement to its thread pool made every program 15% slower here.
				case DUCKDB -> new AttachedDatabases(this, urlPattern, properties("threads", "1"), "memory");
				case POSTGRES -> new ServerDatabase(this, () -> PostgresServer.launch(PostgresServer.embeddedBinaries()));
				case POSTGRES_DEBIAN -> new ServerDatabase(this, () -> PostgresServer.launch(PostgresServer.debianBinaries()));
				case MARIADB -> new ServerDatabase(this, () -> MariaDbServer.launch(cadmus.exec.EnginePlace.MACHINE));
				case MARIADB_DEBIAN_13 -> new ServerDatabase(this, () -> MariaDbServer.launch(cadmus.exec.EngineRoot.DEBIAN_13));
				case HSQLDB -> new ReusedDatabase(this, urlPattern, properties("user", "SA", "password", ""),
						"SELECT TABLE_NAME, CASE TABLE_TYPE WHEN 'VIEW' THEN 'V' ELSE 'T' END FROM INFORMATION_SCHEMA.TABLES "
								+ "WHERE TABLE_SCHEMA = 'PUBLIC'",
						null, "SHUTDOWN");
				case H2, SQLITE -> new FreshDatabases(this, urlPattern, new Properties(), null);
			};
		}
		return databases;
	}

	/** Connection properties from name, value, name, value, ... */
	private static Properties properties(String... namesAndValues) {
		var properties = new Properties();
		for (int i = 0; i < namesAndValues.length; i += 2) {
			properties.setProperty(namesAndValues[i], namesAndValues[i + 1]);
		}
		return properties;
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
