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
		int count = 0;
		for (var node : nodes) {
			if (what.isSuperTypeOf(node.eClass()) && (inside == null || hasAncestor(node, inside))) {
				count++;
			}
		}
		return count;
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
