package cadmus.api;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.types.Type;

/**
 * A class whose nodes bind names (Xsmith §4.5): the attribute that holds the names (the engine gives them
 * fresh values), where the bindings are visible, and their types.
 *
 * @param names     the name attribute, single- or many-valued
 * @param scope     the containment whose subtree sees the bindings (a function's body, a loop's block), or
 *                  null when they are visible to the later siblings of the node in its list (declarations)
 * @param mutable   whether references may write the bindings
 * @param types     the type of each bound name
 */
public record Binder(EAttribute names, EReference scope, boolean mutable, BindingTypes types) {

	/** The type of the {@code index}-th name of a binder node, from its typing context. */
	@FunctionalInterface
	public interface BindingTypes {
		Type typeOf(int index, BinderContext context);
	}

	/** What a binder sees when its names are bound: its node type and its children's types. */
	public interface BinderContext {
		Type nodeType();

		/** The resolved type of the {@code index}-th value of a feature already generated, or null. */
		Type childType(org.eclipse.emf.ecore.EStructuralFeature feature, int index);

		/** How many names the node binds. */
		int count();
	}
}
