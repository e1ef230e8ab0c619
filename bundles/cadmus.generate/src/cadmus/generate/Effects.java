package cadmus.generate;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import cadmus.api.Access;

/**
 * Reads and writes of bindings by a subtree (Xsmith §4.4). Most subtrees touch few bindings and every node
 * has two of these, so the sets are made on first use.
 */
final class Effects {

	private Set<Bound> reads;
	private Set<Bound> writes;

	void add(Bound bound, Access access) {
		if (access == Access.WRITE) {
			writes = addTo(writes, bound);
		} else {
			reads = addTo(reads, bound);
		}
	}

	void addAll(Effects other) {
		if (other.reads != null) {
			for (var b : other.reads) {
				reads = addTo(reads, b);
			}
		}
		if (other.writes != null) {
			for (var b : other.writes) {
				writes = addTo(writes, b);
			}
		}
	}

	private static Set<Bound> addTo(Set<Bound> set, Bound bound) {
		if (set == null) {
			set = Collections.newSetFromMap(new IdentityHashMap<>(4));
		}
		set.add(bound);
		return set;
	}

	/** Whether accessing {@code bound} this way conflicts: a write with any access, a read with a write. */
	boolean conflicts(Bound bound, Access access) {
		return writes(bound) || access == Access.WRITE && reads != null && reads.contains(bound);
	}

	boolean writes(Bound bound) {
		return writes != null && writes.contains(bound);
	}
}
