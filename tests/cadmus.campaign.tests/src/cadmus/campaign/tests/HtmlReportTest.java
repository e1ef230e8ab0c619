package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.Outcome;
import cadmus.api.Verdict;
import cadmus.campaign.report.CoverageCurve;
import cadmus.campaign.report.GuidanceFigures;
import cadmus.campaign.report.HtmlReport;
import cadmus.campaign.report.ReportData;
import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.Counters;
import cadmus.campaign.store.CoveragePoint;
import cadmus.campaign.store.ImplementationStatus;
import cadmus.campaign.store.Sample;
import cadmus.campaign.store.StoredProgram;

/**
 * The report shows text written by generated programs and by the implementations under test, so it is
 * tested the way an attacker would use it: every piece of campaign text tries to break out into markup.
 */
class HtmlReportTest {

	private static final String INJECTION = "print(\"</pre><script>alert(1)</script><img src=x onerror=alert(2)>\")";
	private static final String HOSTILE_OUTPUT = "out <b>&\"' nul\u0000 esc\u001b[31m red";
	private static final String HOSTILE_SIGNATURE = "crash <svg onload=alert(3)>";

	/** The elements the report writes outside its charts; anything else would have come from campaign text. */
	private static final Set<String> REPORT_ELEMENTS = Set.of("html", "head", "meta", "title", "style", "body", "h1",
			"h2", "h3", "h4", "p", "section", "table", "thead", "tbody", "tr", "th", "td", "code", "pre", "ol", "li",
			"span", "a", "figure", "figcaption", "div");

	private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>");
	private static final Pattern EVENT_HANDLER = Pattern.compile("\\bon[a-z]+\\s*=", Pattern.CASE_INSENSITIVE);

	@Test
	void campaignTextCannotInjectMarkup() {
		String html = HtmlReport.render(hostileCampaign());
		String lower = html.toLowerCase(Locale.ROOT);

		assertFalse(lower.contains("<script"), "script element");
		assertFalse(lower.contains("<img"), "img element");
		assertFalse(lower.contains("<svg onload"), "svg with a handler");
		assertFalse(lower.contains("<b>"), "markup from program output");

		// Every <svg is one of the three charts, as JFreeSVG writes them; past them, every tag is the report's own.
		String outsideCharts = withoutCharts(html, List.of("chart-throughput", "chart-validity", "chart-findings"));
		assertFalse(outsideCharts.toLowerCase(Locale.ROOT).contains("<svg"), "an svg that is not a chart");
		assertOnlyReportTags(outsideCharts);

		assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped program text");
		assertTrue(html.contains("&lt;img src=x onerror=alert(2)&gt;"), "escaped program text");
		assertTrue(html.contains("&lt;svg onload=alert(3)&gt;"), "escaped signature");
		assertTrue(html.contains("&lt;b&gt;&amp;&quot;'"), "escaped output");
		assertTrue(html.contains("&lt;i onmouseover=alert(4)&gt;"), "escaped configuration value");
		assertTrue(html.contains("No implementation may crash &lt;b&gt;on&lt;/b&gt; a program."), "escaped oracle sentence");
		assertTrue(html.contains("<code>mine &lt;i&gt;</code>"), "escaped oracle id");

		assertFalse(html.contains("\u0000"), "raw NUL");
		assertFalse(html.contains("\u001b"), "raw escape");
		assertTrue(html.contains("nul\uFFFD esc\uFFFD[31m"), "control characters replaced");

		assertBalanced(lower, "table");
		assertBalanced(lower, "pre");
		assertBalanced(lower, "section");
		assertBalanced(lower, "figure");
		assertBalanced(lower, "div");
		assertTrue(html.startsWith("<!DOCTYPE html>"));
		assertTrue(html.trim().endsWith("</html>"));
	}

	@Test
	void anEmptyCampaignRendersAndSaysItHasNoFindings() {
		ReportData empty = new ReportData("/tmp/empty", Map.of(), Map.of(), new Counters(0, 0, 0, 0, 0, 0), List.of(), Map.of(),
				List.of(), List.of(), List.of(), null);
		String html = HtmlReport.render(empty);

		assertTrue(html.contains("No findings"), html);
		assertTrue(html.contains("Not enough samples"), html);
		assertFalse(html.contains("<svg"), "no chart without samples");
		assertBalanced(html, "table");
		assertBalanced(html, "pre");
	}

