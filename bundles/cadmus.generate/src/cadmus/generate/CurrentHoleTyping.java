package cadmus.generate;

import cadmus.api.types.Type;
import cadmus.generate.GenerationTables.NodeClass;

/** The {@link HoleTyping} of the hole a builder chooses a class for: one object, moved to each hole in turn. */
final class CurrentHoleTyping extends UnifierTyping {

	private NodeClass[] candidates;
	private Type wanted;
	/**
	 * Each candidate's type at this hole, asked of its rule once: a steering source asks it more than once per hole
	 * (to order the candidates, then to note the one chosen). Valid where {@link #askedAt} holds this hole's number.
	 */
	private Type[] types = new Type[0];
	private int[] askedAt = new int[0];
	/** Which hole this is, counted from 1: the cache's entries of other holes are stale. */
	private int hole;

	CurrentHoleTyping(Unifier unifier) {
		super(unifier);
	}

	/** This view, now of a hole with these candidates and this type. */
	CurrentHoleTyping at(NodeClass[] candidates, Type wanted) {
		this.candidates = candidates;
		this.wanted = wanted;
		hole++;
		return this;
	}

	@Override
	public Type wanted() {
		return wanted;
	}

	@Override
	public Type candidate(int index) {
		if (types.length < candidates.length) {
			types = new Type[candidates.length];
			askedAt = new int[candidates.length];
		}
		if (askedAt[index] != hole) {
			var c = candidates[index];
			// As the builder asks the rule (HoleType.admits): the hole's type resolved, a narrowed variable shown as such.
			types[index] = c.reference != null || c.typeRule == null ? null
					: c.typeRule.type(HoleType.view(unifier(), wanted));
			askedAt[index] = hole;
		}
		return types[index];
	}
}
