package cadmus.api;

/**
 * Where every generation decision comes from: seeded random numbers, a byte sequence, a recorded trace.
 * Each call names its decision with a short label so traces are readable and models can key on it.
 */
public interface DecisionSource {

	/** A uniform index in {@code [0, n)}; {@code n >= 1}. */
	default int choose(String label, int n) {
		if (n < 1) {
			throw new IllegalArgumentException(label + ": nothing to choose from");
		}
		return (int) between(label, 0, n - 1L);
	}

	/** A value in {@code [lo, hi]}, both inclusive. */
	long between(String label, long lo, long hi);

	/** An index drawn with the given non-negative weights, at least one of them positive. */
	default int chooseWeighted(String label, double[] weights) {
		double total = 0;
		for (double w : weights) {
			total += w;
		}
		if (!(total > 0)) {
			throw new IllegalArgumentException(label + ": no positive weight");
		}
		// A fixed resolution keeps the decision an integer, so every source (bytes, traces) can serve it.
		long point = between(label, 0, 1_000_000 - 1);
		double target = total * point / 1_000_000.0;
		double sum = 0;
		int last = -1;
		for (int i = 0; i < weights.length; i++) {
			if (weights[i] <= 0) {
				continue;
			}
			sum += weights[i];
			last = i;
			if (target < sum) {
				return i;
			}
		}
		return last;
	}

	/** True with probability {@code p}. */
	default boolean flip(String label, double p) {
		return between(label, 0, 1_000_000 - 1) < p * 1_000_000;
	}
}
