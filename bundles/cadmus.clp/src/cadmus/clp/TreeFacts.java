package cadmus.clp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

import cadmus.api.GenerationRules;
import cadmus.api.types.BaseType;
import cadmus.api.types.TreeTypes;
import cadmus.api.types.TypeLattice;

/**
 * What constraints ask of a finished program tree: its nodes, each with its class and its ancestors', and, given the
 * rules that made it, the binding each reference names.
 */
public final class TreeFacts {

	private final List<EObject> nodes = new ArrayList<>();
	/** The rules that say which nodes bind names and which name a binding; null where none were given. */
	private final GenerationRules rules;
	/** Each name a node binds → the nodes that bind it, in the tree's order; made when first asked. */
	private Map<String, List<EObject>> binders;
	/** The types the generator gave the nodes; null for a tree it did not make. */
	private final TreeTypes types;
	/** The rules' subtyping of base types; made when first asked. */
	private TypeLattice lattice;

	/** The facts of a tree, without its bindings: a constraint on bindings fails on them. */
	public TreeFacts(EObject root) {
		this(root, null);
	}

	/** The facts of a tree the rules made (or that conforms to them), its bindings too. */
	public TreeFacts(EObject root, GenerationRules rules) {
		this.rules = rules;
		this.types = TreeTypes.of(root).orElse(null);
		nodes.add(root);
		root.eAllContents().forEachRemaining(nodes::add);
	}

	/**
	 * Whether the rules gave the node the type of that name, or a base type the rules' lattice makes a subtype of the
	 * base type of that name ("typed number" holds of an integer where integers are numbers). False for a tree
	 * without its types (not the generator's).
	 */
	private boolean typed(EObject node, String name) {
		if (types == null) {
			return false;
		}
		var type = types.typeOf(node);
		if (type.isEmpty()) {
			return false;
		}
		if (TreeTypes.nameOf(type.get()).filter(name::equals).isPresent()) {
			return true;
		}
		return rules != null && type.get() instanceof BaseType base && lattice().isSubtype(base, new BaseType(name));
	}

	private TypeLattice lattice() {
		if (lattice == null) {
			lattice = rules.lattice();
		}
		return lattice;
	}

	/** The tree's root. */
	public EObject root() {
		return nodes.get(0);
	}

	/** Nodes in all, the root's included. */
	public int nodes() {
		return nodes.size();
	}

	/** Nodes of class {@code what} (or a subclass), with an ancestor of class {@code inside} where it is not null. */
	public int count(EClass what, EClass inside) {
		return count(what, inside, null);
	}

	/**
	 * Nodes of class {@code what} (or a subclass), with an ancestor of class {@code inside} where it is not null, and
	 * after a node of class {@code after} where it is not null ({@link Occurs#after}).
	 */
	public int count(EClass what, EClass inside, EClass after) {
		return count(new Occurs(what, inside, after, 0, Integer.MAX_VALUE));
	}

	/** The nodes an occurrence constraint counts. */
	public int count(Occurs occurs) {
		return (int) nodes.stream().filter(node -> counts(occurs, node)).count();
	}

	/** The nodes of any of the kinds a count of several counts, each once. */
	public int count(AnyOf anyOf) {
		return (int) nodes.stream().filter(node -> anyOf.kinds().stream().anyMatch(kind -> counts(kind, node))).count();
	}

	/** Whether the occurrence constraint counts the node. */
	private boolean counts(Occurs occurs, EObject node) {
		return occurs.what().isSuperTypeOf(node.eClass()) && (occurs.inside() == null
				|| hasAncestor(node, occurs.inside(), occurs.via(), occurs.around()))
				&& (occurs.after() == null || comesAfter(node, occurs.after()))
				&& (occurs.bound() == null || names(node, occurs.bound()))
				&& is(node, occurs.with(), occurs.typed()) && occurs.related().stream().allMatch(r -> r.holds(node));
	}

	/** Whether the node's attributes have the values and the rules gave it the type (where one is named). */
	private boolean is(EObject node, List<Occurs.Valued> with, String typed) {
		return with.stream().allMatch(v -> v.holds(node)) && (typed == null || typed(node, typed));
	}

