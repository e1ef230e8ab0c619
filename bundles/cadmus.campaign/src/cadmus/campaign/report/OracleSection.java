package cadmus.campaign.report;

import java.util.Map;

/** The report's list of the campaign's oracles, each with the one sentence that says what it checks. */
final class OracleSection {

	private OracleSection() {
	}

	static String section(Map<String, String> oracles) {
		var out = new StringBuilder();
		out.append("<section id=\"oracles\">\n<h2>Oracles</h2>\n");
		if (oracles.isEmpty()) {
			return out.append("<p class=\"note\">No oracles recorded.</p>\n</section>\n").toString();
		}
		out.append("<p>A finding is a program an oracle judged a bug; an invalid program is one it judged a ")
				.append("generator defect, counted but never reported as a bug.</p>\n");
		out.append(HtmlReport.TABLE).append("<thead><tr><th scope=\"col\">Oracle</th><th scope=\"col\">What it checks")
				.append("</th></tr></thead>\n<tbody>\n");
		oracles.forEach((id, checks) -> {
			out.append("<tr><td><code>").append(SafeText.text(id)).append("</code></td><td>");
			if (checks == null || checks.isBlank()) {
				out.append("<span class=\"note\">not recorded: the campaign was stored by an earlier Cadmus</span>");
			} else {
				out.append(SafeText.text(checks));
			}
			out.append("</td></tr>\n");
		});
		return out.append("</tbody>\n").append(HtmlReport.TABLE_END).append("</section>\n").toString();
	}
}
