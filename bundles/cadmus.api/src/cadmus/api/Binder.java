package cadmus.api;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.types.Type;

/**
 * A class whose nodes bind names (Xsmith §4.5): the attribute that holds the names (the engine gives them
 * fresh values), where the bindings are visible, and their types.
 *
 * @param names     the name attribute, single- or many-valued; null for a {@link #constant} binder
 * @param constant  for a {@link #constant} binder, the one name it binds; else null
 * @param scope     the containment whose subtree sees the bindings (a function's body, a loop's block), or
 *                  null when they are visible to the later siblings of the node in its list (declarations)
 * @param mutable   whether references may write the bindings
 * @param types     the type of each bound name
 */
public record Binder(EAttribute names, String constant, EReference scope, boolean mutable, BindingTypes types) {

	/** Binds the names the node holds in {@code names}. */
	public Binder(EAttribute names, EReference scope, boolean mutable, BindingTypes types) {
		this(names, null, scope, mutable, types);
	}

	/**
	 * Binds a fixed name the node does not hold, read-only, within {@code scope}: something the program defines
	 * elsewhere (a prelude function) made visible only where it is usable, with a type that depends on the node
	 * (a bounded recursive call typed by the function it recurses into).
	 */
	public static Binder constant(String name, EReference scope, BindingTypes types) {
		return new Binder(null, name, scope, false, types);
	}

	/** The type of the {@code index}-th name of a binder node, from its typing context. */
	@FunctionalInterface
	public interface BindingTypes {
		Type typeOf(int index, BinderContext context);
	}

	/** What a binder sees when its names are bound: its node type and its children's types. */
	public interface BinderContext {
		Type nodeType();

		/** What enclosing rules defined for the node, nearest first (see {@link cadmus.api.ChildTyping#define}). */
		java.util.Optional<Object> lookup(String key);

		/** The resolved type of the {@code index}-th value of a feature already generated, or null. */
		Type childType(org.eclipse.emf.ecore.EStructuralFeature feature, int index);

		/**
		 * The resolved type the node's rule requires of the {@code index}-th value of a feature, or null: what a
		 * binder scoped to that child sees before the child exists.
		 */
		Type requiredType(org.eclipse.emf.ecore.EStructuralFeature feature, int index);

		/** How many names the node binds. */
		int count();
	}
}
