package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

import cadmus.store.StoreDialect;

/**
 * The statements by which processes that share a campaign reduce each finding once: a process claims a finding
 * before reducing it, for as long as its leases last, and renews its claims with its leases; a finding reduced
 * already, or claimed by a process whose claim has not expired, is not claimed again. A dead process's claims
 * expire, and the findings it was reducing are taken over by the next process that looks.
 */
public final class ReductionClaims {

	private ReductionClaims() {
	}

	/** Claims {@code finding} for {@code holder} for {@code ttlMillis}; false when it is reduced or another holds it. */
	static boolean claim(Connection c, String holder, long finding, long ttlMillis) throws SQLException {
		try (var q = c.prepareStatement("SELECT COUNT(*) FROM reductions WHERE finding = ?")) {
			q.setLong(1, finding);
			try (ResultSet r = q.executeQuery()) {
				r.next();
				if (r.getLong(1) > 0) {
					return false;
				}
			}
		}
		String now = StoreDialect.of(c).nowMillis();
		try (var claim = c.prepareStatement("INSERT INTO reducing(finding, holder, expires_ms) VALUES (?, ?, " + now
				+ " + ?) ON CONFLICT (finding) DO UPDATE SET holder = excluded.holder, expires_ms = excluded.expires_ms "
				+ "WHERE reducing.holder = excluded.holder OR reducing.expires_ms < " + now)) {
			claim.setLong(1, finding);
			claim.setString(2, holder);
			claim.setLong(3, ttlMillis);
			return claim.executeUpdate() == 1;
		}
	}

	/** Extends every claim {@code holder} has by {@code ttlMillis} from now. */
	public static void renew(Connection c, String holder, long ttlMillis) throws SQLException {
		try (var renew = c.prepareStatement("UPDATE reducing SET expires_ms = " + StoreDialect.of(c).nowMillis()
				+ " + ? WHERE holder = ?")) {
			renew.setLong(1, ttlMillis);
			renew.setString(2, holder);
			renew.executeUpdate();
		}
	}

	/** Gives up {@code holder}'s claims (it ends: what it did not reduce is free for others at once). */
	static void release(Connection c, String holder) throws SQLException {
		try (var release = c.prepareStatement("DELETE FROM reducing WHERE holder = ?")) {
			release.setString(1, holder);
			release.executeUpdate();
		}
	}
}
