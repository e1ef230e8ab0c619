package cadmus.campaign.report;

import java.util.List;

import cadmus.api.Execution;
import cadmus.api.Verdict;
import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.StoredProgram;
import cadmus.campaign.store.StoredReduction;

/**
 * One bucket's section of the report: its signature, its first finding's reduced program when there is one,
 * verdicts, every implementation's execution, and the original program. Campaign text goes through
 * {@link SafeText}, as everywhere in the report.
 */
final class BucketExample {

	private final StringBuilder out = new StringBuilder();

	private BucketExample() {
	}

	static String section(BucketSummary bucket, StoredProgram program, StoredReduction reduction,
			List<StoredReduction> otherShapes) {
		var example = new BucketExample();
		example.example(bucket, program, reduction, otherShapes);
		return example.out.toString();
	}

	private void example(BucketSummary bucket, StoredProgram program, StoredReduction reduction,
			List<StoredReduction> otherShapes) {
		// Bucket ids are numbers, so the anchor holds no campaign text.
		out.append("<section class=\"example\" id=\"bucket-").append(bucket.id()).append("\">\n");
		out.append("<h3>Bucket ").append(bucket.id()).append(": ").append(SafeText.text(bucket.oracle())).append("</h3>\n");
		out.append("<p>Signature:</p>\n");
		pre(bucket.signature(), HtmlReport.OUTPUT_LIMIT);
		if (program == null) {
			out.append("<p class=\"note\">The program of finding ").append(bucket.firstFinding())
					.append(" is not in the store.</p>\n</section>\n");
			return;
		}
		out.append("<p>Example: finding ").append(bucket.firstFinding()).append(", program <code>")
				.append(SafeText.text(program.name())).append("</code> (index ").append(program.index()).append(").</p>\n");
		boolean reduced = reduction != null && reduction.reproduced();
		if (reduced) {
			out.append("<h4>Reduced program</h4>\n<p class=\"note\">").append(reduction.reducedTokens()).append(" tokens, from ")
					.append(reduction.originalTokens()).append(", in ").append(String.format("%.1f", reduction.tookMillis() / 1000.0))
					.append(" s; ").append(reduction.textEdited() ? "its tree and decisions reduced, then its text cut"
							: reduction.statementsEdited() ? "its tree and decisions reduced, then whole statements deleted or hoisted"
							: "its tree and decisions reduced, every step a program the rules allow")
					.append("; it lands in this bucket when run and judged again.</p>\n");
			pre(reduction.text(), HtmlReport.PROGRAM_LIMIT);
		}
		for (var other : otherShapes) {
			// Finding ids and sizes are numbers: nothing to escape but the program.
			out.append("<h4>Another shape: finding ").append(other.finding()).append(" reduced</h4>\n<p class=\"note\">")
					.append(other.reducedTokens()).append(" tokens, from ").append(other.originalTokens())
					.append("; its constructs differ from the first's, so it may be another bug behind this signature.</p>\n");
			pre(other.text(), HtmlReport.PROGRAM_LIMIT);
		}

		out.append("<h4>Verdicts</h4>\n");
		verdicts(HtmlReport.orEmpty(program.verdicts()));
		out.append("<h4>Executions</h4>\n");
		executions(HtmlReport.orEmpty(program.executions()));
		List<Execution> reruns = HtmlReport.orEmpty(program.reruns());
		if (!reruns.isEmpty()) {
			out.append("<h4>Reruns</h4>\n<p class=\"note\">The same program run again, for the ")
					.append("nondeterminism check.</p>\n");
			executions(reruns);
		}
		out.append(reduced ? "<h4>Original program</h4>\n" : "<h4>Program</h4>\n");
		pre(program.text(), HtmlReport.PROGRAM_LIMIT);
		out.append("</section>\n");
	}

	private void verdicts(List<Verdict> verdicts) {
		if (verdicts.isEmpty()) {
			out.append("<p class=\"note\">No verdicts stored.</p>\n");
			return;
		}
		out.append(HtmlReport.TABLE + "<thead><tr><th scope=\"col\">Oracle</th><th scope=\"col\">Kind</th>")
				.append("<th scope=\"col\">Signature</th><th scope=\"col\">Summary</th></tr></thead>\n<tbody>\n");
		for (Verdict verdict : verdicts) {
			out.append("<tr><td>").append(SafeText.text(verdict.oracle())).append("</td><td>")
					.append(verdict.kind() == Verdict.Kind.FINDING ? "finding" : "invalid program").append("</td><td>");
			cell(verdict.signature(), HtmlReport.OUTPUT_LIMIT);
			out.append("</td><td>");
			cell(verdict.summary(), HtmlReport.OUTPUT_LIMIT);
			out.append("</td></tr>\n");
		}
		out.append("</tbody>\n").append(HtmlReport.TABLE_END);
	}

	private void executions(List<Execution> executions) {
		if (executions.isEmpty()) {
			out.append("<p class=\"note\">No executions stored.</p>\n");
			return;
		}
		out.append(HtmlReport.TABLE + "<thead><tr><th scope=\"col\">Implementation</th><th scope=\"col\">Outcome</th>")
				.append("<th scope=\"col\">Error kind</th><th scope=\"col\" class=\"num\">Duration (ms)</th>")
				.append("<th scope=\"col\">Standard output</th><th scope=\"col\">Standard error</th></tr></thead>\n")
				.append("<tbody>\n");
		for (Execution execution : executions) {
			out.append("<tr><td><code>").append(SafeText.text(execution.implementationId())).append("</code></td><td>")
					.append(execution.outcome().name()).append("</td><td>").append(SafeText.text(execution.errorKind()))
					.append("</td><td class=\"num\">").append(HtmlReport.count(execution.duration().toMillis()))
					.append("</td><td>");
			cell(execution.stdout(), HtmlReport.OUTPUT_LIMIT);
			out.append("</td><td>");
			cell(execution.stderr(), HtmlReport.OUTPUT_LIMIT);
			out.append("</td></tr>\n");
		}
		out.append("</tbody>\n").append(HtmlReport.TABLE_END);
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
		TextCut cut = TextCut.of(value, limit);
		// HTML drops one newline right after <pre>; writing one keeps a text's own leading newline.
		out.append("<pre>\n").append(SafeText.text(cut.kept())).append("</pre>\n");
		if (cut.more() > 0) {
			out.append("<p class=\"note\">").append(cut.note()).append("</p>\n");
		}
	}
}
