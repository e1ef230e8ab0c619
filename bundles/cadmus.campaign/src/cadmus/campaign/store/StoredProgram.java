package cadmus.campaign.store;

import java.util.List;

import cadmus.api.Execution;
import cadmus.api.Verdict;

/** A program kept with its verdicts: text, decision trace, executions (and reruns) and verdicts. */
public record StoredProgram(long index, String name, String trace, String text, List<Execution> executions,
		List<Execution> reruns, List<Verdict> verdicts) {
}
