package cadmus.api;

import java.util.List;

/**
 * One program and what every implementation did with it: {@code executions} holds one run per
 * implementation (in the campaign's implementation order); {@code reruns} holds a second run on the same
 * implementations when the program was sampled for the nondeterminism check, and is empty otherwise.
 */
public record Trial(Program program, List<Execution> executions, List<Execution> reruns) {

	public Trial {
		executions = List.copyOf(executions);
		reruns = List.copyOf(reruns);
	}
}
