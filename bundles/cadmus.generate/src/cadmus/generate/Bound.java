package cadmus.generate;

import cadmus.api.types.Type;

/**
 * A binding in scope during generation: its name and type, whether it may be written, whether each use gets
 * fresh type variables, and the function depth where it was made (writes never cross a function boundary
 * that isolates them).
 * <p>
 * Each binding is one definition, so bindings compare by identity: two definitions never merge, and effect
 * sets, which are probed for every visible binding on every reference hole, never hash type terms.
 */
record Bound(String name, Type type, boolean mutable, boolean polymorphic, boolean impure, int functionDepth) {

	@Override
	public boolean equals(Object other) {
		return this == other;
	}

	@Override
	public int hashCode() {
		return System.identityHashCode(this);
	}
}
