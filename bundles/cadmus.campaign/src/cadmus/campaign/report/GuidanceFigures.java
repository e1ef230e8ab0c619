package cadmus.campaign.report;

import java.util.List;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CoveragePoint;

/**
 * The report's section on a campaign's coverage: in a feedback-directed campaign its loop's corpus; the coverage
 * points reached (by all programs and by valid ones), and the points reached over campaign time.
 *
 * @param guidance the campaign's guidance ({@code zest}, or {@code random} measuring coverage)
 * @param corpus inputs saved into the corpus
 * @param points every point reached, in the order first reached
 */
public record GuidanceFigures(String guidance, int corpus, List<CoveragePoint> points) {

	private static final int PLOTTED = 200;

	public GuidanceFigures {
		points = List.copyOf(points);
	}

	long coveredByValid() {
		return points.stream().filter(CoveragePoint::reachedByValid).count();
	}

	/** The section of the page. */
	String section() {
		var out = new StringBuilder();
		out.append("<section id=\"guidance\">\n<h2>Coverage (").append(guidance.equals(CampaignConfig.ZEST) ? "zest feedback"
				: "random generation, measured").append(")</h2>\n").append("<table><tbody>\n");
		if (guidance.equals(CampaignConfig.ZEST)) {
			row(out, "inputs in the corpus", corpus);
		}
		row(out, "coverage points reached", points.size());
		row(out, "of them by valid programs", coveredByValid());
		out.append("</tbody></table>\n");
		if (points.size() >= 2) {
			long end = points.get(points.size() - 1).foundMillis();
			TimeScale scale = TimeScale.of(Math.max(1, end));
			// At most PLOTTED points on the line, the last always among them: tens of thousands would bloat the page.
			int n = Math.min(PLOTTED, points.size());
			double[] x = new double[n];
			double[] y = new double[n];
			for (int i = 0; i < n; i++) {
				int at = (int) ((long) (points.size() - 1) * i / Math.max(1, n - 1));
				x[i] = scale.at(points.get(at).foundMillis());
				y[i] = at + 1;
			}
			out.append("<figure>\n").append(Charts.lineChart("chart-coverage", "Coverage points reached (cumulative)",
					"campaign time (" + scale.unit() + ")", "points", Charts.Values.COUNT, x, y))
					.append("\n<figcaption>Cumulative: coverage points (JaCoCo probes of the engines' classes, or output ")
					.append("shapes of implementations without a collector) first reached up to that moment.</figcaption>\n")
					.append("</figure>\n");
		}
		out.append("</section>\n");
		return out.toString();
	}

	private static void row(StringBuilder out, String what, long value) {
		out.append("<tr><th scope=\"row\">").append(what).append("</th><td>").append(value).append("</td></tr>\n");
	}
}
