package cadmus.app;

import java.util.SplittableRandom;

/**
 * Byte sequences as a feedback fuzzer produces them: a random parent, then each next sequence a small
 * mutation (a few bytes replaced, sometimes a tail dropped or appended) of the one before.
 */
final class ByteMutations {

	private static final int LENGTH = 1024;
	private final SplittableRandom random;
	private byte[] current;

	ByteMutations(long seed) {
		this.random = new SplittableRandom(seed);
		this.current = new byte[LENGTH];
		random.nextBytes(current);
	}

	byte[] next() {
		var child = current.clone();
		int edits = 1 + random.nextInt(8);
		for (int i = 0; i < edits; i++) {
			child[random.nextInt(child.length)] = (byte) random.nextInt(256);
		}
		if (random.nextInt(10) == 0) {
			child = java.util.Arrays.copyOf(child, Math.max(16, child.length + random.nextInt(-64, 65)));
		}
		current = child;
		return child;
	}
}
