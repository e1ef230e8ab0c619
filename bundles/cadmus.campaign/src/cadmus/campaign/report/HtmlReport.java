package cadmus.campaign.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.apache.commons.text.StringEscapeUtils;

import cadmus.api.Execution;
import cadmus.api.Outcome;
import cadmus.api.Verdict;
import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.Counters;
import cadmus.campaign.store.ImplementationStatus;
import cadmus.campaign.store.Sample;
import cadmus.campaign.store.StoredProgram;

/**
 * A campaign report as one self-contained HTML5 page: styles inline, charts as inline SVG, no script, nothing
 * fetched, so that it can be mailed, attached to a bug report or opened from an archive years later.
 * <p>
 * Everything taken from the campaign is untrusted. Generated programs print whatever they like, including
 * markup and terminal control characters, so every such string goes through {@link #text(String)}, which
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

	private static final String STYLE = """
			body { font-family: sans-serif; line-height: 1.4; color: #111; background: #fff;
				max-width: 80em; margin: 1.5em auto; padding: 0 1em; }
			h1 { font-size: 1.6em; margin-bottom: 0.2em; }
			h2 { border-bottom: 1px solid #888; margin-top: 2em; }
			h3 { margin-top: 1.5em; }
			table { border-collapse: collapse; margin: 0.5em 0 1em; }
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
		out.append("<title>Cadmus campaign report: ").append(text(data.campaign())).append("</title>\n");
		out.append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
		summary();
		configuration();
		implementations();
		plots();
		buckets();
		out.append("</body>\n</html>\n");
		return out.toString();
	}

	// --- Summary -----------------------------------------------------------------------------------------

	private void summary() {
		out.append("<h1>Cadmus campaign report</h1>\n");
		out.append("<p>Campaign <code>").append(text(data.campaign())).append("</code></p>\n");
		out.append("<section id=\"summary\">\n<h2>Summary</h2>\n<table>\n<tbody>\n");
		summaryRow("Programs", count(counters.programs()));
		summaryRow("Valid", count(counters.valid()) + " (" + percent(counters.valid(), counters.programs()) + ")");
		summaryRow("Invalid (generator defects)", count(counters.invalid()));
		summaryRow("Findings", count(counters.findings()));
		summaryRow("Buckets", count(counters.buckets()));
		summaryRow("Elapsed (h:mm:ss)", duration(counters.elapsedMillis()));
		summaryRow("Programs per second", rate(counters.programs(), counters.elapsedMillis()));
		out.append("</tbody>\n</table>\n");
		out.append("<p class=\"note\">Valid: every implementation ran the program without error and no oracle ")
				.append("called it invalid. Elapsed time is running time over all runs.</p>\n");

		out.append("<h3>Runs</h3>\n");
		List<String> runs = orEmpty(data.runs());
		if (runs.isEmpty()) {
			out.append("<p class=\"note\">No runs recorded.</p>\n");
		} else {
			out.append("<ol>\n");
			for (String run : runs) {
				out.append("<li><code>").append(text(run)).append("</code></li>\n");
			}
			out.append("</ol>\n");
		}
		out.append("<p>Containment: ");
		if (data.containment() == null || data.containment().isBlank()) {
			out.append("<span class=\"note\">not recorded</span>");
		} else {
			out.append(text(data.containment()));
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
		out.append("<table>\n<thead><tr><th scope=\"col\">Setting</th><th scope=\"col\">Value</th></tr></thead>\n")
				.append("<tbody>\n");
		config.forEach((key, value) -> out.append("<tr><td><code>").append(text(key)).append("</code></td><td><code>")
				.append(text(value)).append("</code></td></tr>\n"));
		out.append("</tbody>\n</table>\n</section>\n");
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

		out.append("<table>\n<thead><tr><th scope=\"col\">Implementation</th><th scope=\"col\">Version</th>")
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
		out.append("</tbody>\n</table>\n");
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
		out.append("<tr><td><code>").append(text(id)).append("</code></td><td>").append(text(version))
				.append("</td><td>").append(text(state)).append("</td><td class=\"num\">").append(count(total))
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

	// --- Plots -------------------------------------------------------------------------------------------

	private void plots() {
		out.append("<section id=\"plots\">\n<h2>Over campaign time</h2>\n");
		List<Sample> samples = orEmpty(data.samples());
		if (samples.size() < 2) {
			out.append("<p class=\"note\">Not enough samples to plot: the campaign has ").append(samples.size())
					.append(samples.size() == 1 ? " sample" : " samples")
					.append(" and the charts need at least two.</p>\n</section>\n");
			return;
		}
		TimeScale scale = TimeScale.of(samples.get(samples.size() - 1).elapsedMillis());
		String xLabel = "campaign time (" + scale.unit() + ")";

		Series throughput = Series.throughput(samples, scale);
		if (throughput.isEmpty()) {
			out.append("<p class=\"note\">No throughput to plot: all samples are at the same moment.</p>\n");
		} else {
			figure(Charts.lineChart("chart-throughput", "Throughput", xLabel, "programs/s", throughput.x(),
					throughput.y()),
					"Programs judged per second between consecutive samples, plotted at the end of each interval.");
		}
		Series validity = Series.validity(samples, scale);
		if (!validity.isEmpty()) {
			figure(Charts.lineChart("chart-validity", "Valid programs (cumulative)", xLabel, "valid %",
					validity.x(), validity.y()),
					"Cumulative: valid programs as a percentage of all programs judged up to that moment.");
		}
		Series findings = Series.findings(samples, scale);
		figure(Charts.lineChart("chart-findings", "Findings (cumulative)", xLabel, "findings", findings.x(),
				findings.y()), "Cumulative: findings reported up to that moment, all buckets together.");
		out.append("<p class=\"note\">Campaign time is running time over all runs; pauses between runs are left ")
				.append("out.</p>\n</section>\n");
	}

	/** {@code svg} comes from {@link Charts}, {@code caption} from this class: neither holds campaign text. */
	private void figure(String svg, String caption) {
		out.append("<figure>\n").append(svg).append("\n<figcaption>").append(caption).append("</figcaption>\n")
				.append("</figure>\n");
	}

	/** The unit the time axis counts in, chosen so that its numbers stay short. */
	private record TimeScale(String unit, double millis) {

		static TimeScale of(long lastMillis) {
			if (lastMillis < 10 * 60_000L) {
				return new TimeScale("s", 1_000);
			}
			if (lastMillis < 10 * 3_600_000L) {
				return new TimeScale("min", 60_000);
			}
			return new TimeScale("h", 3_600_000);
		}

		double of(Sample sample) {
			return sample.elapsedMillis() / millis;
		}
	}

	/** Points of one chart, derived from the samples. */
	private record Series(double[] x, double[] y) {

		boolean isEmpty() {
			return x.length == 0;
		}

		/** Rates between consecutive samples; intervals without time passing have no rate and are left out. */
		static Series throughput(List<Sample> samples, TimeScale scale) {
			List<double[]> points = new ArrayList<>();
			for (int i = 1; i < samples.size(); i++) {
				Sample from = samples.get(i - 1);
				Sample to = samples.get(i);
				long millis = to.elapsedMillis() - from.elapsedMillis();
				if (millis > 0) {
					points.add(new double[] { scale.of(to), (to.programs() - from.programs()) * 1000.0 / millis });
				}
			}
			return of(points);
		}

		/** Cumulative validity; a moment before any program was judged has no percentage and is left out. */
		static Series validity(List<Sample> samples, TimeScale scale) {
			List<double[]> points = new ArrayList<>();
			for (Sample sample : samples) {
				if (sample.programs() > 0) {
					points.add(new double[] { scale.of(sample), 100.0 * sample.valid() / sample.programs() });
				}
			}
			return of(points);
		}

		static Series findings(List<Sample> samples, TimeScale scale) {
			List<double[]> points = new ArrayList<>();
			for (Sample sample : samples) {
				points.add(new double[] { scale.of(sample), sample.findings() });
			}
			return of(points);
		}

		private static Series of(List<double[]> points) {
			double[] x = new double[points.size()];
			double[] y = new double[points.size()];
			for (int i = 0; i < x.length; i++) {
				x[i] = points.get(i)[0];
				y[i] = points.get(i)[1];
			}
			return new Series(x, y);
		}
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
				.append("finding.</p>\n");
		out.append("<table>\n<thead><tr><th scope=\"col\" class=\"num\">Bucket</th><th scope=\"col\">Oracle</th>")
				.append("<th scope=\"col\">Signature</th><th scope=\"col\" class=\"num\">Findings</th>")
				.append("<th scope=\"col\" class=\"num\">First finding</th></tr></thead>\n<tbody>\n");
		for (ReportData.Example example : examples) {
			BucketSummary bucket = example.bucket();
			Cut signature = Cut.of(bucket.signature(), SIGNATURE_CELL_LIMIT);
			out.append("<tr><td class=\"num\"><a href=\"#bucket-").append(bucket.id()).append("\">")
					.append(bucket.id()).append("</a></td><td>").append(text(bucket.oracle())).append("</td><td><code>")
					.append(text(signature.kept())).append("</code>");
			if (signature.more() > 0) {
				out.append(" <span class=\"note\">").append(signature.note()).append("</span>");
			}
			out.append("</td><td class=\"num\">").append(count(bucket.findings())).append("</td><td class=\"num\">")
					.append(bucket.firstFinding()).append("</td></tr>\n");
		}
		out.append("</tbody>\n</table>\n");
		for (ReportData.Example example : examples) {
			example(example.bucket(), example.program());
		}
		out.append("</section>\n");
	}

	private void example(BucketSummary bucket, StoredProgram program) {
		// Bucket ids are numbers, so the anchor holds no campaign text.
		out.append("<section class=\"example\" id=\"bucket-").append(bucket.id()).append("\">\n");
		out.append("<h3>Bucket ").append(bucket.id()).append(": ").append(text(bucket.oracle())).append("</h3>\n");
		out.append("<p>Signature:</p>\n");
		pre(bucket.signature(), OUTPUT_LIMIT);
		if (program == null) {
			out.append("<p class=\"note\">The program of finding ").append(bucket.firstFinding())
					.append(" is not in the store.</p>\n</section>\n");
			return;
		}
		out.append("<p>Example: finding ").append(bucket.firstFinding()).append(", program <code>")
				.append(text(program.name())).append("</code> (index ").append(program.index()).append(").</p>\n");

		out.append("<h4>Verdicts</h4>\n");
		verdicts(orEmpty(program.verdicts()));
		out.append("<h4>Executions</h4>\n");
		executions(orEmpty(program.executions()));
		List<Execution> reruns = orEmpty(program.reruns());
		if (!reruns.isEmpty()) {
			out.append("<h4>Reruns</h4>\n<p class=\"note\">The same program run again, for the ")
					.append("nondeterminism check.</p>\n");
			executions(reruns);
		}
		out.append("<h4>Program</h4>\n");
		pre(program.text(), PROGRAM_LIMIT);
		out.append("</section>\n");
	}

	private void verdicts(List<Verdict> verdicts) {
		if (verdicts.isEmpty()) {
			out.append("<p class=\"note\">No verdicts stored.</p>\n");
			return;
		}
		out.append("<table>\n<thead><tr><th scope=\"col\">Oracle</th><th scope=\"col\">Kind</th>")
				.append("<th scope=\"col\">Signature</th><th scope=\"col\">Summary</th></tr></thead>\n<tbody>\n");
		for (Verdict verdict : verdicts) {
			out.append("<tr><td>").append(text(verdict.oracle())).append("</td><td>")
					.append(verdict.kind() == Verdict.Kind.FINDING ? "finding" : "invalid program").append("</td><td>");
			cell(verdict.signature(), OUTPUT_LIMIT);
			out.append("</td><td>");
			cell(verdict.summary(), OUTPUT_LIMIT);
			out.append("</td></tr>\n");
		}
		out.append("</tbody>\n</table>\n");
	}

	private void executions(List<Execution> executions) {
		if (executions.isEmpty()) {
			out.append("<p class=\"note\">No executions stored.</p>\n");
			return;
		}
		out.append("<table>\n<thead><tr><th scope=\"col\">Implementation</th><th scope=\"col\">Outcome</th>")
				.append("<th scope=\"col\">Error kind</th><th scope=\"col\" class=\"num\">Duration (ms)</th>")
				.append("<th scope=\"col\">Standard output</th><th scope=\"col\">Standard error</th></tr></thead>\n")
				.append("<tbody>\n");
		for (Execution execution : executions) {
			out.append("<tr><td><code>").append(text(execution.implementationId())).append("</code></td><td>")
					.append(execution.outcome().name()).append("</td><td>").append(text(execution.errorKind()))
					.append("</td><td class=\"num\">").append(count(execution.duration().toMillis()))
					.append("</td><td>");
			cell(execution.stdout(), OUTPUT_LIMIT);
			out.append("</td><td>");
			cell(execution.stderr(), OUTPUT_LIMIT);
			out.append("</td></tr>\n");
		}
		out.append("</tbody>\n</table>\n");
	}

	/** A table cell's text, preformatted, or a note when there is none (an empty box says nothing). */
	private void cell(String value, int limit) {
		if (value == null || value.isEmpty()) {
			out.append("<span class=\"note\">(empty)</span>");
		} else {
			pre(value, limit);
		}
	}

	private void pre(String value, int limit) {
		Cut cut = Cut.of(value, limit);
		// HTML drops one newline right after <pre>; writing one keeps a text's own leading newline.
		out.append("<pre>\n").append(text(cut.kept())).append("</pre>\n");
		if (cut.more() > 0) {
			out.append("<p class=\"note\">").append(cut.note()).append("</p>\n");
		}
	}

	/** The start of a text, cut at a code point boundary so that no half of a surrogate pair is left over. */
	private record Cut(String kept, long more) {

		static Cut of(String value, int limit) {
			String s = value != null ? value : "";
			if (s.length() <= limit) {
				return new Cut(s, 0);
			}
			int points = s.codePointCount(0, s.length());
			if (points <= limit) {
				return new Cut(s, 0);
			}
			return new Cut(s.substring(0, s.offsetByCodePoints(0, limit)), points - limit);
		}

		String note() {
			return "\u2026 (" + count(more) + " more characters)";
		}
	}

	// --- Text --------------------------------------------------------------------------------------------

	/** Campaign text made safe to place between tags. */
	private static String text(String value) {
		return StringEscapeUtils.escapeHtml4(clean(value != null ? value : ""));
	}

	/**
	 * Replaces with U+FFFD what HTML does not allow in text: control characters other than tab, line feed and
	 * carriage return (C0, DEL and C1), unpaired surrogates and noncharacters. Program outputs hold such
	 * characters (NUL, terminal escapes), and a browser would otherwise drop them silently or garble the rest.
	 */
	private static String clean(String value) {
		if (value.codePoints().allMatch(HtmlReport::allowed)) {
			return value;
		}
		StringBuilder cleaned = new StringBuilder(value.length());
		value.codePoints().forEach(cp -> cleaned.appendCodePoint(allowed(cp) ? cp : '\uFFFD'));
		return cleaned.toString();
	}

	private static boolean allowed(int cp) {
		if (cp < 0x20) {
			return cp == '\t' || cp == '\n' || cp == '\r';
		}
		if (cp >= 0x7F && cp <= 0x9F) {
			return false;
		}
		if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
			return false;
		}
		return !(cp >= 0xFDD0 && cp <= 0xFDEF) && (cp & 0xFFFE) != 0xFFFE;
	}

	// --- Numbers -----------------------------------------------------------------------------------------

	private static String count(long n) {
		return String.format(Locale.ROOT, "%,d", n);
	}

	private static String percent(long part, long whole) {
		return whole <= 0 ? "n/a" : String.format(Locale.ROOT, "%.1f %%", 100.0 * part / whole);
	}

	private static String duration(long millis) {
		long seconds = Math.max(0, millis) / 1000;
		return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
	}

	private static String rate(long programs, long millis) {
		return millis <= 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", programs * 1000.0 / millis);
	}

	private static <T> List<T> orEmpty(List<T> list) {
		return list != null ? list : List.of();
	}
}
