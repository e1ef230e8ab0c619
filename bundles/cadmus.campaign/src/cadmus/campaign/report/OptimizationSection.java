package cadmus.campaign.report;

import java.util.List;
import java.util.Locale;

import cadmus.campaign.store.OptimizationFigure;

/**
 * The report's proof that a hot campaign's programs reached the optimizing tiers: for each implementation that can
 * say what its optimizing compiler compiled, the share of the traced programs whose own code it compiled. Agreement
 * alone cannot tell a tier that compiled and got it right from one that never compiled anything.
 */
final class OptimizationSection {

	private OptimizationSection() {
	}

	static String section(List<OptimizationFigure> figures) {
		var out = new StringBuilder();
		out.append("<section id=\"optimization\">\n<h2>Optimizing tiers</h2>\n")
				.append("<p>One program in ").append(cadmus.campaign.CampaignConfig.TRACED_EVERY)
				.append(" was run once more on each implementation that can say what its optimizing tier compiled, with ")
				.append("the engine's trace of its compiler. Own code: a function of the program, a trace that starts in ")
				.append("its lines, or the hot form's round that holds its top-level code; a unit of its own: a ")
				.append("function or a trace, not the round.</p>\n");
		out.append(HtmlReport.TABLE).append("<thead><tr>");
		for (String column : List.of("Implementation", "Tier", "Programs traced", "Own code compiled",
				"A unit of its own compiled", "Units a program")) {
			out.append("<th scope=\"col\">").append(column).append("</th>");
		}
		out.append("</tr></thead>\n<tbody>\n");
		for (var f : figures) {
			out.append("<tr><td><code>").append(SafeText.text(f.implementation())).append("</code></td>");
			cell(out, SafeText.text(f.tier()));
			cell(out, HtmlReport.count(f.traced()));
			cell(out, HtmlReport.count(f.compiled()) + String.format(Locale.ROOT, " (%.1f %%)", f.compiledPercent()));
			cell(out, HtmlReport.count(f.withOwnUnit()) + String.format(Locale.ROOT, " (%.1f %%)", f.withOwnUnitPercent()));
			cell(out, String.format(Locale.ROOT, "%.1f", f.unitsPerProgram()));
			out.append("</tr>\n");
		}
		return out.append("</tbody>\n").append(HtmlReport.TABLE_END).append("</section>\n").toString();
	}

	private static void cell(StringBuilder out, String text) {
		out.append("<td>").append(text).append("</td>");
	}
}
