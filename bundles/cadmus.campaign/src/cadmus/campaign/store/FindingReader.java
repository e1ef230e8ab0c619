package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Reads a campaign store's buckets and findings. */
final class FindingReader {

	private FindingReader() {
	}

	/** Buckets, largest first, each linked to another oracle's that names its failure ({@link BucketLinks}). */
	static List<BucketSummary> buckets(Connection c) throws SQLException {
		var result = new ArrayList<BucketSummary>();
		try (var q = c.prepareStatement("""
				SELECT s.id, s.oracle, s.signature, s.n, s.first, (SELECT idx FROM findings WHERE id = s.first), s.merged
				FROM (SELECT b.id AS id, b.oracle AS oracle, b.signature AS signature, COUNT(f.id) AS n, MIN(f.id) AS first,
				             COALESCE(b.merged_into, 0) AS merged
				      FROM buckets b JOIN findings f ON f.bucket = b.id GROUP BY b.id) s
				ORDER BY s.n DESC, s.id""");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				result.add(new BucketSummary(r.getLong(1), r.getString(2), r.getString(3), r.getLong(4), r.getLong(5),
						r.getLong(6), r.getLong(7)));
			}
		}
		return BucketLinks.link(result);
	}

	/** Findings in the order they were found: all, or those {@code where} (with {@code id} as its parameter) keeps. */
	static List<StoredFinding> findings(Connection c, String where, long id) throws SQLException {
		var result = new ArrayList<StoredFinding>();
		try (var q = c.prepareStatement("""
			SELECT f.id, f.idx, f.oracle, f.bucket, f.signature, f.summary,
			       f.ordinal = 1, f.found_ms, f.ordinal
			FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY bucket ORDER BY id) AS ordinal FROM findings) f\s""" + where + " ORDER BY f.id")) {
			if (id >= 0) {
				q.setLong(1, id);
			}
			try (ResultSet r = q.executeQuery()) {
				while (r.next()) {
					result.add(new StoredFinding(r.getLong(1), r.getLong(2), r.getString(3), r.getLong(4), r.getString(5),
							r.getString(6), r.getBoolean(7), r.getLong(8), r.getLong(9)));
				}
			}
		}
		return result;
	}
}
