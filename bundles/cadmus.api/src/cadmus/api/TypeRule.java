package cadmus.api;

import cadmus.api.types.Type;

/**
 * How nodes of one class are typed (Xsmith's type-info property): the types a node can have, and, once its
 * type is unified with its hole's, the types its children must have.
 */
public interface TypeRule {

	/**
	 * The types a node of this class can have for a hole of type {@code wanted} (resolved; null for an untyped
	 * hole; a variable with {@link cadmus.api.types.TypeVariable#choices()} when only base types fit), as a
	 * pattern with fresh variables (a new pattern per call). The engine keeps the class only if the pattern
	 * can be a subtype of {@code wanted}. Null for nodes that have no type and fill only untyped holes.
	 * <p>
	 * The answer must depend only on {@code wanted}'s structure (not on which variables it holds, nor on
	 * anything outside it): the engine remembers whether a class fits holes of a given shape across programs.
	 */
	Type type(Type wanted);

	/** Declares the children's types (and attributes that follow from the node's type). */
	void children(ChildTyping typing);

	/** A rule from its two parts, as languages write their rules: one lambda per part. */
	static TypeRule of(java.util.function.Function<Type, Type> type, java.util.function.Consumer<ChildTyping> children) {
		return new TypeRule() {
			@Override
			public Type type(Type wanted) {
				return type.apply(wanted);
			}

			@Override
			public void children(ChildTyping typing) {
				children.accept(typing);
			}
		};
	}
}
