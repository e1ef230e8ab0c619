package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 2: reduced programs stored beside their findings (both sizes, the time it took, whether the
 * finding reproduced at all), and buckets merged into another when their reduced programs coincide.
 */
final class V2__Reductions extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of(
				"CREATE TABLE reductions(finding INTEGER PRIMARY KEY, reproduced INTEGER NOT NULL, text TEXT NOT NULL, "
						+ "trace TEXT, original_tokens INTEGER NOT NULL, reduced_tokens INTEGER NOT NULL, took_ms INTEGER NOT NULL, "
						+ "candidates INTEGER NOT NULL, text_edited INTEGER NOT NULL, reduced_at TEXT NOT NULL)",
				"ALTER TABLE buckets ADD COLUMN merged_into INTEGER");
	}
}
