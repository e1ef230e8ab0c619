package cadmus.campaign.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import cadmus.api.Outcome;
import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.Counters;
import cadmus.campaign.store.ImplementationStatus;

/**
 * A campaign report as one self-contained HTML5 page: styles inline, charts as inline SVG, no script, nothing
 * fetched, so that it can be mailed, attached to a bug report or opened from an archive years later.
 * <p>
 * Everything taken from the campaign is untrusted. Generated programs print whatever they like, including
 * markup and terminal control characters, so every such string goes through {@link SafeText}, which
 * replaces characters HTML forbids and escapes the rest; none is ever placed in an attribute. The page also
 * carries a content security policy without scripts, so that a mistake here still could not run code in
 * the reader's browser.
 */
public final class HtmlReport {

	/** Outputs beyond this are cut: a program that loops printing would otherwise make the page unopenable. */
	static final int OUTPUT_LIMIT = 4_000;
	/** Program text beyond this is cut; the full text stays in the campaign directory. */
	static final int PROGRAM_LIMIT = 20_000;
	/** Signatures are cut shorter in the bucket table, where they share a row with four other columns. */
	static final int SIGNATURE_CELL_LIMIT = 300;

	/**
	 * Every table sits in a box of the page's width that scrolls sideways when the table is wider (an outcome
	 * column per outcome, or two outputs side by side), so the page itself never does.
	 */
	static final String TABLE = "<div class=\"table\"><table>\n";
	static final String TABLE_END = "</table></div>\n";

	private static final String STYLE = """
			body { font-family: sans-serif; line-height: 1.4; color: #111; background: #fff;
				max-width: 80em; margin: 1.5em auto; padding: 0 1em; }
			h1 { font-size: 1.6em; margin-bottom: 0.2em; }
			h2 { border-bottom: 1px solid #888; margin-top: 2em; }
			h3 { margin-top: 1.5em; }
			div.table { max-width: 100%; overflow-x: auto; margin: 0.5em 0 1em; }
			table { border-collapse: collapse; }
			th, td { border: 1px solid #888; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
			th { background: #eee; }
			.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
			code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.9em; }
			pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; padding: 0.4em;
				max-height: 40em; overflow: auto; background: #f6f6f6; border: 1px solid #ccc; }
			td pre { max-height: 20em; min-width: 20em; max-width: 45em; }
			.note { color: #444; font-style: italic; }
			section.example { border-top: 2px solid #888; margin-top: 2.5em; }
			figure { margin: 1em 0 2em; }
			figcaption { color: #444; }
			svg { max-width: 100%; height: auto; }
			""";

	private final ReportData data;
	private final Counters counters;
	private final StringBuilder out = new StringBuilder(64 * 1024);

	private HtmlReport(ReportData data) {
		this.data = Objects.requireNonNull(data, "data");
		this.counters = data.counters() != null ? data.counters() : new Counters(0, 0, 0, 0, 0, 0);
	}

	/** The whole page. */
	public static String render(ReportData data) {
		return new HtmlReport(data).document();
	}

	private String document() {
		out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
		out.append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ")
				.append("style-src 'unsafe-inline'\">\n");
		out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
		out.append("<title>Cadmus campaign report: ").append(SafeText.text(data.campaign())).append("</title>\n");
		out.append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
		summary();
		configuration();
		out.append(OracleSection.section(data.oracles() != null ? data.oracles() : Map.of()));
		implementations();
		if (!data.workers().isEmpty()) {
			out.append(WorkerSection.section(data.workers()));
		}
		out.append(ProgressFigures.section(orEmpty(data.samples())));
		if (data.guidance() != null) {
			out.append(data.guidance().section());
		}
		if (!data.techniques().isEmpty()) {
			out.append(TechniqueSection.section(data.techniques()));
		}
		if (!data.optimization().isEmpty()) {
			out.append(OptimizationSection.section(data.optimization()));
		}
		buckets();
		out.append("</body>\n</html>\n");
		return out.toString();
	}

	// --- Summary -----------------------------------------------------------------------------------------

