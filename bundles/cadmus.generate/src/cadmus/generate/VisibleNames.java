package cadmus.generate;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Binder;
import cadmus.api.Binding;
import cadmus.api.GenerationRules;

/**
 * The names visible at a node of any tree of a language (a parsed file, a spliced mutant), read from its rules'
 * binders (Xsmith §4.5) as the engine reads them while it generates: the environment's names, the names an
 * ancestor binds for the child on the way down ({@link Binder#scope()}), and the names earlier children of a node
 * declare for its later ones (a binder without a scope). Types are not looked at: this answers whether a name is
 * bound, not whether the binding fits.
 */
public final class VisibleNames {

	private final GenerationRules rules;
	private final List<String> environment;

	public VisibleNames(GenerationRules rules) {
		this.rules = rules;
		this.environment = rules.environment().stream().map(Binding::name).toList();
	}

	/** The names visible at {@code node}, the environment's first, then outward from the node. */
	public Set<String> at(EObject node) {
		var names = new LinkedHashSet<String>(environment);
		names.addAll(programsAt(node));
		return names;
	}

	/** The names the program itself binds that are visible at {@code node}, outward from the node. */
	public Set<String> programsAt(EObject node) {
		var names = new LinkedHashSet<String>();
		EObject child = node;
		for (EObject parent = node.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
			var feature = child.eContainmentFeature();
			for (Binder binder : rules.binders(parent.eClass())) {
				if (binder.scope() == feature) {
					names.addAll(boundBy(parent, binder));
				}
			}
			for (EObject sibling : earlierSiblings(parent, child)) {
				for (Binder binder : rules.binders(sibling.eClass())) {
					if (binder.scope() == null) {
						names.addAll(boundBy(sibling, binder));
					}
				}
			}
		}
		return names;
	}

	/**
	 * The children of {@code parent} the engine fills before {@code child}: its features in the order the engine
	 * fills them (the rules' fill ranks, the metamodel's order among equals), each list in order. A declaration's names
	 * stay visible to the rest of its parent (a block's return statement after its list of statements), as the engine
	 * keeps them in scope until the parent is done.
	 */
	private List<EObject> earlierSiblings(EObject parent, EObject child) {
		var earlier = new java.util.ArrayList<EObject>();
		var features = new java.util.ArrayList<>(parent.eClass().getEAllContainments());
		features.sort(java.util.Comparator.comparingInt(rules::fillRank));
		for (var feature : features) {
			for (EObject sibling : EmfChildren.of(parent, feature)) {
				if (sibling == child) {
					return earlier;
				}
				earlier.add(sibling);
			}
		}
		return earlier;
	}

	/** The names that nodes of {@code root}'s subtree (it too) refer to where no binding visible there declares them. */
	public Set<String> unbound(EObject root) {
		var unbound = new java.util.TreeSet<String>();
		var nodes = new java.util.ArrayList<EObject>();
		nodes.add(root);
		root.eAllContents().forEachRemaining(nodes::add);
		for (EObject node : nodes) {
			String name = referenceOf(node);
			if (name != null && !at(node).contains(name)) {
				unbound.add(name);
			}
		}
		return unbound;
	}

	/** The name a reference node names, or null when the node is no reference. */
	public String referenceOf(EObject node) {
		return rules.reference(node.eClass()).map(attribute -> node.eGet(attribute) instanceof String name ? name : null)
				.orElse(null);
	}

	private static List<String> boundBy(EObject node, Binder binder) {
		if (binder.names() == null) {
			return binder.constant() == null ? List.of() : List.of(binder.constant());
		}
		Object value = node.eGet(binder.names());
		if (value instanceof List<?> list) {
			return list.stream().filter(String.class::isInstance).map(String.class::cast).toList();
		}
		return value instanceof String name ? List.of(name) : List.of();
	}
}
