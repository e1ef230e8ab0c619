package cadmus.campaign;

import java.util.Map;

/**
 * Where a running campaign stands, for the progress line: totals over all runs, and per implementation the
 * outcomes of this run (its health: crashes, timeouts and the like at a glance). Where the language counts
 * statements ({@link cadmus.api.Language#statementCount}), {@code statementsPerSecond} is this run's programs'
 * statements per second, the figure peers such as SQLancer report; otherwise it is negative. {@code reducing}
 * counts findings queued for reduction or being reduced (with {@code fuzz --reduce}). {@code guidance} is the
 * feedback loop's state in a feedback-directed campaign (corpus, points covered, ...), null in a random one.
 */
public record Snapshot(long programs, long valid, long invalid, long findings, long buckets, long newFindings,
		long elapsedMillis, double programsPerSecond, double statementsPerSecond,
		Map<String, Map<String, Long>> outcomesThisRun, int reducing, cadmus.guidance.GuidanceState guidance) {

	public double validPercent() {
		return programs == 0 ? 0 : 100.0 * valid / programs;
	}
}
