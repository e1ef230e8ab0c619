package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;

/** The run lengths delta debugging tries: half the elements, a quarter, ..., one. */
final class ChunkSizes {

	/** Up to this many elements, every run length is tried (a few lines of a block are rarely a power of two). */
	static final int EVERY_SIZE_UP_TO = 40;

	private ChunkSizes() {
	}

	/** Every length from {@code elements - 1} down to one for a short text, else {@link #halving}. */
	static List<Integer> forText(int elements) {
		if (elements > EVERY_SIZE_UP_TO) {
			return halving(elements);
		}
		var sizes = new ArrayList<Integer>();
		for (int size = Math.max(1, elements - 1); size >= 1; size--) {
			sizes.add(size);
		}
		return sizes;
	}

	static List<Integer> halving(int elements) {
		var sizes = new ArrayList<Integer>();
		for (int size = Math.max(1, elements / 2); ; size /= 2) {
			sizes.add(size);
			if (size == 1) {
				return sizes;
			}
		}
	}
}
