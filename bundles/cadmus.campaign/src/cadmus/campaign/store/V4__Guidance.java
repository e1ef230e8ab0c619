package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 4, for feedback-directed (Zest) campaigns: the byte sequence each kept program was generated
 * from; the corpus of saved inputs (why each was saved, and when); and every coverage point reached, with when it
 * was first reached and first reached by a valid program (coverage over time, and the loop's state on resume).
 * Random campaigns leave them empty.
 */
final class V4__Guidance extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of(
				"ALTER TABLE program_texts ADD COLUMN input BLOB",
				"CREATE TABLE corpus (idx INTEGER PRIMARY KEY, saved_as TEXT NOT NULL, found_ms INTEGER NOT NULL, "
						+ "input BLOB NOT NULL)",
				"CREATE TABLE coverage_points (point INTEGER PRIMARY KEY, found_ms INTEGER NOT NULL, valid_found_ms INTEGER)");
	}
}
