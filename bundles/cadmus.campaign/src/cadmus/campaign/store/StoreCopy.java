package cadmus.campaign.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import cadmus.store.PostgresAddress;
import cadmus.store.StoreDialect;

/**
 * A campaign copied whole from one store to another: from its directory's SQLite file to a schema on a shared
 * PostgreSQL server, back, or between two of either. Every row of every table is copied in the order it was written
 * (so executions and verdicts read back in their order), in one transaction of the target's, and the rows of each
 * table are counted on both sides at the end: a copy that lost a row is refused, not left behind half made.
 */
public final class StoreCopy {

	/**
	 * The campaign store's tables, each with the key that orders its rows on PostgreSQL where it has one; SQLite's
	 * rowid (the key itself where the key is an integer) and the PostgreSQL store's rowid column order the others.
	 */
	private static final Map<String, String> TABLES = new LinkedHashMap<>();

	static {
		TABLES.put("meta", null);
		TABLES.put("runs", "id");
		TABLES.put("implementations", null);
		TABLES.put("programs", "idx");
		TABLES.put("program_texts", "idx");
		TABLES.put("executions", null);
		TABLES.put("verdicts", null);
		TABLES.put("buckets", "id");
		TABLES.put("findings", "id");
		TABLES.put("reductions", "finding");
		TABLES.put("corpus", "idx");
		TABLES.put("coverage_points", "point");
		TABLES.put("optimized_code", null);
		TABLES.put("leases", "lo");
		TABLES.put("workers", null);
		TABLES.put("files", "kind");
	}

	/** Tables whose keys the store numbers itself: after a copy into PostgreSQL, numbering goes on after the last. */
	private static final List<String> NUMBERED = List.of("runs", "buckets", "findings");

	private static final int BATCH = 500;

	private StoreCopy() {
	}

	/** Rows copied per table. */
	public record Copied(Map<String, Long> rows) {
	}

	/**
	 * Copies the campaign in {@code from} into a new campaign directory {@code to}: kept in its own SQLite file when
	 * {@code shared} is null, else on that shared store (and named in {@code to}).
	 *
	 * @throws StoreException when {@code to} holds a campaign, the shared schema exists, or a table's rows do not
	 *                        all arrive
	 */
	public static Copied copy(Path from, Path to, PostgresAddress shared) {
		try (var source = CampaignStore.open(from);
				var target = shared == null ? CampaignStore.create(to, source.config())
						: CampaignStore.create(to, source.config(), shared)) {
			// A campaign from before the store kept its techniques' files has them in its folder only.
			cadmus.campaign.CampaignFiles.share(source);
			var rows = new LinkedHashMap<String, Long>();
			try {
				target.database().write(into -> {
					// The new store's meta holds its configuration; the source's meta holds that and the rest.
					try (var delete = into.prepareStatement("DELETE FROM meta")) {
						delete.executeUpdate();
					}
					for (var table : TABLES.entrySet()) {
						rows.put(table.getKey(), source.database().read(
								c -> copyTable(c, source.database().dialect(), into, target.database().dialect(),
										table.getKey(), table.getValue())));
					}
					if (target.database().dialect() == StoreDialect.POSTGRESQL) {
						for (String table : NUMBERED) {
							try (var s = into.createStatement()) {
								s.execute("SELECT setval(pg_get_serial_sequence('" + table + "', 'id'), "
										+ "COALESCE(MAX(id), 0) + 1, false) FROM " + table);
							}
						}
					}
					for (var table : rows.entrySet()) {
						long arrived = count(into, table.getKey());
						if (arrived != table.getValue()) {
							throw new SQLException("table " + table.getKey() + ": " + table.getValue() + " rows read, "
									+ arrived + " arrived");
						}
					}
					return null;
				});
			} catch (SQLException e) {
				throw new StoreException("cannot copy the campaign " + from + " (" + source.where() + ") to "
						+ target.where() + ": " + e.getMessage(), e);
			}
			return new Copied(rows);
		}
	}

	private static long copyTable(Connection from, StoreDialect fromDialect, Connection into, StoreDialect intoDialect,
			String table, String key) throws SQLException {
		String order = fromDialect == StoreDialect.POSTGRESQL && key != null ? key : "rowid";
		long copied = 0;
		try (var q = from.prepareStatement("SELECT * FROM " + table + " ORDER BY " + order)) {
			q.setFetchSize(BATCH);
			try (ResultSet r = q.executeQuery()) {
				var columns = new ArrayList<Integer>();
				var names = new ArrayList<String>();
				var meta = r.getMetaData();
				for (int i = 1; i <= meta.getColumnCount(); i++) {
					// The PostgreSQL store's own order column, numbered again by the target.
					if (!meta.getColumnName(i).equalsIgnoreCase("rowid")) {
						columns.add(i);
						names.add(meta.getColumnName(i));
					}
				}
				String insert = "INSERT INTO " + table + "(" + String.join(", ", names) + ") VALUES ("
						+ String.join(",", java.util.Collections.nCopies(names.size(), "?")) + ")";
				try (var w = into.prepareStatement(insert)) {
					while (r.next()) {
						for (int i = 0; i < columns.size(); i++) {
							Object value = r.getObject(columns.get(i));
							if (value == null) {
								w.setNull(i + 1, java.sql.Types.NULL);
							} else {
								w.setObject(i + 1, value instanceof String text ? intoDialect.text(text) : value);
							}
						}
						w.addBatch();
						if (++copied % BATCH == 0) {
							w.executeBatch();
						}
					}
					w.executeBatch();
				}
			}
		}
		return copied;
	}

	private static long count(Connection c, String table) throws SQLException {
		try (var q = c.prepareStatement("SELECT COUNT(*) FROM " + table); ResultSet r = q.executeQuery()) {
			r.next();
			return r.getLong(1);
		}
	}
}
