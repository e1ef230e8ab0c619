package cadmus.campaign.upstream;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
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
		for (var i : c.references()) {
			references.put(i, i.standaloneCommand().flatMap(s -> i.runAlone(s, c.fileName(), c.programText(), limits)));
		}
		var expected = expected(references);
		var shown = new ArrayList<ShortestCommand>();
		for (var i : c.showing()) {
			shown.add(ShortestCommand.of(i, c.fileName(), c.programText(), expected, limits));
		}
		boolean alone = shown.stream().allMatch(ShortestCommand::showsBug);
		return new UpstreamReport(new ReportText(c, shown, references, expected).write(), alone);
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
