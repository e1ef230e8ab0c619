package cadmus.campaign.report;

import java.util.List;
import java.util.Locale;

import cadmus.campaign.store.TechniqueFigure;

/**
 * The report's comparison of the techniques a campaign mixes (random generation, a learned model, ...): each
 * one's programs, validity, findings, buckets (and those it found first), size and running time. Its programs
 * are spread over the whole campaign, so each technique met the same implementations for the same time.
 */
final class TechniqueSection {

	private TechniqueSection() {
	}

	static String section(List<TechniqueFigure> techniques) {
		var out = new StringBuilder();
		out.append("<section id=\"techniques\">\n<h2>Techniques</h2>\n")
				.append("<p>Each program was made by one technique, drawn by their shares in the mix. Running time is ")
				.append("a program's time on all implementations; programs per second of it tell the techniques' ")
				.append("throughput apart.</p>\n");
		out.append(HtmlReport.TABLE).append("<thead><tr>");
		for (String column : List.of("Technique", "Programs", "Valid", "Invalid", "Findings", "Buckets",
				"Found first", "Mean size (nodes)", "Mean running time", "Programs per second run")) {
			out.append("<th scope=\"col\">").append(column).append("</th>");
		}
		out.append("</tr></thead>\n<tbody>\n");
		for (var t : techniques) {
			out.append("<tr><td><code>").append(SafeText.text(t.technique())).append("</code></td>");
			cell(out, HtmlReport.count(t.programs()));
			cell(out, t.programs() == 0 ? "n/a" : String.format(Locale.ROOT, "%.1f %%", t.validPercent()));
			cell(out, HtmlReport.count(t.invalid()));
			cell(out, HtmlReport.count(t.findings()));
			cell(out, HtmlReport.count(t.buckets()));
			cell(out, HtmlReport.count(t.firstFound()));
			cell(out, String.format(Locale.ROOT, "%.1f", t.meanNodes()));
			cell(out, t.timed() == 0 ? "n/a" : String.format(Locale.ROOT, "%.2f ms", t.meanRunMillis()));
			cell(out, t.timed() == 0 || t.meanRunMillis() == 0 ? "n/a"
					: String.format(Locale.ROOT, "%.1f", 1000.0 / t.meanRunMillis()));
			out.append("</tr>\n");
		}
		return out.append("</tbody>\n").append(HtmlReport.TABLE_END).append("</section>\n").toString();
	}

	private static void cell(StringBuilder out, String text) {
		out.append("<td>").append(text).append("</td>");
	}
}
