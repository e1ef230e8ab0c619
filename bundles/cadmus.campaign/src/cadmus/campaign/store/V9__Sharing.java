package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 9, what processes that share a campaign need beside its leases: the files its techniques need (a
 * learned model, a target), their text as the campaign began with it, by kind, from which a process that joins
 * from another machine, or a copy of the campaign, makes its programs (campaigns from before it have them in their
 * folder only: they are put in the store when next opened, {@link cadmus.campaign.CampaignFiles}); and which
 * process is reducing which finding, until when by the server's clock ({@link ReductionClaims}), so that each is
 * reduced once and one a dead process was reducing is taken over.
 */
final class V9__Sharing extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of("CREATE TABLE files(kind TEXT PRIMARY KEY, text TEXT NOT NULL)",
				"CREATE TABLE reducing(finding INTEGER PRIMARY KEY, holder TEXT NOT NULL, expires_ms INTEGER NOT NULL)");
	}
}
