package cadmus.campaign.store;

import java.util.List;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Schema version 5: how long each program ran, over its implementations (first runs, not the nondeterminism
 * check's reruns), so that a campaign mixing techniques can tell their throughput apart. Programs stored before
 * have none.
 */
final class V5__RunTimes extends BaseJavaMigration {

	@Override
	public void migrate(Context context) throws Exception {
		StoreSchema.execute(context, List.of("ALTER TABLE programs ADD COLUMN run_us INTEGER"));
	}
}
