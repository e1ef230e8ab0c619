package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Reads what a campaign that measures coverage keeps (its corpus, its coverage points) within the caller's transaction. */
final class GuidanceReader {

	private GuidanceReader() {
	}

	static List<CorpusEntry> corpus(Connection c) throws SQLException {
		var result = new ArrayList<CorpusEntry>();
		try (var q = c.prepareStatement("SELECT idx, saved_as, found_ms, input FROM corpus ORDER BY found_ms, idx");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				result.add(new CorpusEntry(r.getLong(1), r.getString(2), r.getLong(3), r.getBytes(4)));
			}
		}
		return result;
	}

	/**
	 * The corpus entries whose program indices {@code known} does not hold, in the order they were saved: what other
	 * processes joined to the campaign saved since it last looked. Reads the indices first and only the new entries'
	 * inputs.
	 */
	static List<CorpusEntry> corpusBesides(Connection c, java.util.function.LongPredicate known) throws SQLException {
		var fresh = new ArrayList<Long>();
		try (var q = c.prepareStatement("SELECT idx FROM corpus ORDER BY found_ms, idx"); ResultSet r = q.executeQuery()) {
			while (r.next()) {
				if (!known.test(r.getLong(1))) {
					fresh.add(r.getLong(1));
				}
			}
		}
		var result = new ArrayList<CorpusEntry>();
		try (var q = c.prepareStatement("SELECT idx, saved_as, found_ms, input FROM corpus WHERE idx = ?")) {
			for (long idx : fresh) {
				q.setLong(1, idx);
				try (ResultSet r = q.executeQuery()) {
					if (r.next()) {
						result.add(new CorpusEntry(r.getLong(1), r.getString(2), r.getLong(3), r.getBytes(4)));
					}
				}
			}
		}
		return result;
	}

	static List<CoveragePoint> coveragePoints(Connection c) throws SQLException {
		var result = new ArrayList<CoveragePoint>();
		try (var q = c.prepareStatement(
				"SELECT point, found_ms, COALESCE(valid_found_ms, -1) FROM coverage_points ORDER BY found_ms, point");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				result.add(new CoveragePoint(r.getLong(1), r.getLong(2), r.getLong(3)));
			}
		}
		return result;
	}
}
