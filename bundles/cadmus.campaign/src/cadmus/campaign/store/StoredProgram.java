package cadmus.campaign.store;

import java.util.List;

import cadmus.api.Execution;
import cadmus.api.Verdict;

/**
 * A program kept with its verdicts: text, decision trace, executions (and reruns) and verdicts, and in a
 * feedback-directed campaign the byte sequence it was generated from (null in a random one).
 */
public record StoredProgram(long index, String name, String trace, String text, List<Execution> executions,
		List<Execution> reruns, List<Verdict> verdicts, byte[] input) {

	public StoredProgram {
		input = input == null ? null : input.clone();
	}

	@Override
	public byte[] input() {
		return input == null ? null : input.clone();
	}
}
