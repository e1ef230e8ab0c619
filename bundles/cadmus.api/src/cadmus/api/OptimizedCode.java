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
 */
public record OptimizedCode(String tier, List<String> units, List<String> rounds) {

	public OptimizedCode {
		units = List.copyOf(units);
		rounds = List.copyOf(rounds);
	}

	/** Whether the tier compiled anything of the program's own. */
	public boolean any() {
		return !units.isEmpty() || !rounds.isEmpty();
	}
}
