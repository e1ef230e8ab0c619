package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import cadmus.store.StoreDialect;

/**
 * The statements by which processes joined to one campaign share its seed space: ranges of program indices, each
 * leased to one process at a time until its lease expires (by the server's clock), taken over when it does (its
 * holder died or lost the server), and marked done once the store holds every program of the range. Each lease
 * carries a token, raised whenever the range changes hands, which fences a holder that lost it: its writes for the
 * range are refused ({@link #renew}). A process leases the first range nobody holds; when every range is held, it
 * opens the next one, up to the campaign's program count.
 */
public final class SeedLeases {

	/** A range leased, the indices in it that are stored already (bit {@code i} for index {@code lo + i}). */
	public record Lease(long lo, long hi, long token, BitSet stored) {
		public boolean holds(long index) {
			return index >= lo && index <= hi;
		}
	}

	/**
	 * What {@link #offer} gives: a lease, or none for now (every range is held, and the campaign's count is
	 * reached: one may expire), or none ever again (every range is done).
	 */
	public record Offer(Lease lease, boolean over) {
		static final Offer WAIT = new Offer(null, false);
		static final Offer OVER = new Offer(null, true);
	}

	/** A process that joined the campaign, as the report lists it. */
	public record Worker(String name, String host, String started, long lastSeenMillis, long programs, double rate,
			long serverNowMillis) {
	}

	private SeedLeases() {
	}

	/**
	 * Leases a range to {@code holder}: the first whose lease is free or expired, else a new one of {@code size}
	 * indices after the last (up to {@code count}; 0: no end). A range whose programs are all stored already is
	 * marked done on the way and passed over.
	 */
	static Offer offer(Connection c, String holder, long size, long count, long ttlMillis) throws SQLException {
		var dialect = StoreDialect.of(c);
		String now = dialect.nowMillis();
		while (true) {
			Lease lease = null;
			try (var free = c.prepareStatement("SELECT lo, hi, token FROM leases WHERE done = 0 AND (holder IS NULL OR "
					+ "expires_ms < " + now + ") ORDER BY lo LIMIT 1" + dialect.lockingSkipLocked());
					ResultSet r = free.executeQuery()) {
				if (r.next()) {
					lease = new Lease(r.getLong(1), r.getLong(2), r.getLong(3) + 1, null);
				}
			}
			if (lease != null) {
				try (var take = c.prepareStatement(
						"UPDATE leases SET holder = ?, token = ?, expires_ms = " + now + " + ? WHERE lo = ?")) {
					take.setString(1, holder);
					take.setLong(2, lease.token());
					take.setLong(3, ttlMillis);
					take.setLong(4, lease.lo());
					take.executeUpdate();
				}
			} else {
				long lo;
				try (var last = c.prepareStatement("SELECT COALESCE(MAX(hi) + 1, 0) FROM leases"); ResultSet r = last.executeQuery()) {
					r.next();
					lo = r.getLong(1);
				}
				if (count > 0 && lo >= count) {
					try (var open = c.prepareStatement("SELECT COUNT(*) FROM leases WHERE done = 0"); ResultSet r = open.executeQuery()) {
						r.next();
						return r.getLong(1) > 0 ? Offer.WAIT : Offer.OVER;
					}
				}
				long hi = count > 0 ? Math.min(lo + size, count) - 1 : lo + size - 1;
				// Another process may open the same range at the same time: one of them does, the other looks again.
				try (var open = c.prepareStatement("INSERT INTO leases(lo, hi, holder, token, expires_ms, done) VALUES "
						+ "(?, ?, ?, 1, " + now + " + ?, 0) ON CONFLICT (lo) DO NOTHING")) {
					open.setLong(1, lo);
					open.setLong(2, hi);
					open.setString(3, holder);
					open.setLong(4, ttlMillis);
					if (open.executeUpdate() == 0) {
						continue;
					}
				}
				lease = new Lease(lo, hi, 1, null);
			}
			var stored = stored(c, lease.lo(), lease.hi());
			if (stored.cardinality() == lease.hi() - lease.lo() + 1) {
				markDone(c, lease.lo(), lease.token());
				continue;
			}
			return new Offer(new Lease(lease.lo(), lease.hi(), lease.token(), stored), false);
		}
	}

