package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/** Tallies, within the caller's transaction, what the optimizing tiers compiled of the programs a campaign traced. */
final class OptimizationReader {

	private OptimizationReader() {
	}

	/**
	 * One figure per implementation that traced programs: those of {@code implementations} first, in their order,
	 * then any others (an implementation a later run left out).
	 */
	static List<OptimizationFigure> figures(Connection c, List<String> implementations) throws SQLException {
		var byImplementation = new HashMap<String, OptimizationFigure>();
		try (var q = c.prepareStatement("SELECT impl, MIN(tier), COUNT(*), SUM(compiled), "
				+ "SUM(CASE WHEN units > 0 THEN 1 ELSE 0 END), SUM(units) FROM optimized_code GROUP BY impl");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				byImplementation.put(r.getString(1), new OptimizationFigure(r.getString(1), r.getString(2), r.getLong(3),
						r.getLong(4), r.getLong(5), r.getLong(6)));
			}
		}
		var figures = new ArrayList<OptimizationFigure>();
		for (String id : implementations) {
			var figure = byImplementation.remove(id);
			if (figure != null) {
				figures.add(figure);
			}
		}
		figures.addAll(byImplementation.values());
		return figures;
	}
}
