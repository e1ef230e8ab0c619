package cadmus.corpus;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.generate.EmfChildren;

/**
 * A subtree of a parsed corpus file (LangFuzz's fragment): its node's class, its leaves (names, literals,
 * operators) and, per containment feature, its children in order.
 * <ul>
 * <li>Spliced into a generated program by {@link FragmentDecisions}, only the fragment's shape counts: the engine's
 * rules fill in the leaves, which is how its identifiers come to name bindings in scope and its values to fit their
 * types (LangFuzz §3.3, done by the rules).</li>
 * <li>Spliced as written by {@link FragmentMutator}, the leaves come too, as the paper splices them.</li>
 * </ul>
 *
 * @param type     the node's class name
 * @param values   attribute name → the values the node sets, as EMF writes them (attributes left unset are left
 *                 out); empty in a {@link #shape()}, and in model files written before leaves were kept
 * @param children containment feature name → the children's fragments (features with no child are left out)
 */
public record Fragment(String type, Map<String, List<String>> values, Map<String, List<Fragment>> children) {

	public Fragment {
		values = copy(values);
		children = copy(children);
	}

	/** A shape: a fragment without leaves. */
	public Fragment(String type, Map<String, List<Fragment>> children) {
		this(type, Map.of(), children);
	}

	private static <T> Map<String, List<T>> copy(Map<String, List<T>> map) {
		var copy = new LinkedHashMap<String, List<T>>();
		if (map != null) {
			map.forEach((feature, list) -> copy.put(feature, List.copyOf(list)));
		}
		return Collections.unmodifiableMap(copy);
	}

	/** The subtree under {@code node}, with its leaves. */
	public static Fragment of(EObject node) {
		var children = new LinkedHashMap<String, List<Fragment>>();
		for (EReference feature : node.eClass().getEAllContainments()) {
			var list = EmfChildren.of(node, feature).stream().map(Fragment::of).toList();
			if (!list.isEmpty()) {
				children.put(feature.getName(), list);
			}
		}
		return new Fragment(node.eClass().getName(), valuesOf(node), children);
	}

	/** The attribute values a node sets, as EMF writes them. */
	static Map<String, List<String>> valuesOf(EObject node) {
		var values = new LinkedHashMap<String, List<String>>();
		for (EAttribute attribute : node.eClass().getEAllAttributes()) {
			if (!node.eIsSet(attribute)) {
				continue;
			}
			var written = new ArrayList<String>();
			Object value = node.eGet(attribute);
			for (Object one : attribute.isMany() ? (List<?>) value : List.of(value)) {
				written.add(EcoreUtil.convertToString(attribute.getEAttributeType(), one));
			}
			values.put(attribute.getName(), written);
		}
		return values;
	}

	/** This fragment without its leaves: what {@link FragmentDecisions} follows and the pool counts by. */
	public Fragment shape() {
		var shapes = new LinkedHashMap<String, List<Fragment>>();
		children.forEach((feature, list) -> shapes.put(feature, list.stream().map(Fragment::shape).toList()));
		return new Fragment(type, Map.of(), shapes);
	}

	/** Whether the fragment has its leaves (a model file written before they were kept has shapes only). */
	public boolean hasLeaves() {
		if (!values.isEmpty()) {
			return true;
		}
		return children.values().stream().flatMap(List::stream).anyMatch(Fragment::hasLeaves);
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
