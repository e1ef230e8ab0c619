package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 5: how long each program ran, over its implementations (first runs, not the nondeterminism
 * check's reruns), so that a campaign mixing techniques can tell their throughput apart. Programs stored before
 * have none.
 */
final class V5__RunTimes extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of("ALTER TABLE programs ADD COLUMN run_us INTEGER");
	}
}
