package cadmus.store;

import java.sql.SQLException;
import java.util.function.Function;

/**
 * A store in one schema of a PostgreSQL database ({@link PostgresAddress}): made with its schema and what it holds
 * (a value in its {@code meta} table, under a key), or opened, checked and migrated, as {@link SqliteStore} does with
 * a file. Flyway keeps its history in the store's schema, so each store on a server is migrated by itself.
 */
public final class PostgresStore {

	private PostgresStore() {
	}

	/** A store that was opened: its database, and what its meta value says it holds. */
	public record Opened<T>(PostgresDatabase database, T holds) {
	}

	/**
	 * Makes a new store in the address's schema, which must not exist yet, with the schema's latest version and
	 * {@code value} under {@code key} in its meta table.
	 */
	public static PostgresDatabase create(PostgresAddress address, StoreSchema schema, String key, String value) {
		var failure = schema.failure();
		PostgresDatabase database = null;
		try {
			database = PostgresDatabase.connect(address);
			boolean taken = database.read(c -> {
				try (var q = c.prepareStatement("SELECT 1 FROM information_schema.schemata WHERE schema_name = ?")) {
					q.setString(1, address.schema());
					try (var r = q.executeQuery()) {
						return r.next();
					}
				}
			});
			if (taken) {
				throw failure.of(address.where() + " already holds a schema " + address.schema()
						+ ": choose another name, or join the " + schema.name() + " that is there", null);
			}
			schema.migrate(database.source(), address.where(), address.schema());
			database.write(c -> {
				try (var insert = c.prepareStatement("INSERT INTO meta(key, value) VALUES (?, ?)")) {
					insert.setString(1, key);
					insert.setString(2, value);
					return insert.executeUpdate();
				}
			});
			return database;
		} catch (SQLException e) {
			close(database);
			throw failure.of("cannot make the " + schema.name() + " " + address.where() + ": " + e.getMessage(), e);
		} catch (RuntimeException e) {
			close(database);
			throw e;
		}
	}

	/**
	 * Opens the store in the address's schema: reads what it holds (the meta value under {@code key}, read by
	 * {@code holds}), and only then migrates it and checks its tables, so a schema that is not such a store is
	 * refused untouched.
	 *
	 * @param missing what the refusal says of a store without that value ("has no campaign configuration")
	 */
	public static <T> Opened<T> open(PostgresAddress address, StoreSchema schema, String key, String missing,
			Function<String, T> holds) {
		var failure = schema.failure();
		PostgresDatabase database = null;
		try {
			database = PostgresDatabase.connect(address);
			String value = database.read(c -> {
				try (var q = c.prepareStatement("SELECT 1 FROM information_schema.tables WHERE table_schema = ? "
						+ "AND table_name = 'meta'")) {
					q.setString(1, address.schema());
					try (var r = q.executeQuery()) {
						if (!r.next()) {
							return null;
						}
					}
				}
				try (var q = c.prepareStatement("SELECT value FROM meta WHERE key = ?")) {
					q.setString(1, key);
					try (var r = q.executeQuery()) {
						return r.next() ? r.getString(1) : "";
					}
				}
			});
			if (value == null) {
				throw failure.of(address.where() + " holds no " + schema.name() + " " + address.schema(), null);
			}
			if (value.isEmpty()) {
				throw failure.of(address.where() + " " + missing, null);
			}
			T held = holds.apply(value);
			schema.migrate(database.source(), address.where(), address.schema());
			String lack = database.read(c -> SchemaShape.lack(c, schema));
			if (lack != null) {
				throw failure.of(address.where() + " is not a whole " + schema.name() + ": " + lack, null);
			}
			return new Opened<>(database, held);
		} catch (SQLException e) {
			close(database);
			throw failure.of(address.where() + " is not a readable " + schema.name() + ": " + e.getMessage(), e);
		} catch (RuntimeException e) {
			close(database);
			throw e;
		}
	}

	/** Deletes the store in the address's schema, tables and all (a benchmark's own store, once measured). */
	public static void drop(PostgresAddress address) throws SQLException {
		try (var database = PostgresDatabase.connect(address)) {
			database.write(c -> {
				try (var s = c.createStatement()) {
					return s.executeUpdate("DROP SCHEMA IF EXISTS " + address.schema() + " CASCADE");
				}
			});
		}
	}

	private static void close(PostgresDatabase database) {
		if (database != null) {
			database.close();
		}
	}
}
