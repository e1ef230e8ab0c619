package cadmus.campaign.store;

import java.util.List;
import java.util.Map;

import cadmus.api.Execution;
import cadmus.api.OptimizedCode;
import cadmus.api.Verdict;

/**
 * What the campaign keeps of one program: always its index, when it finished (campaign time), its size and
 * each implementation's outcome; its text, trace, executions and verdicts only when it has verdicts, since
 * those are the programs anyone will look at again.
 *
 * @param finishedMillis campaign time (over all runs) when it was judged
 * @param outcomes       outcome names in the campaign's implementation order, comma-separated
 * @param valid          every implementation ran it without error and no oracle called it invalid
 * @param guided         in a feedback-directed campaign, its input and what the loop made of it; null otherwise
 * @param optimized      for a program the campaign traced, what each implementation's optimizing tier compiled of
 *                       it, by implementation id (those that can tell); empty otherwise
 */
public record ProgramRecord(long index, int run, long finishedMillis, int nodes, String outcomes, boolean valid,
		boolean invalid, String name, String trace, String text, List<Execution> executions, List<Execution> reruns,
		List<Verdict> verdicts, GuidedInput guided, Map<String, OptimizedCode> optimized) {

	/** The record of a program without traces of its optimizing tiers. */
	public ProgramRecord(long index, int run, long finishedMillis, int nodes, String outcomes, boolean valid,
			boolean invalid, String name, String trace, String text, List<Execution> executions, List<Execution> reruns,
			List<Verdict> verdicts, GuidedInput guided) {
		this(index, run, finishedMillis, nodes, outcomes, valid, invalid, name, trace, text, executions, reruns, verdicts,
				guided, Map.of());
	}

	/** The record of a program of a random campaign. */
	public ProgramRecord(long index, int run, long finishedMillis, int nodes, String outcomes, boolean valid,
			boolean invalid, String name, String trace, String text, List<Execution> executions, List<Execution> reruns,
			List<Verdict> verdicts) {
		this(index, run, finishedMillis, nodes, outcomes, valid, invalid, name, trace, text, executions, reruns, verdicts,
				null);
	}

	public ProgramRecord {
		executions = List.copyOf(executions);
		reruns = List.copyOf(reruns);
		verdicts = List.copyOf(verdicts);
		optimized = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(optimized));
	}

	public boolean interesting() {
		return !verdicts.isEmpty();
	}
}