	private void summary() {
		out.append("<h1>Cadmus campaign report</h1>\n");
		out.append("<p>Campaign <code>").append(SafeText.text(data.campaign())).append("</code></p>\n");
		out.append("<section id=\"summary\">\n<h2>Summary</h2>\n").append(TABLE).append("<tbody>\n");
		summaryRow("Programs", count(counters.programs()));
		summaryRow("Valid", count(counters.valid()) + " (" + percent(counters.valid(), counters.programs()) + ")");
		summaryRow("Invalid (generator defects)", count(counters.invalid()));
		summaryRow("Findings", count(counters.findings()));
		summaryRow("Buckets (bugs)", count(counters.buckets()));
		summaryRow("Elapsed (h:mm:ss)", duration(counters.elapsedMillis()));
		summaryRow("Programs per second", rate(counters.programs(), counters.elapsedMillis()));
		out.append("</tbody>\n").append(TABLE_END);
		out.append("<p class=\"note\">Valid: every implementation ran the program without error and no oracle ")
				.append("called it invalid. Elapsed time is running time over all runs.</p>\n");

		out.append("<h3>Runs</h3>\n");
		List<String> runs = orEmpty(data.runs());
		if (runs.isEmpty()) {
			out.append("<p class=\"note\">No runs recorded.</p>\n");
		} else {
			out.append("<ol>\n");
			for (String run : runs) {
				out.append("<li><code>").append(SafeText.text(run)).append("</code></li>\n");
			}
			out.append("</ol>\n");
		}
		out.append("<p>Containment: ");
		if (data.containment() == null || data.containment().isBlank()) {
			out.append("<span class=\"note\">not recorded</span>");
		} else {
			out.append(SafeText.text(data.containment()));
		}
		out.append("</p>\n</section>\n");
	}

	/** {@code value} is built here from numbers, never from campaign text. */
	private void summaryRow(String label, String value) {
		out.append("<tr><th scope=\"row\">").append(label).append("</th><td class=\"num\">").append(value)
				.append("</td></tr>\n");
	}

	// --- Configuration -----------------------------------------------------------------------------------

	private void configuration() {
		out.append("<section id=\"configuration\">\n<h2>Configuration</h2>\n");
		Map<String, String> config = data.config() != null ? data.config() : Map.of();
		if (config.isEmpty()) {
			out.append("<p class=\"note\">No configuration recorded.</p>\n</section>\n");
			return;
		}
		out.append(TABLE + "<thead><tr><th scope=\"col\">Setting</th><th scope=\"col\">Value</th></tr></thead>\n")
				.append("<tbody>\n");
		config.forEach((key, value) -> out.append("<tr><td><code>").append(SafeText.text(key)).append("</code></td><td><code>")
				.append(SafeText.text(value)).append("</code></td></tr>\n"));
		out.append("</tbody>\n").append(TABLE_END).append("</section>\n");
	}

	// --- Implementations ---------------------------------------------------------------------------------

	private void implementations() {
		out.append("<section id=\"implementations\">\n<h2>Implementations</h2>\n");
		Map<String, Map<String, Long>> outcomes = data.outcomesByImplementation() != null
				? data.outcomesByImplementation()
				: Map.of();
		List<ImplementationStatus> statuses = orEmpty(data.implementations());
		if (statuses.isEmpty() && outcomes.isEmpty()) {
			out.append("<p class=\"note\">No implementations recorded.</p>\n</section>\n");
			return;
		}
		// Outcomes the store knows but this build does not (a newer Cadmus wrote it) still count, as "other".
		boolean other = outcomes.values().stream().filter(Objects::nonNull).flatMap(m -> m.keySet().stream())
				.anyMatch(name -> !isOutcome(name));

		out.append(TABLE + "<thead><tr><th scope=\"col\">Implementation</th><th scope=\"col\">Version</th>")
				.append("<th scope=\"col\">Status</th><th scope=\"col\" class=\"num\">Programs</th>");
		for (Outcome outcome : Outcome.values()) {
			out.append("<th scope=\"col\" class=\"num\">").append(outcome.name()).append("</th>");
		}
		if (other) {
			out.append("<th scope=\"col\" class=\"num\">other</th>");
		}
		out.append("</tr></thead>\n<tbody>\n");

		Set<String> shown = new LinkedHashSet<>();
		for (ImplementationStatus status : statuses) {
			shown.add(status.id());
			String state = status.enabled() ? "enabled"
					: status.reason() == null || status.reason().isBlank() ? "disabled"
							: "disabled: " + status.reason();
			implementationRow(status.id(), status.version(), state, outcomes.get(status.id()), other);
		}
		for (var entry : outcomes.entrySet()) {
			if (!shown.contains(entry.getKey())) {
				implementationRow(entry.getKey(), "", "not in the implementation list", entry.getValue(), other);
			}
		}
		out.append("</tbody>\n").append(TABLE_END);
		out.append("<p class=\"note\">Counts are programs per outcome; percentages are of the programs that ")
				.append("implementation ran.</p>\n</section>\n");
	}

	private void implementationRow(String id, String version, String state, Map<String, Long> counts,
			boolean otherColumn) {
		Map<String, Long> byName = counts != null ? counts : Map.of();
		long total = 0;
		long other = 0;
		for (var entry : byName.entrySet()) {
			long n = entry.getValue() != null ? entry.getValue() : 0;
			total += n;
			if (!isOutcome(entry.getKey())) {
				other += n;
			}
		}
		out.append("<tr><td><code>").append(SafeText.text(id)).append("</code></td><td>").append(SafeText.text(version))
				.append("</td><td>").append(SafeText.text(state)).append("</td><td class=\"num\">").append(count(total))
				.append("</td>");
		for (Outcome outcome : Outcome.values()) {
			Long n = byName.get(outcome.name());
			outcomeCell(n != null ? n : 0, total);
		}
		if (otherColumn) {
			outcomeCell(other, total);
		}
		out.append("</tr>\n");
	}

