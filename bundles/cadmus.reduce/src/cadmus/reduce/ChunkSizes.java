package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;

/** The run lengths delta debugging tries: half the elements, a quarter, ..., one. */
final class ChunkSizes {

	private ChunkSizes() {
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
