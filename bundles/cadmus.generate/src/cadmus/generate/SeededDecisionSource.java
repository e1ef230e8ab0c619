package cadmus.generate;

import java.util.SplittableRandom;

import cadmus.api.DecisionSource;

/**
 * Decisions from a seeded pseudo-random generator: the same seed gives the same decisions on every JVM,
 * because {@link SplittableRandom}'s algorithm is specified.
 */
public final class SeededDecisionSource implements DecisionSource {

	private final SplittableRandom random;

	public SeededDecisionSource(long seed) {
		this.random = new SplittableRandom(seed);
	}

	@Override
	public int choose(String label, int n) {
		if (n < 1) {
			throw new IllegalArgumentException(label + ": nothing to choose from");
		}
		return n == 1 ? 0 : random.nextInt(n);
	}

	@Override
	public long between(String label, long lo, long hi) {
		if (hi < lo) {
			throw new IllegalArgumentException(label + ": empty range " + lo + ".." + hi);
		}
		return lo == hi ? lo : random.nextLong(lo, hi + 1);
	}
}
