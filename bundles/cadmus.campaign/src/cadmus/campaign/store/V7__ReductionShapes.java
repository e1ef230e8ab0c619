package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 7: each reduction's shape ({@link cadmus.campaign.ReducedShape}), which tells the bugs of one
 * bucket apart now that more than one finding of a bucket is reduced. Reductions before have none (NULL).
 */
final class V7__ReductionShapes extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of("ALTER TABLE reductions ADD COLUMN shape TEXT");
	}
}
