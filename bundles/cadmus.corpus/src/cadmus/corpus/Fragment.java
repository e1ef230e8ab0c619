package cadmus.corpus;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * The shape of a subtree of a parsed corpus file (LangFuzz's fragment): its node's class and, per containment
 * feature, its children's shapes in order. Leaves (names, literals, operators) are left out on purpose: where a
 * fragment is spliced into a generated program, the engine's rules fill them in, which is how its identifiers come
 * to name bindings in scope and its values to fit their types (LangFuzz §3.3, done by the rules).
 *
 * @param type     the node's class name
 * @param children containment feature name → the children's fragments (features with no child are left out)
 */
public record Fragment(String type, Map<String, List<Fragment>> children) {

	public Fragment {
		var copy = new LinkedHashMap<String, List<Fragment>>();
		if (children != null) {
			children.forEach((feature, list) -> copy.put(feature, List.copyOf(list)));
		}
		children = java.util.Collections.unmodifiableMap(copy);
	}

	/** The shape of the subtree under {@code node}. */
	public static Fragment of(EObject node) {
		var children = new LinkedHashMap<String, List<Fragment>>();
		for (EReference feature : node.eClass().getEAllContainments()) {
			if (feature.isMany()) {
				@SuppressWarnings("unchecked")
				var list = (List<EObject>) node.eGet(feature);
				if (!list.isEmpty()) {
					children.put(feature.getName(), list.stream().map(Fragment::of).toList());
				}
			} else if (node.eIsSet(feature) && node.eGet(feature) instanceof EObject child) {
				children.put(feature.getName(), List.of(of(child)));
			}
		}
		return new Fragment(node.eClass().getName(), children);
	}

	/** The children for {@code feature}, none when it has none. */
	public List<Fragment> children(String feature) {
		return children.getOrDefault(feature, List.of());
	}

	/** How many nodes the fragment has. */
	public int size() {
		int n = 1;
		for (var list : children.values()) {
			for (var child : list) {
				n += child.size();
			}
		}
		return n;
	}
}
