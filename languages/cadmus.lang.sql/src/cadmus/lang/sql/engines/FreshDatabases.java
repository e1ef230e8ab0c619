package cadmus.lang.sql.engines;

import java.sql.SQLException;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;

import cadmus.lang.sql.engines.SqlEngineKind.Database;

/** A new in-memory database per program, thrown away afterwards (H2, SQLite: cheap to create). */
final class FreshDatabases implements Databases {

	private static final AtomicLong NUMBERS = new AtomicLong();

	private final SqlEngineKind kind;
	private final String urlPattern;
	private final Properties properties;
	/** What frees the database before its connection closes, or null. */
	private final String shutdown;

	FreshDatabases(SqlEngineKind kind, String urlPattern, Properties properties, String shutdown) {
		this.kind = kind;
		this.urlPattern = urlPattern;
		this.properties = properties;
		this.shutdown = shutdown;
	}

	@Override
	public Database open() throws SQLException {
		long n = NUMBERS.incrementAndGet();
		String url = String.format(urlPattern, n);
		return new Database(kind, kind.connect(url, properties), n);
	}

	@Override
	public void discard(Database database) {
		try {
			if (shutdown != null) {
				try (var s = database.connection().createStatement()) {
					s.execute(shutdown);
				}
			}
			database.connection().close();
		} catch (SQLException e) {
			// A database that cannot be closed is dead already.
		}
	}
}
