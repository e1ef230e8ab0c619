package cadmus.campaign.report;

import java.util.List;
import java.util.Locale;

import cadmus.campaign.store.SeedLeases;

/**
 * The report's table of the processes that joined a campaign on a shared store, on any machines: each one's host,
 * when it joined, the programs it stored, its rate, and when the store last heard from it (by the server's clock,
 * so machines whose clocks differ are compared fairly); one not heard from for long has died or left.
 */
final class WorkerSection {

	private WorkerSection() {
	}

	static String section(List<SeedLeases.Worker> workers) {
		var out = new StringBuilder();
		out.append("<section id=\"workers\">\n<h2>Workers</h2>\n")
				.append("<p>Processes that joined the campaign, each leasing ranges of its seeds from the shared store. ")
				.append("Programs per second are over the time since the process joined; last seen is when it last ")
				.append("stored programs or renewed its leases, before the report was written.</p>\n");
		out.append(HtmlReport.TABLE).append("<thead><tr>");
		for (String column : List.of("Process", "Host", "Joined", "Programs", "Programs per second", "Last seen")) {
			out.append("<th scope=\"col\">").append(column).append("</th>");
		}
		out.append("</tr></thead>\n<tbody>\n");
		long programs = 0;
		for (var w : workers) {
			programs += w.programs();
			out.append("<tr><td><code>").append(SafeText.text(w.name())).append("</code></td><td>")
					.append(SafeText.text(w.host())).append("</td><td>").append(SafeText.text(w.started())).append("</td>");
			out.append("<td class=\"num\">").append(HtmlReport.count(w.programs())).append("</td>");
			out.append("<td class=\"num\">").append(String.format(Locale.ROOT, "%.1f", w.rate())).append("</td>");
			out.append("<td>").append(ago(w.serverNowMillis() - w.lastSeenMillis())).append("</td></tr>\n");
		}
		out.append("<tr><th scope=\"row\" colspan=\"3\">All</th><td class=\"num\">").append(HtmlReport.count(programs))
				.append("</td><td></td><td></td></tr>\n");
		return out.append("</tbody>\n").append(HtmlReport.TABLE_END).append("</section>\n").toString();
	}

	/** How long ago, in the largest unit that fits. */
	static String ago(long millis) {
		long seconds = Math.max(0, millis) / 1000;
		if (seconds < 120) {
			return seconds + " s ago";
		}
		if (seconds < 7200) {
			return seconds / 60 + " min ago";
		}
		return seconds / 3600 + " h ago";
	}
}