	private void outcomeCell(long n, long total) {
		out.append("<td class=\"num\">").append(count(n));
		if (total > 0) {
			// An implementation that ran nothing (disabled) has counts but no shares.
			out.append(" (").append(percent(n, total)).append(')');
		}
		out.append("</td>");
	}

	private static boolean isOutcome(String name) {
		for (Outcome outcome : Outcome.values()) {
			if (outcome.name().equals(name)) {
				return true;
			}
		}
		return false;
	}

	// --- Buckets -----------------------------------------------------------------------------------------

	private void buckets() {
		out.append("<section id=\"buckets\">\n<h2>Buckets</h2>\n");
		List<ReportData.Example> examples = new ArrayList<>();
		for (ReportData.Example example : orEmpty(data.buckets())) {
			if (example != null && example.bucket() != null) {
				examples.add(example);
			}
		}
		if (examples.isEmpty()) {
			if (counters.findings() == 0) {
				out.append("<p>No findings: no oracle reported a bug in this campaign.</p>\n");
			} else {
				out.append("<p>No buckets recorded, although the campaign counts ").append(count(counters.findings()))
						.append(" findings.</p>\n");
			}
			out.append("</section>\n");
			return;
		}
		out.append("<p>Findings with the same signature share a bucket; each bucket is shown with its first ")
				.append("finding. A bucket linked to another names the same failure (a disagreement that is only one ")
				.append("implementation's crash, which the crash oracle bucketed) and counts as that bucket, not as a bug ")
				.append("of its own.</p>\n");
		out.append(TABLE + "<thead><tr><th scope=\"col\" class=\"num\">Bucket</th><th scope=\"col\">Oracle</th>")
				.append("<th scope=\"col\">Signature</th><th scope=\"col\" class=\"num\">Findings</th>")
				.append("<th scope=\"col\" class=\"num\">First finding</th><th scope=\"col\">Reduced</th></tr></thead>\n<tbody>\n");
		for (ReportData.Example example : examples) {
			BucketSummary bucket = example.bucket();
			TextCut signature = TextCut.of(bucket.signature(), SIGNATURE_CELL_LIMIT);
			out.append("<tr><td class=\"num\"><a href=\"#bucket-").append(bucket.id()).append("\">")
					.append(bucket.id()).append("</a></td><td>").append(SafeText.text(bucket.oracle())).append("</td><td><code>")
					.append(SafeText.text(signature.kept())).append("</code>");
			if (signature.more() > 0) {
				out.append(" <span class=\"note\">").append(signature.note()).append("</span>");
			}
			out.append("</td><td class=\"num\">").append(count(bucket.findings())).append("</td><td class=\"num\">")
					.append(bucket.firstFinding()).append("</td><td>").append(reducedCell(example)).append("</td></tr>\n");
		}
		out.append("</tbody>\n").append(TABLE_END);
		for (ReportData.Example example : examples) {
			out.append(BucketExample.section(example.bucket(), example.program(), example.reduction(), example.otherShapes()));
		}
		out.append("</section>\n");
	}

	/** Numbers and fixed words only, so nothing to escape. */
	private static String reducedCell(ReportData.Example example) {
		var r = example.reduction();
		String merged = example.bucket().merged() ? "merged into <a href=\"#bucket-" + example.bucket().mergedInto()
				+ "\">bucket " + example.bucket().mergedInto() + "</a>; " : "";
		if (example.bucket().linked()) {
			merged += "linked to <a href=\"#bucket-" + example.bucket().linkedTo() + "\">bucket " + example.bucket().linkedTo()
					+ "</a> (the same failure); ";
		}
		if (r == null) {
			return merged + "not reduced";
		}
		return merged + (r.reproduced() ? r.reducedTokens() + " of " + r.originalTokens() + " tokens" : "did not reproduce");
	}

	// --- Numbers -----------------------------------------------------------------------------------------

	static String count(long n) {
		return String.format(Locale.ROOT, "%,d", n);
	}

	private static String percent(long part, long whole) {
		return whole <= 0 ? "n/a" : String.format(Locale.ROOT, "%.1f %%", 100.0 * part / whole);
	}

	static String duration(long millis) {
		long seconds = Math.max(0, millis) / 1000;
		return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
	}

	private static String rate(long programs, long millis) {
		return millis <= 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", programs * 1000.0 / millis);
	}

	static <T> List<T> orEmpty(List<T> list) {
		return list != null ? list : List.of();
	}
}
