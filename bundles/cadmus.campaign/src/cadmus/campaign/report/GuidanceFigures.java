package cadmus.campaign.report;

import java.util.ArrayList;
import java.util.List;

import cadmus.campaign.CampaignConfig;

/**
 * The report's section on a campaign's coverage: in a feedback-directed campaign its loop's corpus; the coverage
 * points reached (by all programs and by valid ones), and the points reached over campaign time, beside the curves
 * of the campaigns the user compares it with (measured on the same implementations).
 *
 * @param own      this campaign's coverage
 * @param corpus   inputs saved into the corpus
 * @param compared other campaigns' coverage, in the order the user named them; empty when none
 */
public record GuidanceFigures(CoverageCurve own, int corpus, List<CoverageCurve> compared) {

	private static final int PLOTTED = 200;

	public GuidanceFigures {
		compared = List.copyOf(compared);
	}

	/** The section of the page. */
	String section() {
		var out = new StringBuilder();
		boolean zest = own.guidance().equals(CampaignConfig.ZEST);
		out.append("<section id=\"guidance\">\n<h2>Coverage (").append(zest ? "zest feedback" : "random generation, measured")
				.append(")</h2>\n").append("<table><tbody>\n");
		if (zest) {
			row(out, "inputs in the corpus", corpus);
		}
		row(out, "coverage points reached", own.points().size());
		row(out, "of them by valid programs", own.coveredByValid());
		out.append("</tbody></table>\n");
		if (!compared.isEmpty()) {
			comparison(out);
		}
		if (own.points().size() >= 2 || !compared.isEmpty()) {
			chart(out);
		}
		out.append("</section>\n");
		return out.toString();
	}

	/**
	 * Each campaign's points at a quarter, half, three quarters and all of the shortest campaign's length, so that
	 * the curves can be read as numbers and longer campaigns gain nothing by their length.
	 */
	private void comparison(StringBuilder out) {
		var curves = curves();
		long common = curves.stream().mapToLong(CoverageCurve::elapsedMillis).min().orElse(0);
		long[] at = { common / 4, common / 2, common * 3 / 4, common };
		out.append("<h3>Compared with other campaigns on the same implementations</h3>\n")
				.append("<table><thead><tr><th scope=\"col\">campaign</th><th scope=\"col\">guidance</th>")
				.append("<th scope=\"col\">ran for</th><th scope=\"col\">programs</th><th scope=\"col\">points reached</th>");
		for (long t : at) {
			out.append("<th scope=\"col\">points at ").append(HtmlReport.duration(t)).append("</th>");
		}
		out.append("<th scope=\"col\">by valid programs at ").append(HtmlReport.duration(common))
				.append("</th></tr></thead>\n<tbody>\n");
		for (CoverageCurve c : curves) {
			out.append("<tr><td><code>").append(SafeText.text(c.campaign())).append("</code>").append(c == own ? " (this one)" : "")
					.append("</td><td>").append(SafeText.text(c.guidance())).append("</td><td>")
					.append(HtmlReport.duration(c.elapsedMillis())).append("</td><td>").append(c.programs()).append("</td><td>")
					.append(c.points().size()).append("</td>");
			for (long t : at) {
				out.append("<td>").append(c.reachedBy(t)).append("</td>");
			}
			out.append("<td>").append(c.reachedByValidBy(common)).append("</td></tr>\n");
		}
		out.append("</tbody></table>\n");
	}

	private void chart(StringBuilder out) {
		var curves = curves();
		long end = curves.stream().mapToLong(CoverageCurve::endMillis).max().orElse(1);
		TimeScale scale = TimeScale.of(Math.max(1, end));
		var lines = new ArrayList<Charts.Line>();
		for (CoverageCurve c : curves) {
			// At most PLOTTED points per line: tens of thousands would bloat the page.
			lines.add(c.line(c.guidance() + ": " + c.campaign(), scale, PLOTTED));
		}
		out.append("<figure>\n").append(Charts.lineChart("chart-coverage", "Coverage points reached (cumulative)",
				"campaign time (" + scale.unit() + ")", "points", Charts.Values.COUNT, lines))
				.append("\n<figcaption>Cumulative: coverage points (JaCoCo probes of the engines' classes, or output ")
				.append("shapes of implementations without a collector) first reached up to that moment")
				.append(compared.isEmpty() ? "." : "; the solid line is this campaign, dashed lines the campaigns compared.")
				.append("</figcaption>\n</figure>\n");
	}

	private List<CoverageCurve> curves() {
		var curves = new ArrayList<CoverageCurve>();
		curves.add(own);
		curves.addAll(compared);
		return curves;
	}

	private static void row(StringBuilder out, String what, long value) {
		out.append("<tr><th scope=\"row\">").append(what).append("</th><td>").append(value).append("</td></tr>\n");
	}
}
