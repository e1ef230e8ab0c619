package cadmus.store;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An insert that replaces the row with the same key, or keeps it, in the words SQLite and PostgreSQL both take
 * ({@code ON CONFLICT}); SQLite's {@code INSERT OR REPLACE} is SQLite's alone.
 */
public final class Upsert {

	private Upsert() {
	}

	/** Inserts {@code columns} (the key's first), replacing the other columns of a row with the same key. */
	public static String replacing(String table, int keyColumns, String... columns) {
		var rest = Arrays.asList(columns).subList(keyColumns, columns.length);
		return insert(table, columns) + " ON CONFLICT(" + String.join(", ", List.of(columns).subList(0, keyColumns))
				+ ") DO " + (rest.isEmpty() ? "NOTHING"
						: "UPDATE SET " + rest.stream().map(c -> c + " = excluded." + c).collect(Collectors.joining(", ")));
	}

	/** Inserts {@code columns} (the key's first) unless a row with the same key is there. */
	public static String keeping(String table, int keyColumns, String... columns) {
		return insert(table, columns) + " ON CONFLICT(" + String.join(", ", List.of(columns).subList(0, keyColumns))
				+ ") DO NOTHING";
	}

	private static String insert(String table, String... columns) {
		return "INSERT INTO " + table + "(" + String.join(", ", columns) + ") VALUES ("
				+ Arrays.stream(columns).map(c -> "?").collect(Collectors.joining(",")) + ")";
	}
}
