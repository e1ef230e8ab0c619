package cadmus.clp;

import cadmus.api.types.BaseType;
import cadmus.api.types.TreeTypes;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.generate.HoleTyping;

/**
 * How a type at a hole stands to the type a target names ({@code typed T}): it is T (or a base type the rules make a
 * subtype of it), it may still become T (an open variable, or a node whose type the rules will choose below the
 * hole's), or it cannot be T.
 */
enum TypeFit {
	IS, MAY, NOT;

	/** How {@code type} (null: not known) stands to the type named {@code name}, as the hole's unifier sees it. */
	static TypeFit of(HoleTyping hole, Type type, String name) {
		if (type == null) {
			return MAY;
		}
		Type t = hole.walk(type);
		if (t instanceof TypeVariable) {
			// A variable limited to base types that are not T cannot become T; any other may.
			return hole.canSubtype(t, new BaseType(name)) ? MAY : NOT;
		}
		if (t instanceof BaseType base) {
			return base.name().equals(name) || hole.canSubtype(base, new BaseType(name)) ? IS : NOT;
		}
		return TreeTypes.nameOf(t).filter(name::equals).isPresent() ? IS : NOT;
	}

	/**
	 * How a node of candidate {@code index} would stand to the type named {@code name} in the hole: by its rule's type
	 * where that is fixed (a string literal's); where it is open (a CASE is of whatever its branches are; a reference,
	 * of its binding's), by the hole's: an open hole's type becomes the node's, and under a fixed one the node's may be
	 * any type below it (a float literal where a number is wanted).
	 */
	static TypeFit ofCandidate(HoleTyping hole, int index, String name) {
		Type own = hole.candidate(index);
		if (own != null && !(hole.walk(own) instanceof TypeVariable)) {
			return of(hole, own, name);
		}
		if (hole.wanted() == null) {
			return of(hole, own, name);
		}
		Type wanted = hole.walk(hole.wanted());
		var fit = of(hole, wanted, name);
		if (fit != NOT || wanted instanceof TypeVariable) {
			return fit;
		}
		var asked = new BaseType(name);
		return hole.canSubtype(asked, wanted) && (own == null || hole.canSubtype(own, asked)) ? MAY : NOT;
	}

	/**
	 * The open variable a node chosen for the hole would share with the hole (an open hole's type, which the
	 * node's is made equal to); null where the node's type is its own (the hole's is fixed, or the hole has none).
	 */
	static Type shared(HoleTyping hole) {
		return hole.wanted() != null && hole.walk(hole.wanted()) instanceof TypeVariable v ? v : null;
	}
}
