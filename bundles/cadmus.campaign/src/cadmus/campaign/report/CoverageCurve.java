package cadmus.campaign.report;

import java.util.List;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.CoveragePoint;

/**
 * One campaign's coverage over its time, as the report draws it: the points in the order first reached, and how
 * long the campaign ran. A report shows its own campaign's curve, and beside it the curves of campaigns the user
 * compares it with (a random campaign next to a zest one on the same implementations).
 *
 * @param campaign      the campaign directory, as the user named it
 * @param guidance      how its programs were chosen ({@code zest}, or {@code random} measuring coverage)
 * @param measured      what its points are points of: the language and the implementations that ran its programs
 * @param elapsedMillis how long it ran, over all its runs
 * @param programs      how many programs it judged
 * @param points        every point it reached, in the order first reached
 */
public record CoverageCurve(String campaign, String guidance, String measured, long elapsedMillis, long programs,
		List<CoveragePoint> points) {

	public CoverageCurve {
		points = List.copyOf(points);
	}

	/**
	 * Checks that {@code other}'s points count the same code as this campaign's, so that setting them side by side
	 * means something.
	 *
	 * @throws IllegalArgumentException naming both campaigns and what each measured, when they differ
	 */
	public void requireComparable(CoverageCurve other) {
		if (!measured.equals(other.measured)) {
			throw new IllegalArgumentException("campaign " + other.campaign + " measured " + other.measured + ", campaign "
					+ campaign + " measured " + measured + ": their coverage points are not comparable");
		}
	}

	/**
	 * The curve of the campaign in {@code store}.
	 *
	 * @throws IllegalArgumentException naming the campaign when it did not measure coverage
	 */
	public static CoverageCurve of(CampaignStore store, String campaign) {
		CampaignConfig config = store.config();
		if (!config.measuresCoverage()) {
			throw new IllegalArgumentException("campaign " + campaign + " did not measure coverage (run it with "
					+ "--guidance zest, or with --coverage)");
		}
		var counters = store.counters();
		var implementations = config.implementations().stream().sorted().toList();
		return new CoverageCurve(campaign, config.guidance(), config.languageId() + " on " + String.join(", ", implementations),
				counters.elapsedMillis(), counters.programs(), store.coveragePoints());
	}

	/** Points first reached by {@code millis} of campaign time. */
	public long reachedBy(long millis) {
		// Points are in the order first reached, so their times only grow: count by binary search.
		int lo = 0;
		int hi = points.size();
		while (lo < hi) {
			int mid = (lo + hi) >>> 1;
			if (points.get(mid).foundMillis() <= millis) {
				lo = mid + 1;
			} else {
				hi = mid;
			}
		}
		return lo;
	}

	/** Points first reached by a valid program by {@code millis} of campaign time. */
	public long reachedByValidBy(long millis) {
		return points.stream().filter(p -> p.reachedByValid() && p.validFoundMillis() <= millis).count();
	}

	long coveredByValid() {
		return reachedByValidBy(Long.MAX_VALUE);
	}

	/** When the curve ends: the campaign's end, or its last point if a clock's rounding put that later. */
	long endMillis() {
		return Math.max(elapsedMillis, points.isEmpty() ? 0 : points.get(points.size() - 1).foundMillis());
	}

	/**
	 * The curve as a chart line of at most {@code plotted} points (the last always among them), from the origin to
	 * the campaign's end: a campaign that stopped reaching new points shows a flat line until it stopped.
	 */
	Charts.Line line(String name, TimeScale scale, int plotted) {
		int n = Math.min(plotted, points.size());
		double[] x = new double[n + 2];
		double[] y = new double[n + 2];
		for (int i = 0; i < n; i++) {
			int at = (int) ((long) (points.size() - 1) * i / Math.max(1, n - 1));
			x[i + 1] = scale.at(points.get(at).foundMillis());
			y[i + 1] = at + 1;
		}
		x[n + 1] = scale.at(endMillis());
		y[n + 1] = points.size();
		return new Charts.Line(name, x, y);
	}
}
