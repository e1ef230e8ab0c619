package cadmus.lang.sql.engines;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import cadmus.lang.sql.engines.SqlEngineKind.Database;

/**
 * Derby's cheap reset. Creating a Derby database (even in memory) costs about half a second, more than a
 * program takes, so a worker keeps one and drops every view and table a program made (indexes go with their
 * tables) once it is done. When something cannot be dropped, the database is thrown away and the next
 * program gets a new one, so no program ever sees another's objects.
 */
final class DerbyReset {

	private static final String URL = "jdbc:derby:memory:cadmus%d;create=true";
	private static final String OBJECTS = "SELECT t.TABLENAME, t.TABLETYPE FROM SYS.SYSTABLES t "
			+ "JOIN SYS.SYSSCHEMAS s ON t.SCHEMAID = s.SCHEMAID WHERE s.SCHEMANAME = 'APP' AND t.TABLETYPE IN ('T', 'V')";

	private static Connection shared;
	private static long number;

	private DerbyReset() {
	}

	static synchronized Database open(SqlEngineKind kind) throws SQLException {
		if (shared == null || shared.isClosed()) {
			number++;
			shared = kind.driver().connect(String.format(URL, number), new Properties());
		}
		shared.setAutoCommit(true);
		return new Database(kind, shared, number);
	}

	/** Drops views (those on other views first, by retrying) and then tables; on failure, the whole database. */
	static synchronized void empty(Database database) {
		try {
			var connection = database.connection();
			if (!connection.getAutoCommit()) {
				connection.rollback();
				connection.setAutoCommit(true);
			}
			for (int round = 0; round < 20; round++) {
				var objects = objects(connection);
				if (objects.isEmpty()) {
					return;
				}
				boolean dropped = false;
				for (var object : objects) {
					try (var s = connection.createStatement()) {
						s.execute("DROP " + (object[1].equals("V") ? "VIEW " : "TABLE ") + "\"" + object[0] + "\"");
						dropped = true;
					} catch (SQLException e) {
						// Another object depends on it: dropped in a later round.
					}
				}
				if (!dropped) {
					break;
				}
			}
			throwAway(database);
		} catch (SQLException e) {
			throwAway(database);
		}
	}

	private static List<String[]> objects(Connection connection) throws SQLException {
		var result = new ArrayList<String[]>();
		try (var s = connection.createStatement(); var rows = s.executeQuery(OBJECTS)) {
			while (rows.next()) {
				result.add(new String[] { rows.getString(1), rows.getString(2) });
			}
		}
		// Views before tables: a table cannot go while a view reads it.
		result.sort((a, b) -> b[1].compareTo(a[1]));
		return result;
	}

	private static void throwAway(Database database) {
		try {
			database.connection().close();
			database.kind().driver().connect("jdbc:derby:memory:cadmus" + database.number() + ";drop=true", new Properties());
		} catch (SQLException e) {
			// Derby reports a successful drop as an exception (SQLState 08006).
		}
		shared = null;
	}
}
