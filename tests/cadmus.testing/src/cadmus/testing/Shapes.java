package cadmus.testing;

import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;

/** Counting the nodes of a shape in a program's tree: what a check that the rules avoid a construct counts. */
public final class Shapes {

	private Shapes() {
	}

	/** How many nodes of the tree, its root included, have the shape. */
	public static int count(EObject tree, Predicate<EObject> shape) {
		int n = shape.test(tree) ? 1 : 0;
		for (var it = tree.eAllContents(); it.hasNext();) {
			if (shape.test(it.next())) {
				n++;
			}
		}
		return n;
	}
}
