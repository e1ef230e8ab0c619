package cadmus.generate;

import java.util.HashSet;
import java.util.Set;

import cadmus.api.Access;

/** Reads and writes of bindings by a subtree (Xsmith §4.4). */
final class Effects {

	private final Set<Bound> reads = new HashSet<>();
	private final Set<Bound> writes = new HashSet<>();

	void add(Bound bound, Access access) {
		(access == Access.WRITE ? writes : reads).add(bound);
	}

	void addAll(Effects other) {
		reads.addAll(other.reads);
		writes.addAll(other.writes);
	}

	/** Whether accessing {@code bound} this way conflicts: a write with any access, a read with a write. */
	boolean conflicts(Bound bound, Access access) {
		return writes.contains(bound) || access == Access.WRITE && reads.contains(bound);
	}

	boolean writes(Bound bound) {
		return writes.contains(bound);
	}

	boolean isEmpty() {
		return reads.isEmpty() && writes.isEmpty();
	}
}
