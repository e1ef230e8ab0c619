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

	/**
	 * The source of program {@code index} of a run with {@code seed}: any program of a run can be
	 * regenerated alone, without generating the ones before it.
	 */
	public static SeededDecisionSource forProgram(long seed, long index) {
		return new SeededDecisionSource(programSeed(seed, index));
	}

	/**
	 * The seed of {@link #forProgram}'s source for program {@code index} of a run with {@code seed}, for whoever
	 * records or names it: {@code new SeededDecisionSource(programSeed(s, i))} makes the same decisions.
	 */
	public static long programSeed(long seed, long index) {
		return mix(seed * 0x9E3779B97F4A7C15L + index);
	}

	/** Stafford's 64-bit finalizer: neighbouring (seed, index) pairs get unrelated streams. */
	private static long mix(long z) {
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
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
