package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 6: what the optimizing tiers compiled of the programs a hot campaign traced
 * ({@link cadmus.campaign.CampaignConfig#traced}), one row per program and implementation that can tell: whether the
 * tier compiled the program's own code, and how many units of its own (functions, traces). Campaigns before have
 * none.
 */
final class V6__OptimizedCode extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of("CREATE TABLE optimized_code (idx INTEGER NOT NULL, impl TEXT NOT NULL, tier TEXT NOT NULL, "
				+ "compiled INTEGER NOT NULL, units INTEGER NOT NULL, PRIMARY KEY (idx, impl))");
	}
}
