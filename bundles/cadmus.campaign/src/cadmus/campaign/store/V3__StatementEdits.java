package cadmus.campaign.store;

import java.util.List;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Schema version 3: whether a reduction edited the parsed program's statements after its decisions (its
 * candidates then were not all made by the generator); reductions stored before say they did not.
 */
final class V3__StatementEdits extends BaseJavaMigration {

	@Override
	public void migrate(Context context) throws Exception {
		StoreSchema.execute(context,
				List.of("ALTER TABLE reductions ADD COLUMN statements_edited INTEGER NOT NULL DEFAULT 0"));
	}
}
