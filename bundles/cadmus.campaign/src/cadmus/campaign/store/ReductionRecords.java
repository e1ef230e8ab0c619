package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;

import cadmus.store.Upsert;

/**
 * The store's reductions table and bucket merging. A bucket whose first finding reduces to the very program
 * another bucket's first finding of the same oracle reduced to is merged into the older one: the signatures
 * differed (a message quoting the program, another engine's wording), the bug is the same. Later findings of a
 * bucket, reduced to tell its bugs apart ({@link cadmus.campaign.ReducedShape}), merge nothing: one of them
 * matching another bucket says that bucket's bug is also in this one, not that the two buckets are one.
 */
final class ReductionRecords {

	private ReductionRecords() {
	}

	/** Saves a reduction; returns the bucket the finding's bucket was merged into, if it was. */
	static OptionalLong save(Connection c, StoredReduction r) throws SQLException {
		try (var upsert = c.prepareStatement(Upsert.replacing("reductions", 1, "finding", "reproduced", "text",
				"trace", "original_tokens", "reduced_tokens", "took_ms", "candidates", "text_edited", "reduced_at",
				"statements_edited", "shape"))) {
			upsert.setLong(1, r.finding());
			upsert.setInt(2, r.reproduced() ? 1 : 0);
			upsert.setString(3, r.text());
			upsert.setString(4, r.trace());
			upsert.setInt(5, r.originalTokens());
			upsert.setInt(6, r.reducedTokens());
			upsert.setLong(7, r.tookMillis());
			upsert.setInt(8, r.candidates());
			upsert.setInt(9, r.textEdited() ? 1 : 0);
			upsert.setString(10, r.reducedAt());
			upsert.setInt(11, r.statementsEdited() ? 1 : 0);
			upsert.setString(12, r.shape());
			upsert.executeUpdate();
		}
		if (!r.reproduced()) {
			return OptionalLong.empty();
		}
		try (var q = c.prepareStatement("""
				SELECT o.bucket, f.bucket FROM reductions r
				JOIN findings f ON f.id = ?
				JOIN findings o ON o.id = r.finding
				JOIN buckets b ON b.id = o.bucket
				WHERE r.finding <> f.id AND r.reproduced = 1 AND r.text = ? AND o.oracle = f.oracle
				  AND o.bucket <> f.bucket AND b.merged_into IS NULL
				  AND f.id = (SELECT MIN(id) FROM findings WHERE bucket = f.bucket)
				  AND o.id = (SELECT MIN(id) FROM findings WHERE bucket = o.bucket)
				ORDER BY o.bucket LIMIT 1""")) {
			q.setLong(1, r.finding());
			q.setString(2, r.text());
			try (ResultSet rs = q.executeQuery()) {
				if (!rs.next()) {
					return OptionalLong.empty();
				}
				long into = rs.getLong(1);
				long bucket = rs.getLong(2);
				// The older bucket stays: a newer one (and anything merged into it) joins it.
				long keep = Math.min(into, bucket);
				long merged = Math.max(into, bucket);
				try (var update = c.prepareStatement("UPDATE buckets SET merged_into = ? WHERE id = ? OR merged_into = ?")) {
					update.setLong(1, keep);
					update.setLong(2, merged);
					update.setLong(3, merged);
					update.executeUpdate();
				}
				return OptionalLong.of(keep);
			}
		}
	}

	/** Reductions by finding. */
	static Map<Long, StoredReduction> all(Connection c, String where, long finding) throws SQLException {
		var result = new LinkedHashMap<Long, StoredReduction>();
		try (var q = c.prepareStatement("SELECT finding, reproduced, text, trace, original_tokens, reduced_tokens, took_ms, "
				+ "candidates, text_edited, reduced_at, statements_edited, shape FROM reductions " + where + " ORDER BY finding")) {
			if (finding >= 0) {
				q.setLong(1, finding);
			}
			try (ResultSet r = q.executeQuery()) {
				while (r.next()) {
					result.put(r.getLong(1), new StoredReduction(r.getLong(1), r.getBoolean(2), r.getString(3),
							r.getString(4), r.getInt(5), r.getInt(6), r.getLong(7), r.getInt(8), r.getBoolean(11),
							r.getBoolean(9), r.getString(10), r.getString(12)));
				}
			}
		}
		return result;
	}
}
