package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import cadmus.api.Outcome;

/** Reads a campaign's progress for reports within the caller's transaction: outcomes and totals over time. */
final class ProgressReader {

	private ProgressReader() {
	}

	/** Totals over all runs. */
	static Counters counters(Connection c) throws SQLException {
		try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT COUNT(*), COALESCE(SUM(valid),0), "
				+ "COALESCE(SUM(invalid),0), COALESCE(MAX(finished_ms),0) FROM programs")) {
			r.next();
			// Read before the statement runs another query, which closes this result set.
			long programs = r.getLong(1), valid = r.getLong(2), invalid = r.getLong(3), elapsed = r.getLong(4);
			long findings;
			try (ResultSet f = s.executeQuery("SELECT COUNT(*) FROM findings")) {
				f.next();
				findings = f.getLong(1);
			}
			// Buckets count bugs: one merged into another or linked to another oracle's is not one of its own.
			long bugs = FindingReader.buckets(c).stream().filter(BucketSummary::counted).count();
			return new Counters(programs, valid, invalid, findings, bugs, elapsed);
		}
	}

	/** Indices of the programs already judged (by any run). */
	static BitSet doneIndices(Connection c) throws SQLException {
		var done = new BitSet();
		try (var q = c.prepareStatement("SELECT idx FROM programs"); ResultSet r = q.executeQuery()) {
			while (r.next()) {
				done.set(Math.toIntExact(r.getLong(1)));
			}
		}
		return done;
	}

	/** Implementation id → outcome name → programs, implementations in the given (campaign) order. */
	static Map<String, Map<String, Long>> outcomeCounts(Connection connection, List<String> implementations)
			throws SQLException {
		var result = new LinkedHashMap<String, Map<String, Long>>();
		for (String id : implementations) {
			var counts = new LinkedHashMap<String, Long>();
			for (Outcome o : Outcome.values()) {
				counts.put(o.name(), 0L);
			}
			result.put(id, counts);
		}
		// One row per distinct outcome column ("OK,OK,TIMEOUT"): few, however many programs there are.
		try (var q = connection.prepareStatement("SELECT outcomes, COUNT(*) FROM programs GROUP BY outcomes");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				String[] outcomes = r.getString(1).isEmpty() ? new String[0] : r.getString(1).split(",");
				for (int i = 0; i < outcomes.length && i < implementations.size(); i++) {
					if (!outcomes[i].equals("-")) {
						result.get(implementations.get(i)).merge(outcomes[i], r.getLong(2), Long::sum);
					}
				}
			}
		}
		return result;
	}

	/** Totals at up to {@code points} evenly spaced moments of campaign time up to {@code endMillis}. */
	static List<Sample> samples(Connection connection, long endMillis, int points) throws SQLException {
		var result = new ArrayList<Sample>();
		if (endMillis <= 0) {
			return result;
		}
		long step = Math.max(1, endMillis / points);
		try (var q = connection.prepareStatement("""
				SELECT (finished_ms / ?) AS slot, COUNT(*), SUM(valid), SUM(findings)
				FROM programs GROUP BY slot ORDER BY slot""")) {
			q.setLong(1, step);
			long programs = 0;
			long valid = 0;
			long findings = 0;
			try (ResultSet r = q.executeQuery()) {
				while (r.next()) {
					programs += r.getLong(2);
					valid += r.getLong(3);
					findings += r.getLong(4);
					result.add(new Sample((r.getLong(1) + 1) * step, programs, valid, findings));
				}
			}
		}
		return result;
	}
}