	@Test
	void aHotCampaignsTracesShowAsATableOfWhatEachTierCompiled() {
		ReportData d = hostileCampaign();
		var traced = new cadmus.campaign.store.OptimizationFigure("js.node26-turbofan <b>", "V8 Maglev and TurboFan", 40, 38,
				25, 31);
		String html = HtmlReport.render(new ReportData(d.campaign(), d.config(), d.oracles(), d.counters(),
				d.implementations(), d.outcomesByImplementation(), d.samples(), d.buckets(), d.runs(), d.containment(), null,
				List.of(), List.of(traced)));

		assertTrue(html.contains("<h2>Optimizing tiers</h2>"), html);
		String row = rowOf(html, "js.node26-turbofan &lt;b&gt;");
		assertTrue(row.contains("38 (95.0 %)") && row.contains("25 (62.5 %)") && row.contains(">0.8<"), row);
		assertBalanced(html, "table");
		assertFalse(HtmlReport.render(d).contains("Optimizing tiers"), "no section for a campaign that traced nothing");
	}

	@Test
	void oneSampleGivesANoteInsteadOfCharts() {
		ReportData data = new ReportData("/tmp/one", Map.of(), Map.of(), new Counters(10, 9, 0, 0, 0, 1000), List.of(),
				Map.of(), List.of(new Sample(1000, 10, 9, 0)), List.of(), List.of(), null);
		String html = HtmlReport.render(data);

		assertTrue(html.contains("Not enough samples to plot: the campaign has 1 sample"), html);
		assertFalse(html.contains("<svg"));
	}

	@Test
	void theImplementationTableShowsADisabledImplementationsReason() {
		ReportData data = new ReportData("/tmp/impl", Map.of(), Map.of(), new Counters(100, 90, 0, 0, 0, 10_000),
				List.of(new ImplementationStatus("lua-5.4", "5.4.6", true, null),
						new ImplementationStatus("luajit", "", false, "executable not found: luajit <missing>")),
				outcomes(), List.of(), List.of(), List.of(), null);
		String html = HtmlReport.render(data);

		String row = rowOf(html, "luajit");
		assertTrue(row.contains("disabled: executable not found: luajit &lt;missing&gt;"), row);
		String enabled = rowOf(html, "lua-5.4");
		assertTrue(enabled.contains("enabled"), enabled);
		assertTrue(enabled.contains("90 (90.0 %)"), enabled);
		assertTrue(enabled.contains("10 (10.0 %)"), enabled);
		// One column per outcome, in the enum's order.
		int last = -1;
		for (Outcome outcome : Outcome.values()) {
			int at = html.indexOf(">" + outcome.name() + "</th>");
			assertTrue(at > last, outcome + " column out of order");
			last = at;
		}
	}

	@Test
	void theReportSaysInOneSentenceWhatEachOracleChecks() {
		String html = HtmlReport.render(hostileCampaign());

		String section = html.substring(html.indexOf("<section id=\"oracles\">"));
		section = section.substring(0, section.indexOf("</section>"));
		assertTrue(section.contains("<tr><td><code>crash</code></td><td>No implementation may crash"), section);
		// A campaign stored before oracles said what they check shows the oracle all the same, and says why not.
		assertTrue(section.contains("<tr><td><code>mine &lt;i&gt;</code></td><td><span class=\"note\">not recorded"), section);
	}

	@Test
	void everyTableScrollsSidewaysInsideItsOwnBox() {
		String html = HtmlReport.render(hostileCampaign());

		int tables = occurrences(html, "<table>");
		assertTrue(tables >= 6, "summary, configuration, oracles, implementations, buckets, verdicts, executions");
		assertEquals(tables, occurrences(html, "<div class=\"table\"><table>"), "every table in a box");
		assertEquals(tables, occurrences(html, "</table></div>"));
		assertTrue(html.contains("div.table { max-width: 100%; overflow-x: auto;"), "the box scrolls, the page does not");
	}

	@Test
	void chartAxesStartAtZeroInUnitsThatFitTheirValues() {
		// A campaign without findings: the findings axis counts whole findings from zero, not 0 to 5E-9.
		List<Sample> samples = List.of(new Sample(0, 0, 0, 0), new Sample(60_000, 500, 500, 0),
				new Sample(120_000, 1_000, 990, 0));
		ReportData data = new ReportData("/tmp/quiet", Map.of(), Map.of(), new Counters(1_000, 990, 0, 0, 0, 120_000),
				List.of(), Map.of(), samples, List.of(), List.of(), null);
		String html = HtmlReport.render(data);

		List<String> findings = tickLabels(chart(html, "chart-findings"));
		assertTrue(findings.containsAll(List.of("0", "1", "2", "3", "4", "5")), "findings ticks: " + findings);
		List<String> validity = tickLabels(chart(html, "chart-validity"));
		assertTrue(validity.contains("0") && validity.contains("100"), "validity from 0 to 100 %: " + validity);
		for (String id : List.of("chart-throughput", "chart-validity", "chart-findings")) {
			assertFalse(tickLabels(chart(html, id)).stream().anyMatch(t -> t.contains("E") || t.startsWith("-")),
					id + " has no tiny or negative ticks: " + tickLabels(chart(html, id)));
		}
	}

