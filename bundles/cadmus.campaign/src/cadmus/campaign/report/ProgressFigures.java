package cadmus.campaign.report;

import java.util.List;

import cadmus.campaign.store.Sample;

/** The report's plots over campaign time: throughput, validity and findings, as inline SVG figures. */
final class ProgressFigures {

	private ProgressFigures() {
	}

	/** The plots section of the page. */
	static String section(List<Sample> samples) {
		var out = new StringBuilder();
		out.append("<section id=\"plots\">\n<h2>Over campaign time</h2>\n");
		if (samples.size() < 2) {
			out.append("<p class=\"note\">Not enough samples to plot: the campaign has ").append(samples.size())
					.append(samples.size() == 1 ? " sample" : " samples")
					.append(" and the charts need at least two.</p>\n</section>\n");
			return out.toString();
		}
		TimeScale scale = TimeScale.of(samples.get(samples.size() - 1).elapsedMillis());
		String xLabel = "campaign time (" + scale.unit() + ")";

		ChartSeries throughput = ChartSeries.throughput(samples, scale);
		if (throughput.isEmpty()) {
			out.append("<p class=\"note\">No throughput to plot: all samples are at the same moment.</p>\n");
		} else {
			figure(out, Charts.lineChart("chart-throughput", "Throughput", xLabel, "programs/s", Charts.Values.RATE, throughput.x(),
					throughput.y()),
					"Programs judged per second between consecutive samples, plotted at the end of each interval.");
		}
		ChartSeries validity = ChartSeries.validity(samples, scale);
		if (!validity.isEmpty()) {
			figure(out, Charts.lineChart("chart-validity", "Valid programs (cumulative)", xLabel, "valid %",
					Charts.Values.PERCENT, validity.x(), validity.y()),
					"Cumulative: valid programs as a percentage of all programs judged up to that moment.");
		}
		ChartSeries findings = ChartSeries.findings(samples, scale);
		figure(out, Charts.lineChart("chart-findings", "Findings (cumulative)", xLabel, "findings", Charts.Values.COUNT, findings.x(),
				findings.y()), "Cumulative: findings reported up to that moment, all buckets together.");
		out.append("<p class=\"note\">Campaign time is running time over all runs; pauses between runs are left ")
				.append("out.</p>\n</section>\n");
		return out.toString();
	}

	/** {@code svg} comes from {@link Charts}, {@code caption} from this class: neither holds campaign text. */
	private static void figure(StringBuilder out, String svg, String caption) {
		out.append("<figure>\n").append(svg).append("\n<figcaption>").append(caption).append("</figcaption>\n")
				.append("</figure>\n");
	}
}
