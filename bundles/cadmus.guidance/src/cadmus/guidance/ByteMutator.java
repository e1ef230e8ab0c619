package cadmus.guidance;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Zest's mutations of a byte sequence, tuned to Cadmus's decisions, which read 4 bytes each (8 for wide ranges):
 * a geometric number (mean 8, as JQF's Zest) of random replacements of a geometric number of bytes (mean 4) starting
 * at a decision's first byte, so that one mutation changes whole decisions and leaves the others aligned; splicing
 * (this input's prefix, another's suffix, cut at a decision boundary); and extension (more random decisions at the
 * end, for programs that ask for more than the input holds).
 */
final class ByteMutator {

	static final int DECISION_BYTES = 4;
	/** Mean replacements per child, and mean bytes per replacement (JQF's Zest: 8 and 4). */
	private static final double MEAN_MUTATIONS = 8.0;
	private static final double MEAN_BYTES = 4.0;

	private final SplittableRandom random;

	ByteMutator(SplittableRandom random) {
		this.random = random;
	}

	/** A child of {@code parent}; {@code other} (may be null) is a second corpus input to splice with. */
	byte[] mutate(byte[] parent, byte[] other) {
		int choice = random.nextInt(10);
		if (choice == 0 && other != null && parent.length >= DECISION_BYTES && other.length >= DECISION_BYTES) {
			return splice(parent, other);
		}
		if (choice == 1 || parent.length < DECISION_BYTES) {
			return extend(parent);
		}
		return replace(parent);
	}

	private byte[] replace(byte[] parent) {
		byte[] child = parent.clone();
		int mutations = geometric(MEAN_MUTATIONS);
		for (int m = 0; m < mutations; m++) {
			int decisions = child.length / DECISION_BYTES;
			int offset = random.nextInt(decisions) * DECISION_BYTES;
			int length = Math.min(geometric(MEAN_BYTES), child.length - offset);
			for (int i = 0; i < length; i++) {
				child[offset + i] = (byte) random.nextInt(256);
			}
		}
		return child;
	}

	private byte[] splice(byte[] parent, byte[] other) {
		int cut = random.nextInt(parent.length / DECISION_BYTES + 1) * DECISION_BYTES;
		int from = random.nextInt(other.length / DECISION_BYTES + 1) * DECISION_BYTES;
		byte[] child = Arrays.copyOf(parent, cut + other.length - from);
		System.arraycopy(other, from, child, cut, other.length - from);
		return child;
	}

	private byte[] extend(byte[] parent) {
		int added = geometric(MEAN_BYTES) * DECISION_BYTES;
		byte[] child = Arrays.copyOf(parent, parent.length + added);
		for (int i = parent.length; i < child.length; i++) {
			child[i] = (byte) random.nextInt(256);
		}
		return child;
	}

	/** At least 1, geometric with the given mean: mostly small, no upper bound. */
	int geometric(double mean) {
		double p = 1.0 / mean;
		return 1 + (int) Math.floor(Math.log(1.0 - random.nextDouble()) / Math.log(1.0 - p));
	}

	byte[] fresh(int length) {
		byte[] bytes = new byte[length];
		for (int i = 0; i < length; i++) {
			bytes[i] = (byte) random.nextInt(256);
		}
		return bytes;
	}
}
