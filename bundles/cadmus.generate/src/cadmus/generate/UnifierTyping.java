package cadmus.generate;

import cadmus.api.types.Type;

/**
 * A {@link HoleTyping} whose questions about types go to the builder's unifier: what the hole and binding views have
 * in common, so that each says only where its types come from.
 */
abstract class UnifierTyping implements HoleTyping {

	private final Unifier unifier;

	UnifierTyping(Unifier unifier) {
		this.unifier = unifier;
	}

	/** The unifier, for a view that asks a rule of a hole's type resolved as the builder sees it. */
	final Unifier unifier() {
		return unifier;
	}

	@Override
	public final Type walk(Type type) {
		return unifier.walk(type);
	}

	@Override
	public final boolean canSubtype(Type sub, Type sup) {
		return unifier.canSubtype(sub, sup);
	}
}
