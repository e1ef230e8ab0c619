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