	private static BitSet stored(Connection c, long lo, long hi) throws SQLException {
		var stored = new BitSet();
		try (var q = c.prepareStatement("SELECT idx FROM programs WHERE idx BETWEEN ? AND ?")) {
			q.setLong(1, lo);
			q.setLong(2, hi);
			try (ResultSet r = q.executeQuery()) {
				while (r.next()) {
					stored.set(Math.toIntExact(r.getLong(1) - lo));
				}
			}
		}
		return stored;
	}

	/**
	 * Extends a lease by {@code ttlMillis} from now, if {@code holder} still holds it with this token; false when
	 * it lost it (it expired and another process took it), and its writes for the range must not land.
	 */
	public static boolean renew(Connection c, String holder, Lease lease, long ttlMillis) throws SQLException {
		try (var renew = c.prepareStatement("UPDATE leases SET expires_ms = " + StoreDialect.of(c).nowMillis()
				+ " + ? WHERE lo = ? AND holder = ? AND token = ? AND done = 0")) {
			renew.setLong(1, ttlMillis);
			renew.setLong(2, lease.lo());
			renew.setString(3, holder);
			renew.setLong(4, lease.token());
			return renew.executeUpdate() == 1;
		}
	}

	/**
	 * Marks a range done, when the store holds every one of its programs and the lease is still this token's;
	 * true when it did.
	 */
	public static boolean markDone(Connection c, long lo, long token) throws SQLException {
		try (var done = c.prepareStatement("UPDATE leases SET done = 1, holder = NULL WHERE lo = ? AND token = ? AND done = 0 "
				+ "AND (SELECT COUNT(*) FROM programs WHERE idx BETWEEN leases.lo AND leases.hi) = hi - lo + 1")) {
			done.setLong(1, lo);
			done.setLong(2, token);
			return done.executeUpdate() == 1;
		}
	}

	/** Gives up the ranges {@code holder} holds and has not finished, for others to take at once. */
	static int release(Connection c, String holder) throws SQLException {
		try (var release = c.prepareStatement("UPDATE leases SET holder = NULL, expires_ms = 0 WHERE holder = ? AND done = 0")) {
			release.setString(1, holder);
			return release.executeUpdate();
		}
	}

	/** Records that a process is alive, with the programs it stored so far and its rate. */
	public static void seen(Connection c, String name, String host, String started, long programs, double rate)
			throws SQLException {
		try (var seen = c.prepareStatement("INSERT INTO workers(name, host, started, last_seen_ms, programs, rate) VALUES "
				+ "(?, ?, ?, " + StoreDialect.of(c).nowMillis() + ", ?, ?) ON CONFLICT (name) DO UPDATE SET "
				+ "last_seen_ms = excluded.last_seen_ms, programs = excluded.programs, rate = excluded.rate")) {
			seen.setString(1, name);
			seen.setString(2, host);
			seen.setString(3, started);
			seen.setLong(4, programs);
			seen.setDouble(5, rate);
			seen.executeUpdate();
		}
	}

	/** The processes that joined, in the order they first reported. */
	static List<Worker> workers(Connection c) throws SQLException {
		var result = new ArrayList<Worker>();
		try (var q = c.prepareStatement("SELECT name, host, started, last_seen_ms, programs, rate, "
				+ StoreDialect.of(c).nowMillis() + " FROM workers ORDER BY started, name"); ResultSet r = q.executeQuery()) {
			while (r.next()) {
				result.add(new Worker(r.getString(1), r.getString(2), r.getString(3), r.getLong(4), r.getLong(5),
						r.getDouble(6), r.getLong(7)));
			}
		}
		return result;
	}

	/**
	 * Where a campaign's seed space stands: its ranges, those done, those held by a lease that has not expired, and
	 * those leased more than once (taken over from a process whose lease expired, or given up unfinished).
	 */
	public record Ranges(long all, long done, long held, long leasedAgain) {
	}

	static Ranges ranges(Connection c) throws SQLException {
		try (var q = c.prepareStatement("SELECT COUNT(*), COALESCE(SUM(done), 0), COALESCE(SUM(CASE WHEN done = 0 AND "
				+ "holder IS NOT NULL AND expires_ms >= " + StoreDialect.of(c).nowMillis() + " THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN token > 1 THEN 1 ELSE 0 END), 0) FROM leases");
				ResultSet r = q.executeQuery()) {
			r.next();
			return new Ranges(r.getLong(1), r.getLong(2), r.getLong(3), r.getLong(4));
		}
	}
}
