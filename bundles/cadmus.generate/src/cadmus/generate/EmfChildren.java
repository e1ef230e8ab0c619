package cadmus.generate;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/** A node's children in one containment feature, in order, whether the feature holds one or many. */
public final class EmfChildren {

	private EmfChildren() {
	}

	public static List<EObject> of(EObject node, EReference feature) {
		if (feature.isMany()) {
			@SuppressWarnings("unchecked")
			var children = (List<EObject>) node.eGet(feature);
			return children;
		}
		return node.eIsSet(feature) && node.eGet(feature) instanceof EObject child ? List.of(child) : List.of();
	}
}
