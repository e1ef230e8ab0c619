package cadmus.generate;

import cadmus.api.types.Type;

/**
 * The types at a hole whose class is chosen next, as a steering source sees them ({@link TreeDecisions#typing}): the
 * hole's type, each candidate's, and the unifier's questions about them. Valid only during that call; asking changes
 * nothing.
 */
public interface HoleTyping {

	/** The hole's type as the builder holds it (open variables as they are); null for an untyped hole. */
	Type wanted();

	/**
	 * The type a node of candidate {@code index} would have in this hole, as its rule gives it (a pattern with fresh
	 * variables); null for a reference, whose type is its binding's, or a class without a type rule.
	 */
	Type candidate(int index);

	/** A type with its bound variables followed at the top: an open variable is the one all those equal to it walk to. */
	Type walk(Type type);

	/** Whether {@code sub} can be made a subtype of {@code sup} as things stand. */
	boolean canSubtype(Type sub, Type sup);
}
