package cadmus.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Puts a wrapping node around the values of one containment feature, wherever it occurs in a tree: how the
 * languages' hot forms send every argument of every call through a function (a call's argument list, or an
 * argument's value, is the feature; the wrapper is the call of that function). Each value moves into its wrapper,
 * not a copy of it, so what the value holds, wrapped in turn when it holds the feature too, stays in the tree.
 */
public final class WrappedValues {

	private WrappedValues() {
	}

	/**
	 * Wraps, in place, every value the feature holds anywhere in the tree that {@code wrapped} accepts.
	 *
	 * @param feature the containment feature whose values are wrapped, holding one value or many
	 * @param wrapped whether a value is wrapped (it is asked while the value is still in its place)
	 * @param wrap    the node that takes a value's place, with the value moved into it
	 * @throws IllegalArgumentException when a wrapper does not hold its value, or cannot take its place
	 */
	public static void wrap(EObject tree, EReference feature, Predicate<EObject> wrapped, Function<EObject, EObject> wrap) {
		if (!feature.isContainment()) {
			throw new IllegalArgumentException(feature.getName() + " is not a containment feature: its values are not in the tree");
		}
		// The values are gathered before any moves: the wrappers may hold the feature themselves, and must not be wrapped.
		var values = new ArrayList<EObject>();
		gather(tree, feature, wrapped, values);
		for (var it = tree.eAllContents(); it.hasNext();) {
			gather(it.next(), feature, wrapped, values);
		}
		for (var value : values) {
			replace(value, feature, wrap);
		}
	}

	private static void gather(EObject node, EReference feature, Predicate<EObject> wrapped, List<EObject> values) {
		if (!feature.getEContainingClass().isSuperTypeOf(node.eClass())) {
			return;
		}
		if (feature.isMany()) {
			many(node, feature).stream().filter(wrapped).forEach(values::add);
		} else if (node.eGet(feature) instanceof EObject value && wrapped.test(value)) {
			values.add(value);
		}
	}

	private static void replace(EObject value, EReference feature, Function<EObject, EObject> wrap) {
		var owner = value.eContainer();
		int at = feature.isMany() ? many(owner, feature).indexOf(value) : -1;
		var wrapper = wrap.apply(value);
		if (wrapper == null || !EcoreUtil.isAncestor(wrapper, value) || wrapper == value) {
			throw new IllegalArgumentException("the wrapper of a " + value.eClass().getName() + " in " + feature.getName()
					+ " does not hold it: a wrapper must take the value itself, not a copy");
		}
		if (!feature.getEReferenceType().isSuperTypeOf(wrapper.eClass())) {
			throw new IllegalArgumentException("a " + wrapper.eClass().getName() + " cannot take the place of a value in "
					+ feature.getName() + ", which holds " + feature.getEReferenceType().getName());
		}
		if (feature.isMany()) {
			many(owner, feature).add(at, wrapper);
		} else {
			owner.eSet(feature, wrapper);
		}
	}

	@SuppressWarnings("unchecked")
	private static List<EObject> many(EObject node, EReference feature) {
		return (List<EObject>) node.eGet(feature);
	}
}
