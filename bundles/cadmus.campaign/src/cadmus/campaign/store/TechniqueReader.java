package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;

import cadmus.campaign.CampaignConfig;

/**
 * Tallies a campaign's programs and findings by the technique that made each program, within the caller's
 * transaction. Which technique made a program is not stored: the configuration says it of every index.
 */
final class TechniqueReader {

	private TechniqueReader() {
	}

	/** One figure per technique of the campaign, in its order. */
	static List<TechniqueFigure> figures(Connection c, CampaignConfig config) throws SQLException {
		var tallies = new LinkedHashMap<String, Tally>();
		config.techniques().forEach(t -> tallies.put(t, new Tally()));
		try (var q = c.prepareStatement("SELECT idx, valid, invalid, nodes, run_us FROM programs");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				var tally = tallies.get(config.techniqueOf(r.getLong(1)));
				tally.programs++;
				tally.valid += r.getInt(2);
				tally.invalid += r.getInt(3);
				tally.nodes += r.getInt(4);
				long run = r.getLong(5);
				if (!r.wasNull()) {
					tally.runMicros += run;
					tally.timed++;
				}
			}
		}
		// Each finding's bucket as it stands after merges; the first finding of a bucket names who found it.
		Set<Long> claimed = new HashSet<>();
		try (var q = c.prepareStatement("SELECT f.idx, COALESCE(b.merged_into, b.id) FROM findings f "
				+ "JOIN buckets b ON b.id = f.bucket ORDER BY f.found_ms, f.id"); ResultSet r = q.executeQuery()) {
			while (r.next()) {
				var tally = tallies.get(config.techniqueOf(r.getLong(1)));
				long bucket = r.getLong(2);
				tally.findings++;
				tally.buckets.add(bucket);
				if (claimed.add(bucket)) {
					tally.firstFound++;
				}
			}
		}
		var result = new ArrayList<TechniqueFigure>();
		tallies.forEach((technique, t) -> result.add(new TechniqueFigure(technique, t.programs, t.valid, t.invalid,
				t.findings, t.buckets.size(), t.firstFound, t.nodes, t.runMicros, t.timed)));
		return result;
	}

	private static final class Tally {
		long programs;
		long valid;
		long invalid;
		long findings;
		long nodes;
		long runMicros;
		long timed;
		int firstFound;
		final Set<Long> buckets = new HashSet<>();
	}
}
