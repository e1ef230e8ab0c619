package cadmus.clp;

import java.util.Arrays;

/**
 * Where a depth-first search over a program's decisions is: the alternative taken at each branching point of the
 * last run, and how many each had. The next run takes the same alternatives up to the deepest point that has one
 * left, that one next, and the first alternative past it: every path is run once, in order. A path may be limited to
 * a number of discrepancies (branching points where it does not take the first alternative): limited discrepancy
 * search, which tries the paths closest to the order's first choices before any far from them.
 */
final class SearchPath {

	/** No limit on discrepancies: every path. */
	static final int EVERY_PATH = Integer.MAX_VALUE;

	private final int discrepancies;

	/** @param discrepancies the most branching points per path that do not take their first alternative */
	SearchPath(int discrepancies) {
		this.discrepancies = discrepancies;
	}

	private int[] chosen = new int[16];
	private int[] counts = new int[16];
	/** Branching points of the run under way. */
	private int depth;
	/** Branching points whose alternative is given by the last backtrack (the path's prefix). */
	private int prefix;
	/** A hash of the alternatives the run under way has taken: the same wherever runs share their path so far. */
	private long taken;

	/** The alternative to take at the run's next branching point, which has {@code alternatives} of them. */
	int branch(int alternatives) {
		if (depth == chosen.length) {
			chosen = Arrays.copyOf(chosen, depth * 2);
			counts = Arrays.copyOf(counts, depth * 2);
		}
		int choice = depth < prefix ? chosen[depth] : 0;
		if (choice >= alternatives) {
			// Decisions are a function of the path: the same prefix meets the same alternatives.
			throw new IllegalStateException("branching point " + depth + " had more alternatives before than its "
					+ alternatives + " now");
		}
		chosen[depth] = choice;
		counts[depth] = alternatives;
		depth++;
		taken = taken * 1_000_003L + choice + 1;
		return choice;
	}

	/** Where the run under way is: a hash of the alternatives it has taken so far, a function of its path. */
	long position() {
		return taken;
	}

	/** Branching points the run under way has met. */
	int depth() {
		return depth;
	}

	/**
	 * Moves to the next path after the run just ended, and begins a run of it.
	 *
	 * @return false when every path has been run
	 */
	boolean advance() {
		int before = 0;
		for (int p = 0; p < depth; p++) {
			before += chosen[p] > 0 ? 1 : 0;
		}
		for (int p = depth - 1; p >= 0; p--) {
			before -= chosen[p] > 0 ? 1 : 0;
			// Taking the next alternative here is a discrepancy; those before it stay.
			if (chosen[p] + 1 < counts[p] && before < discrepancies) {
				chosen[p]++;
				prefix = p + 1;
				depth = 0;
				taken = 0;
				return true;
			}
		}
		return false;
	}
}
