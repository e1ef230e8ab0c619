package cadmus.campaign.upstream;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;
import cadmus.api.StandaloneRun;

/**
 * An engine bug as its maintainers want it reported: the engine, its version and tier flags, the program, the one
 * command that shows the bug with the engine alone, what that command does (actual) and what the same engine's
 * other tiers and other engines do (expected), each run for real by the engine alone as the report is made — so a
 * report never claims what its own commands do not show. The command is the shortest that still shows the bug
 * ({@link ShortestCommand}). The text is Markdown, as issue trackers take it.
 *
 * @param text       the report
 * @param shownAlone whether every showing implementation's own command shows the bug: its run differs from the
 *                   expected one (false when one has no such command, or its run is the expected one)
 */
public record UpstreamReport(String text, boolean shownAlone) {

	/** Runs the case's program on each of its implementations alone and writes the report. */
	public static UpstreamReport of(UpstreamCase c, ExecutionLimits limits) {
		var references = new LinkedHashMap<Implementation, Optional<StandaloneRun>>();
		// A loop's report compares the references' traces, not their runs (which print what the loop's does).
		for (var i : c.loop() == null ? c.references() : List.<Implementation>of()) {
			references.put(i, i.standaloneCommand().flatMap(s -> i.runAlone(s, c.fileName(), c.programText(), limits)));
		}
		var expected = expected(references);
		var shown = new ArrayList<ShortestCommand>();
		var traces = new LinkedHashMap<Implementation, Optional<OptimizedCode>>();
		for (var i : c.showing()) {
			if (c.loop() == null) {
				shown.add(ShortestCommand.of(i, c.fileName(), c.programText(), expected, limits));
			} else {
				traces.put(i, trace(c, i, limits));
				shown.add(ShortestCommand.unshortened(i, c.fileName(), c.programText(),
						!loops(c, traces.get(i)).isEmpty(), limits));
			}
		}
		if (c.loop() != null) {
			c.references().forEach(r -> traces.put(r, trace(c, r, limits)));
		}
		boolean alone = shown.stream().allMatch(ShortestCommand::showsBug);
		return new UpstreamReport(new ReportText(c, shown, references, expected, traces).write(), alone);
	}

	/** What the implementation's optimizing tier did with the case's program, from its own trace. */
	private static Optional<OptimizedCode> trace(UpstreamCase c, Implementation i, ExecutionLimits limits) {
		return i.optimizedCode(new Program(i.languageId(), c.fileName(), c.programText(), "upstream report"), limits);
	}

	/** The trace's deoptimization loops for the case's reason. */
	static List<OptimizedCode.DeoptimizationLoop> loops(UpstreamCase c, Optional<OptimizedCode> trace) {
		return trace.map(t -> t.loops().stream().filter(l -> c.loop().isEmpty() || l.reason().equals(c.loop())).toList())
				.orElse(List.of());
	}

	/** The run the references agree on most (ties: the first reference's); empty when none ran alone. */
	private static Optional<StandaloneRun> expected(Map<Implementation, Optional<StandaloneRun>> runs) {
		var ran = new ArrayList<StandaloneRun>();
		runs.values().forEach(r -> r.ifPresent(ran::add));
		StandaloneRun best = null;
		long bestCount = 0;
		for (var run : ran) {
			long count = ran.stream().filter(run::sameAs).count();
			if (count > bestCount) {
				best = run;
				bestCount = count;
			}
		}
		return Optional.ofNullable(best);
	}
}