	/**
	 * Whether a reference names a binding a node of the bound's binder class binds, across a node of its class where
	 * it names one. The binding a reference names is the nearest of those of its name that it sees: bound by an
	 * ancestor, by a node before it in a list that holds both, or by a child of an ancestor in a containment the
	 * generator fills before the one that holds it (a query's FROM alias, seen by its WHERE clause and the subqueries
	 * in it). Generated programs give every binding a name of its own; a program written by hand may reuse one.
	 */
	private boolean names(EObject node, Occurs.Bound bound) {
		if (rules == null) {
			return false;
		}
		var attribute = rules.reference(node.eClass());
		if (attribute.isEmpty() || !(node.eGet(attribute.get()) instanceof String name)) {
			return false;
		}
		EObject binder = null;
		for (var candidate : binders().getOrDefault(name, List.of())) {
			if (candidate != node && (isAncestor(candidate, node) || precedes(candidate, node)
					|| filledBefore(candidate, node))) {
				binder = candidate;
			}
		}
		if (binder == null || !bound.binder().isSuperTypeOf(binder.eClass())) {
			return false;
		}
		if (bound.across() == null) {
			return true;
		}
		for (var up = node.eContainer(); up != null && up != binder; up = up.eContainer()) {
			if (bound.across().isSuperTypeOf(up.eClass()) && !isAncestor(up, binder)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether {@code binder}, whose bindings are seen after it (a binder of no scope of its own), is a child of an
	 * ancestor of {@code node} in a containment the generator fills before the one on the way to the node
	 * ({@link GenerationRules#fillRank}, then the metamodel's order): the ancestor's later children see what it bound.
	 */
	private boolean filledBefore(EObject binder, EObject node) {
		var parent = binder.eContainer();
		if (parent == null || !isAncestor(parent, node)
				|| rules.binders(binder.eClass()).stream().noneMatch(b -> b.scope() == null)) {
			return false;
		}
		var child = node;
		while (child.eContainer() != parent) {
			child = child.eContainer();
		}
		var before = binder.eContainmentFeature();
		var after = child.eContainmentFeature();
		if (before == after) {
			return false;
		}
		int rankBefore = rules.fillRank(before);
		int rankAfter = rules.fillRank(after);
		var features = parent.eClass().getEAllStructuralFeatures();
		return rankBefore != rankAfter ? rankBefore < rankAfter : features.indexOf(before) < features.indexOf(after);
	}

	/** Each name bound in the tree → its binders, in the tree's order. */
	private Map<String, List<EObject>> binders() {
		if (binders == null) {
			binders = new HashMap<>();
			for (var node : nodes) {
				for (var binder : rules.binders(node.eClass())) {
					if (binder.names() == null) {
						continue;
					}
					var value = node.eGet(binder.names());
					for (Object name : value instanceof List<?> list ? list : value == null ? List.of() : List.of(value)) {
						binders.computeIfAbsent(String.valueOf(name), n -> new ArrayList<>()).add(node);
					}
				}
			}
		}
		return binders;
	}

	private static boolean isAncestor(EObject ancestor, EObject node) {
		for (var up = node.eContainer(); up != null; up = up.eContainer()) {
			if (up == ancestor) {
				return true;
			}
		}
		return false;
	}

	/** Whether {@code earlier} comes before the node in a list that holds both, or holds one of their ancestors. */
	private static boolean precedes(EObject earlier, EObject node) {
		return before(node, sibling -> sibling == earlier || isAncestor(sibling, earlier));
	}

	/**
	 * Whether an ancestor has class {@code inside}, is what {@code around} asks besides (its values, its type, and an
	 * ancestor of its own where it names one: a chain of enclosing nodes), and holds the node in its containment
	 * {@code via} (any if null).
	 */
	private boolean hasAncestor(EObject node, EClass inside, org.eclipse.emf.ecore.EReference via,
			Occurs.Around around) {
		for (EObject child = node, up = node.eContainer(); up != null; child = up, up = up.eContainer()) {
			if (inside.isSuperTypeOf(up.eClass()) && (via == null || child.eContainmentFeature() == via)
					&& is(up, around.with(), around.typed()) && (around.within() == null
							|| hasAncestor(up, around.within().owner(), around.within().via(), around.within().around()))) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a node of class {@code earlier} comes before the node in a list that holds both: an earlier element of
	 * a list that holds the node or one of its ancestors is of that class or holds a node of it.
	 */
	private static boolean comesAfter(EObject node, EClass earlier) {
		return before(node, sibling -> holds(sibling, earlier));
	}

	/**
	 * Whether an element of a list that holds the node, or one of its ancestors, satisfies the test and comes before
	 * it (before the ancestor).
	 */
	private static boolean before(EObject node, java.util.function.Predicate<EObject> test) {
		for (EObject at = node; at.eContainer() != null; at = at.eContainer()) {
			var feature = at.eContainmentFeature();
			if (!feature.isMany()) {
				continue;
			}
			for (Object sibling : (List<?>) at.eContainer().eGet(feature)) {
				if (sibling == at) {
					break;
				}
				if (sibling instanceof EObject e && test.test(e)) {
					return true;
				}
			}
		}
		return false;
	}

	/** Whether the subtree of {@code root} has a node of class {@code c}, the root's included. */
	private static boolean holds(EObject root, EClass c) {
		if (c.isSuperTypeOf(root.eClass())) {
			return true;
		}
		for (var it = root.eAllContents(); it.hasNext();) {
			if (c.isSuperTypeOf(it.next().eClass())) {
				return true;
			}
		}
		return false;
	}
}
