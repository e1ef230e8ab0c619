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

	/** The resolution of a weighted choice: its decision is a point in {@code [0, WEIGHT_POINTS)}. */
	long WEIGHT_POINTS = 1_000_000;

	/** An index drawn with the given non-negative weights, at least one of them positive. */
	default int chooseWeighted(String label, double[] weights) {
		// A fixed resolution keeps the decision an integer, so every source (bytes, traces) can serve it.
		return indexAt(weights, between(label, 0, WEIGHT_POINTS - 1), label);
	}

	/** The index a weighted choice's point selects. */
	static int indexAt(double[] weights, long point, String label) {
		double total = 0;
		for (double w : weights) {
			total += w;
		}
		if (!(total > 0)) {
			throw new IllegalArgumentException(label + ": no positive weight");
		}
		double target = total * point / WEIGHT_POINTS;
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

	/**
	 * The smallest point that selects {@code index} under these weights (the inverse of {@link #indexAt}), or
	 * -1 when none does: its weight is zero, or too small a share for the resolution.
	 */
	static long pointFor(double[] weights, int index) {
		if (weights[index] <= 0) {
			return -1;
		}
		double total = 0;
		double before = 0;
		for (int i = 0; i < weights.length; i++) {
			total += Math.max(0, weights[i]);
			if (i < index) {
				before += Math.max(0, weights[i]);
			}
		}
		long point = (long) Math.ceil(before * WEIGHT_POINTS / total);
		// Rounding may land one point off either way: look around it.
		for (long p = Math.max(0, point - 1); p <= Math.min(WEIGHT_POINTS - 1, point + 1); p++) {
			if (indexAt(weights, p, "") == index) {
				return p;
			}
		}
		return -1;
	}

	/** True with probability {@code p}. */
	default boolean flip(String label, double p) {
		return between(label, 0, WEIGHT_POINTS - 1) < p * WEIGHT_POINTS;
	}
}
