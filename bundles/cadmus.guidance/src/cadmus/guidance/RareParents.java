package cadmus.guidance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Chooses which corpus input the loop mutates next: the one reaching the points the fewest executions have
 * reached, as FairFuzz (Lemieux and Sen, 2018) targets rare branches. Cadmus's random generation already writes
 * valid, varied programs, so mutating inputs in turn, as Zest does, covers less than generating afresh; what
 * mutation adds is staying near code that programs seldom reach. An input's score is the fewest executions
 * any of its points has had, plus the children already made of it, so that attention moves on once its rare
 * points are no longer rare, or when its children fail to reach them again (code reached only by chance). Ties
 * go to the newest input, the frontier. Inputs restored from a stored corpus, whose points are not known, are
 * each visited once first, oldest first.
 */
final class RareParents {

	private int[] hits = new int[1024];
	/** Per corpus input, in corpus order: the points it reached; null for a restored input. */
	private final List<BitSet> reached = new ArrayList<>();
	private final List<Integer> children = new ArrayList<>();
	private int restoredVisited;

	/** Counts an execution's points. */
	void executed(BitSet points) {
		for (int p = points.nextSetBit(0); p >= 0; p = points.nextSetBit(p + 1)) {
			if (p >= hits.length) {
				hits = Arrays.copyOf(hits, Math.max(p + 1, hits.length * 2));
			}
			if (hits[p] < Integer.MAX_VALUE) {
				hits[p]++;
			}
		}
	}

	/** A corpus input was added, with the points it reached. */
	void saved(BitSet points) {
		reached.add((BitSet) points.clone());
		children.add(0);
	}

	/** A restored corpus input was added; its points are not known. */
	void restored() {
		reached.add(null);
		children.add(0);
	}

	/**
	 * The index of the corpus input to make {@code count} children of next, counted as made.
	 *
	 * @throws IllegalStateException when the corpus is empty
	 */
	int next(int count) {
		if (reached.isEmpty()) {
			throw new IllegalStateException("no corpus input to mutate");
		}
		int chosen = -1;
		while (restoredVisited < reached.size() && chosen < 0) {
			if (reached.get(restoredVisited) == null) {
				chosen = restoredVisited;
			}
			restoredVisited++;
		}
		if (chosen < 0) {
			long best = Long.MAX_VALUE;
			for (int i = reached.size() - 1; i >= 0; i--) {
				long score = score(i);
				if (score < best) {
					best = score;
					chosen = i;
				}
			}
		}
		if (chosen < 0) {
			// Only restored inputs, all visited: go round them again.
			chosen = restoredVisited++ % reached.size();
		}
		children.set(chosen, children.get(chosen) + count);
		return chosen;
	}

	private long score(int input) {
		BitSet points = reached.get(input);
		if (points == null) {
			return Long.MAX_VALUE;
		}
		long fewest = Long.MAX_VALUE;
		for (int p = points.nextSetBit(0); p >= 0; p = points.nextSetBit(p + 1)) {
			fewest = Math.min(fewest, p < hits.length ? hits[p] : 0);
		}
		return (fewest == Long.MAX_VALUE ? 0 : fewest) + children.get(input);
	}
}
