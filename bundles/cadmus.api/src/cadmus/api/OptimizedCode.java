package cadmus.api;

import java.util.List;

/**
 * What an engine's optimizing tier compiled of one program, as the engine's own trace of its compiler says: the
 * program's own compiled units, named as the trace names them (a unit compiled twice is named twice). The runtime's and the prelude's code are left out:
 * a JIT that compiled only those did not test the generated program.
 *
 * @param tier   the tiers the trace speaks of, as the language bundle names them
 * @param units  the program's own units it compiled: its functions, or for a tracing JIT the traces that start in
 *               its code
 * @param rounds the hot form's round compiled: the function the hot form puts the program's top-level code in (its
 *               statements, and calls of its functions), compiled whole (or, without a round, the top-level code)
 * @param loops  the deoptimization loops the trace shows: compiled code left again and again at one place for one
 *               reason (empty where the engine's trace does not tell deoptimizations)
 */
public record OptimizedCode(String tier, List<String> units, List<String> rounds, List<DeoptimizationLoop> loops) {

	public OptimizedCode {
		units = List.copyOf(units);
		rounds = List.copyOf(rounds);
		loops = List.copyOf(loops);
	}

	/** What a trace that does not tell deoptimizations says. */
	public OptimizedCode(String tier, List<String> units, List<String> rounds) {
		this(tier, units, rounds, List.of());
	}

	/** Whether the tier compiled anything of the program's own. */
	public boolean any() {
		return !units.isEmpty() || !rounds.isEmpty();
	}

	/**
	 * One piece of compiled code that the engine deoptimized {@code times} times at one place for one reason, without
	 * compiling it again in between: the engine went back to its interpreter on every pass and kept the code that
	 * sent it there.
	 *
	 * @param unit   the compiled code, as the trace names it, and the place in it
	 * @param reason the engine's reason, as its trace words it: what a bucket is told by
	 * @param times  how many times
	 */
	public record DeoptimizationLoop(String unit, String reason, int times) {
	}
}
