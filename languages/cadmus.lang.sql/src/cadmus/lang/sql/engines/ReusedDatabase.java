package cadmus.lang.sql.engines;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import cadmus.lang.sql.engines.SqlEngineKind.Database;

/**
 * The cheap reset for engines whose new databases cost more than a program takes (Derby: half a second per
 * in-memory database; HSQLDB: 2 ms, twice what a program takes). A worker keeps one database and, after each
 * program, drops every view and table the program made (indexes go with their tables). When something cannot be dropped, the
 * database is thrown away and the next program gets a new one, so no program ever sees another's objects.
 */
final class ReusedDatabase implements Databases {

	private final SqlEngineKind kind;
	private final String urlPattern;
	/** Name and type ('V' for views, 'T' for tables) of every object a program may have made. */
	private final String objectsQuery;
	private final String dropUrlPattern;
	private final Properties properties;
	/** What frees a thrown-away database before its connection closes (HSQLDB keeps it otherwise), or null. */
	private final String shutdown;
	private Connection shared;
	private long number;

	/**
	 * @param dropUrlPattern a URL that discards database {@code %d}, or null when closing its connection does
	 */
	ReusedDatabase(SqlEngineKind kind, String urlPattern, String objectsQuery, String dropUrlPattern) {
		this(kind, urlPattern, new Properties(), objectsQuery, dropUrlPattern, null);
	}

	/**
	 * @param properties the connection's (user, password)
	 * @param shutdown   a statement that frees a thrown-away database, or null when closing its connection does
	 */
	ReusedDatabase(SqlEngineKind kind, String urlPattern, Properties properties, String objectsQuery, String dropUrlPattern,
			String shutdown) {
		this.properties = properties;
		this.shutdown = shutdown;
		this.kind = kind;
		this.urlPattern = urlPattern;
		this.objectsQuery = objectsQuery;
		this.dropUrlPattern = dropUrlPattern;
	}

	@Override
	public synchronized Database open() throws SQLException {
		if (shared == null || shared.isClosed()) {
			number++;
			shared = kind.connect(String.format(urlPattern, number), properties);
		}
		shared.setAutoCommit(true);
		return new Database(kind, shared, number);
	}

	/** Drops views (those on other views first, by retrying) and then tables; on failure, the whole database. */
	@Override
	public synchronized void discard(Database database) {
		try {
			var connection = database.connection();
			Databases.endTransaction(connection);
			for (int round = 0; round < 20; round++) {
				var objects = objects(connection);
				if (objects.isEmpty()) {
					return;
				}
				int dropped = 0;
				for (var object : objects) {
					try (var s = connection.createStatement()) {
						s.execute("DROP " + (object[1].equals("V") ? "VIEW " : "TABLE ") + "\"" + object[0] + "\"");
						dropped++;
					} catch (SQLException e) {
						// Another object depends on it: dropped in a later round.
					}
				}
				if (dropped == objects.size()) {
					return; // the list was the whole catalog's, and all of it went: asking again would find nothing
				}
				if (dropped == 0) {
					break;
				}
			}
			throwAway(database);
		} catch (SQLException e) {
			throwAway(database);
		}
	}

	private List<String[]> objects(Connection connection) throws SQLException {
		var result = new ArrayList<String[]>();
		try (var s = connection.createStatement(); var rows = s.executeQuery(objectsQuery)) {
			while (rows.next()) {
				result.add(new String[] { rows.getString(1), rows.getString(2) });
			}
		}
		// Views before tables: a table cannot go while a view reads it.
		result.sort((a, b) -> b[1].compareTo(a[1]));
		return result;
	}

	private void throwAway(Database database) {
		try {
			if (shutdown != null) {
				try (var s = database.connection().createStatement()) {
					s.execute(shutdown);
				} catch (SQLException e) {
					// Closed already: nothing left to free.
				}
			}
			database.connection().close();
			if (dropUrlPattern != null) {
				kind.driver().connect(String.format(dropUrlPattern, database.number()), new Properties());
			}
		} catch (SQLException e) {
			// Derby reports a successful drop as an exception (SQLState 08006).
		}
		shared = null;
	}
}
