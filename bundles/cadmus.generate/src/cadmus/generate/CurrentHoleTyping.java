package cadmus.generate;

import cadmus.api.types.Type;
import cadmus.generate.GenerationTables.NodeClass;

/** The {@link HoleTyping} of the hole a builder chooses a class for: one object, moved to each hole in turn. */
final class CurrentHoleTyping implements HoleTyping {

	private final Unifier unifier;
	private NodeClass[] candidates;
	private Type wanted;

	CurrentHoleTyping(Unifier unifier) {
		this.unifier = unifier;
	}

	/** This view, now of a hole with these candidates and this type. */
	CurrentHoleTyping at(NodeClass[] candidates, Type wanted) {
		this.candidates = candidates;
		this.wanted = wanted;
		return this;
	}

	@Override
	public Type wanted() {
		return wanted;
	}

	@Override
	public Type candidate(int index) {
		var c = candidates[index];
		// As the builder asks the rule (HoleType.admits): the hole's type resolved, a narrowed variable shown as such.
		return c.reference != null || c.typeRule == null ? null : c.typeRule.type(HoleType.view(unifier, wanted));
	}

	@Override
	public Type walk(Type type) {
		return unifier.walk(type);
	}

	@Override
	public boolean canSubtype(Type sub, Type sup) {
		return unifier.canSubtype(sub, sup);
	}
}