	@Test
	void longOutputsAreCutWithANote() {
		String html = HtmlReport.render(campaignWithOutput("x".repeat(10_000)));

		assertTrue(html.contains("x".repeat(4_000)));
		assertFalse(html.contains("x".repeat(4_001)));
		assertTrue(html.contains("6,000 more characters"), "truncation note");
	}

	@Test
	void charactersHtmlForbidsAreReplacedAndTheRestKept() {
		String output = "\nC1 csi\u009b lone\uD800 bell\u0007 emoji\uD83D\uDE00 tab\t";
		String html = HtmlReport.render(campaignWithOutput(output));

		// The leading newline survives: <pre> is followed by one newline that the browser drops.
		assertTrue(html.contains("<pre>\n\nC1 csi\uFFFD lone\uFFFD bell\uFFFD emoji\uD83D\uDE00 tab\t</pre>"), html);
	}

	@Test
	void aZestCampaignsCoverageIsSetBesideTheRandomCampaignsItIsComparedWith() {
		var zest = new CoverageCurve("/tmp/zest", "zest", "lua on lua.luaj", 10_000, 400,
				List.of(point(1, 1_000, 1_000), point(2, 3_000, -1), point(3, 8_000, 8_000), point(4, 10_000, 10_000)));
		var random = new CoverageCurve("/tmp/random <script>alert(6)</script>", "random", "lua on lua.luaj", 20_000, 900,
				List.of(point(1, 500, 500), point(5, 5_000, 5_000), point(6, 15_000, 15_000)));
		var data = withGuidance(new GuidanceFigures(zest, 12, List.of(random)));
		String html = HtmlReport.render(data);
		String lower = html.toLowerCase(Locale.ROOT);

		assertFalse(lower.contains("<script"), "the compared campaign's name is escaped, in the table and the legend");
		assertOnlyReportTags(withoutCharts(html, List.of("chart-throughput", "chart-validity", "chart-findings",
				"chart-coverage")));
		// At the shorter campaign's length (10 s) and its quarters: zest reached 1, 2, 2, 4 points (3 by valid
		// programs at 10 s), random 1, 2, 2, 2 (2).
		assertTrue(html.contains("<th scope=\"col\">points at 0:00:02</th><th scope=\"col\">points at 0:00:05</th>"
				+ "<th scope=\"col\">points at 0:00:07</th><th scope=\"col\">points at 0:00:10</th>"), html);
		assertTrue(html.contains("<td><code>/tmp/zest</code> (this one)</td><td>zest</td><td>0:00:10</td><td>400</td>"
				+ "<td>4</td><td>1</td><td>2</td><td>2</td><td>4</td><td>3</td></tr>"), html);
		assertTrue(html.contains("<td>random</td><td>0:00:20</td><td>900</td><td>3</td><td>1</td><td>2</td><td>2</td>"
				+ "<td>2</td><td>2</td></tr>"), html);
		String chart = chart(html, "chart-coverage");
		assertTrue(chart.contains("zest: /tmp/zest") && chart.contains("random: /tmp/random &lt;script&gt;"),
				"the legend names both campaigns: " + chart);
		assertTrue(html.contains("dashed lines the campaigns compared"), html);
	}

