package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 8: the campaign's seed space in ranges that processes joined to it lease ({@link SeedLeases}):
 * who holds each, the token that fences a holder whose lease was taken over, when the lease expires (by the
 * server's clock) and whether every program of the range is stored; and the processes that joined, as the report
 * lists them. A campaign of one process leases nothing and leaves both empty.
 */
final class V8__Leases extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of(
				"CREATE TABLE leases(lo INTEGER PRIMARY KEY, hi INTEGER NOT NULL, holder TEXT, token INTEGER NOT NULL, "
						+ "expires_ms INTEGER NOT NULL, done INTEGER NOT NULL)",
				"CREATE TABLE workers(name TEXT PRIMARY KEY, host TEXT NOT NULL, started TEXT NOT NULL, "
						+ "last_seen_ms INTEGER NOT NULL, programs INTEGER NOT NULL, rate REAL NOT NULL)");
	}
}
