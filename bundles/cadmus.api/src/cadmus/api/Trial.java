package cadmus.api;

import java.util.List;
import java.util.Map;

/**
 * One program and what every implementation did with it: {@code executions} holds one run per
 * implementation (in the campaign's implementation order); {@code reruns} holds a second run on the same
 * implementations when the program was sampled for the nondeterminism check, and is empty otherwise;
 * {@code binaries} the binary of each implementation that shares one with others, by id; {@code optimized} what
 * the optimizing tier of an implementation compiled, by id, for a program sampled for that trace
 * ({@link Implementation#optimizedCode}), and is empty otherwise.
 */
public record Trial(Program program, List<Execution> executions, List<Execution> reruns, Map<String, String> binaries,
		Map<String, OptimizedCode> optimized) {

	public Trial {
		executions = List.copyOf(executions);
		reruns = List.copyOf(reruns);
		binaries = Map.copyOf(binaries);
		optimized = Map.copyOf(optimized);
	}

	/** A trial with no trace of what optimizing tiers compiled. */
	public Trial(Program program, List<Execution> executions, List<Execution> reruns, Map<String, String> binaries) {
		this(program, executions, reruns, binaries, Map.of());
	}

	/** A trial whose implementations share no binary. */
	public Trial(Program program, List<Execution> executions, List<Execution> reruns) {
		this(program, executions, reruns, Map.of());
	}

	/** The binary an implementation runs ({@link Implementation#binary()}), empty when it shares none. */
	public String binaryOf(String implementationId) {
		return binaries.getOrDefault(implementationId, "");
	}
}
