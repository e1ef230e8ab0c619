package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 3: whether a reduction edited the parsed program's statements after its decisions (its
 * candidates then were not all made by the generator); reductions stored before say they did not.
 */
final class V3__StatementEdits extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of("ALTER TABLE reductions ADD COLUMN statements_edited INTEGER NOT NULL DEFAULT 0");
	}
}
