package cadmus.api;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;

/** Where a hole is, as a context filter sees it: the enclosing nodes and what their type rules defined. */
public interface HoleContext {

	/** The classes of the enclosing nodes, innermost first. */
	List<EClass> ancestors();

	/** The hole's type as known so far; empty for an untyped hole (or where the engine does not say). */
	default Optional<cadmus.api.types.Type> wanted() {
		return Optional.empty();
	}

	/** Whether a reference of this type could be filled here (see {@link ChildTyping#bindable}). */
	default boolean bindable(cadmus.api.types.Type type) {
		return true;
	}

	/**
	 * Whether a reference of any of these types could be filled here: the same answer as asking
	 * {@link #bindable} of each, which an engine may give with one look at the bindings in scope.
	 */
	default boolean anyBindable(List<cadmus.api.types.Type> types) {
		return types.stream().anyMatch(this::bindable);
	}

	/** Whether two types could be made equal, changing nothing (see {@link ChildTyping#canUnify}). */
	default boolean compatible(cadmus.api.types.Type a, cadmus.api.types.Type b) {
		return true;
	}

	/** The innermost value an enclosing node's rule {@link ChildTyping#define defined} under {@code key}. */
	Optional<Object> lookup(String key);

	/**
	 * What {@code compute} makes of this hole, computed once per hole and kept under {@code key}: a context filter is
	 * asked about every candidate of a hole, and what it learns about the hole itself (its enclosing clauses, the
	 * hole's type, the bindings in scope) is the same for all of them. {@code compute} must depend on nothing but the
	 * context, as the filter itself. Without an engine that keeps it, it is computed at every call.
	 */
	default <T> T perHole(Class<T> key, java.util.function.Function<HoleContext, T> compute) {
		return compute.apply(this);
	}
}
