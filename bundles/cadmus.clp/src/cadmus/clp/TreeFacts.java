package cadmus.clp;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

/** What constraints ask of a finished program tree: its nodes, each with its class and its ancestors'. */
public final class TreeFacts {

	private final List<EObject> nodes = new ArrayList<>();

	public TreeFacts(EObject root) {
		nodes.add(root);
		root.eAllContents().forEachRemaining(nodes::add);
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
		int count = 0;
		for (var node : nodes) {
			if (what.isSuperTypeOf(node.eClass()) && (inside == null || hasAncestor(node, inside))
					&& (after == null || comesAfter(node, after))) {
				count++;
			}
		}
		return count;
	}

	/**
	 * Whether a node of class {@code earlier} comes before the node in a list that holds both: an earlier element of
	 * a list that holds the node or one of its ancestors is of that class or holds a node of it.
	 */
	private static boolean comesAfter(EObject node, EClass earlier) {
		for (EObject at = node; at.eContainer() != null; at = at.eContainer()) {
			var feature = at.eContainmentFeature();
			if (!feature.isMany()) {
				continue;
			}
			for (Object sibling : (List<?>) at.eContainer().eGet(feature)) {
				if (sibling == at) {
					break;
				}
				if (sibling instanceof EObject e && holds(e, earlier)) {
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

	private static boolean hasAncestor(EObject node, EClass inside) {
		for (var up = node.eContainer(); up != null; up = up.eContainer()) {
			if (inside.isSuperTypeOf(up.eClass())) {
				return true;
			}
		}
		return false;
	}
}