	@Test
	void campaignsMeasuredOnOtherImplementationsAreNotCompared() {
		var luaj = new CoverageCurve("/tmp/a", "zest", "lua on lua.luaj", 1_000, 10, List.of());
		var h2 = new CoverageCurve("/tmp/b", "random", "sql on sql.h2", 1_000, 10, List.of());
		var refused = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
				() -> luaj.requireComparable(h2));
		assertTrue(refused.getMessage().contains("campaign /tmp/b measured sql on sql.h2, campaign /tmp/a measured lua on "
				+ "lua.luaj: their coverage points are not comparable"), refused.getMessage());
	}

	private static CoveragePoint point(long key, long found, long validFound) {
		return new CoveragePoint(key, found, validFound);
	}

	private static ReportData withGuidance(GuidanceFigures guidance) {
		ReportData d = hostileCampaign();
		return new ReportData(d.campaign(), d.config(), d.oracles(), d.counters(), d.implementations(),
				d.outcomesByImplementation(), d.samples(), d.buckets(), d.runs(), d.containment(), guidance);
	}

	// --- Campaigns -------------------------------------------------------------------------------------------

	private static ReportData hostileCampaign() {
		Map<String, String> config = new LinkedHashMap<>();
		config.put("language", "lua");
		config.put("note", "<i onmouseover=alert(4)>x</i>");
		config.put("seed", "42");
		List<Sample> samples = List.of(new Sample(0, 0, 0, 0), new Sample(1_000, 50, 40, 0),
				new Sample(2_000, 120, 100, 1), new Sample(3_000, 200, 170, 2), new Sample(4_000, 260, 220, 2));
		Map<String, String> oracles = new LinkedHashMap<>();
		oracles.put("crash", "No implementation may crash <b>on</b> a program.");
		oracles.put("mine <i>", "");
		return new ReportData("/tmp/campaign <script>", config, oracles, new Counters(260, 220, 3, 2, 1, 4_000),
				List.of(new ImplementationStatus("lua-5.4", "5.4.6 <b>", true, null)), Map.of("lua-5.4",
						Map.of("OK", 220L, "RUNTIME_ERROR", 35L, "CRASH", 5L)),
				samples, List.of(example(HOSTILE_OUTPUT)), List.of("run 1 <b>started</b>"), "unshare -rn <b>");
	}

	private static ReportData campaignWithOutput(String stdout) {
		return new ReportData("/tmp/long", Map.of(), Map.of(), new Counters(1, 0, 0, 1, 1, 1_000), List.of(), Map.of(),
				List.of(), List.of(example(stdout)), List.of(), null);
	}

	private static ReportData.Example example(String stdout) {
		List<Execution> executions = List.of(
				new Execution("lua-5.4", Outcome.CRASH, "segfault <svg onload=alert(5)>", stdout,
						"err \u001b[0m <b>&\"'", Duration.ofMillis(12)),
				new Execution("luajit", Outcome.OK, "", "ok", "", Duration.ofMillis(3)));
		List<Verdict> verdicts = List.of(Verdict.finding("differential", HOSTILE_SIGNATURE, "summary <script>"));
		StoredProgram program = new StoredProgram(42, "program-42 <i>", "trace", INJECTION, executions, List.of(),
				verdicts, null);
		return new ReportData.Example(new BucketSummary(1, "differential", HOSTILE_SIGNATURE, 3, 7, 42, 0), program, null);
	}

	private static Map<String, Map<String, Long>> outcomes() {
		return Map.of("lua-5.4", Map.of("OK", 90L, "RUNTIME_ERROR", 10L), "luajit", Map.of());
	}

	// --- Checks ------------------------------------------------------------------------------------------------

	/** The page with each named chart taken out, after checking that the chart is JFreeSVG's element. */
	private static String withoutCharts(String html, List<String> ids) {
		String rest = html;
		for (String id : ids) {
			String start = "<svg id='" + id + "' xmlns='http://www.w3.org/2000/svg'";
			int from = rest.indexOf(start);
			assertTrue(from >= 0, "chart " + id);
			int to = rest.indexOf("</svg>", from);
			assertTrue(to > from, "chart " + id + " is closed");
			rest = rest.substring(0, from) + rest.substring(to + "</svg>".length());
		}
		return rest;
	}

	/** One chart's SVG element. */
	private static String chart(String html, String id) {
		int from = html.indexOf("<svg id='" + id + "'");
		assertTrue(from >= 0, "chart " + id);
		return html.substring(from, html.indexOf("</svg>", from));
	}

	/** The texts of a chart that are numbers: the tick labels of both axes. */
	private static List<String> tickLabels(String svg) {
		var labels = new java.util.ArrayList<String>();
		Matcher text = Pattern.compile("<text[^>]*>([^<]*)</text>").matcher(svg);
		while (text.find()) {
			String label = text.group(1).strip();
			if (label.matches("-?[0-9][0-9.,]*(E-?[0-9]+)?")) {
				labels.add(label);
			}
		}
		return labels;
	}

	private static void assertOnlyReportTags(String html) {
		int angles = 0;
		Matcher tag = TAG.matcher(html);
		int tags = 0;
		while (tag.find()) {
			tags++;
			String name = tag.group(2).toLowerCase(Locale.ROOT);
			assertTrue(REPORT_ELEMENTS.contains(name), "unexpected element: " + tag.group());
			assertFalse(EVENT_HANDLER.matcher(tag.group(3)).find(), "event handler: " + tag.group());
		}
		for (int i = 0; i < html.length(); i++) {
			if (html.charAt(i) == '<') {
				angles++;
			}
		}
		// The doctype is the only '<' that starts no element.
		assertEquals(tags + 1, angles, "a '<' outside a tag");
	}

	private static void assertBalanced(String html, String element) {
		String lower = html.toLowerCase(Locale.ROOT);
		assertEquals(occurrences(lower, "<" + element + ">") + occurrences(lower, "<" + element + " "),
				occurrences(lower, "</" + element + ">"), element + " opened and closed");
	}

	private static int occurrences(String text, String part) {
		int n = 0;
		for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
			n++;
		}
		return n;
	}

	/** The table row of an implementation, found by its id cell. */
	private static String rowOf(String html, String id) {
		int cell = html.indexOf("<tr><td><code>" + id + "</code></td>");
		assertTrue(cell >= 0, "row of " + id);
		return html.substring(cell, html.indexOf("</tr>", cell));
	}
}
