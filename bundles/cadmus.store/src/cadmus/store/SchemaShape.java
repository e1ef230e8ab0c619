package cadmus.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import org.sqlite.SQLiteDataSource;

/**
 * The tables and columns a store must have, checked when it is opened: a file that names what it holds but lost a
 * table or a column (copied in part, edited by hand) is refused then, naming what it lacks, instead of failing
 * halfway through a command. The shape it must have is that of a store made by this Cadmus's migrations, made once
 * per schema and process in a temporary file, so it follows the migrations by itself.
 */
final class SchemaShape {

	/** Per schema (its name and its migrations): table → columns of a store made by its migrations. */
	private static final Map<String, Map<String, Set<String>>> EXPECTED = new ConcurrentHashMap<>();

	private SchemaShape() {
	}

	/** What the store lacks (tables, columns), or null when it lacks nothing. */
	static String lack(Connection store, StoreSchema schema) throws SQLException {
		var actual = of(store);
		var missing = new ArrayList<String>();
		expected(schema).forEach((table, columns) -> {
			var has = actual.get(table);
			if (has == null) {
				missing.add("table " + table);
			} else {
				columns.stream().filter(column -> !has.contains(column)).forEach(column -> missing.add("column " + table + "." + column));
			}
		});
		return missing.isEmpty() ? null : "it lacks " + String.join(", ", missing);
	}

	private static Map<String, Set<String>> expected(StoreSchema schema) throws SQLException {
		String id = schema.name() + schema.migrations().stream().map(m -> " " + m.getClass().getName())
				.collect(java.util.stream.Collectors.joining());
		var known = EXPECTED.get(id);
		if (known != null) {
			return known;
		}
		Path dir = null;
		try {
			dir = Files.createTempDirectory("cadmus-store-shape");
			Path file = dir.resolve("shape.db");
			var source = new SQLiteDataSource();
			source.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
			schema.migrate(source, file);
			try (var c = source.getConnection()) {
				var made = of(c);
				EXPECTED.put(id, made);
				return made;
			}
		} catch (IOException e) {
			throw new UncheckedIOException("cannot make a " + schema.name() + " to check stores against", e);
		} finally {
			delete(dir);
		}
	}

	/** Table → columns of a database, without Flyway's history table (a store from before migrations has none). */
	private static Map<String, Set<String>> of(Connection c) throws SQLException {
		return StoreDialect.of(c) == StoreDialect.POSTGRESQL ? ofSchema(c) : ofFile(c);
	}

	/** Table → columns of the current schema of a PostgreSQL database, where a shared store is. */
	private static Map<String, Set<String>> ofSchema(Connection c) throws SQLException {
		var tables = new TreeMap<String, Set<String>>();
		try (var q = c.prepareStatement("SELECT table_name, column_name FROM information_schema.columns "
				+ "WHERE table_schema = current_schema() AND table_name <> 'flyway_schema_history'"); var r = q.executeQuery()) {
			while (r.next()) {
				tables.computeIfAbsent(r.getString(1), t -> new TreeSet<>()).add(r.getString(2));
			}
		}
		return tables;
	}

	private static Map<String, Set<String>> ofFile(Connection c) throws SQLException {
		var tables = new TreeMap<String, Set<String>>();
		try (var q = c.prepareStatement("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
				+ "AND name <> 'flyway_schema_history'"); var r = q.executeQuery()) {
			while (r.next()) {
				tables.put(r.getString(1), new TreeSet<>());
			}
		}
		for (var table : tables.entrySet()) {
			try (var q = c.prepareStatement("SELECT name FROM pragma_table_info(?)")) {
				q.setString(1, table.getKey());
				try (var r = q.executeQuery()) {
					while (r.next()) {
						table.getValue().add(r.getString(1));
					}
				}
			}
		}
		return tables;
	}

	private static void delete(Path dir) {
		if (dir == null) {
			return;
		}
		try (var paths = Files.walk(dir)) {
			paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		} catch (IOException e) {
			// A few bytes left in the temporary directory.
		}
	}
}
