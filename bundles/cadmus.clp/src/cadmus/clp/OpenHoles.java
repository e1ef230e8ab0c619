package cadmus.clp;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;

/**
 * The holes of one run that are open, the outermost first: the class each took, the number of its node and the
 * containment it fills. What a want inside other nodes ({@code Break inside If inside While}) has of them is a
 * question of this stack: which of its enclosing nodes the open holes already hold.
 */
final class OpenHoles {

	/** Says whether the node numbered {@code node} may be a want's enclosing node at {@code level} of its chain. */
	interface Encloses {
		boolean test(int level, int node);
	}

	private final List<EClass> classes = new ArrayList<>();
	/** The number of the node each open hole took; 0 for a hole not filled yet. */
	private final List<Integer> nodes = new ArrayList<>();
	/** The containment each open hole fills (its feature's name), where its label said. */
	private final List<String> features = new ArrayList<>();

	void opened() {
		classes.add(null);
		nodes.add(0);
		features.add(null);
	}

	void closed() {
		classes.remove(classes.size() - 1);
		nodes.remove(nodes.size() - 1);
		features.remove(features.size() - 1);
	}

	/** The innermost open hole fills containment {@code feature} (null where its label did not say). */
	void fills(String feature) {
		if (!features.isEmpty()) {
			features.set(features.size() - 1, feature);
		}
	}

	/** The innermost open hole took class {@code chosen}, as node number {@code node}. */
	void took(EClass chosen, int node) {
		classes.set(classes.size() - 1, chosen);
		nodes.set(nodes.size() - 1, node);
	}

	boolean isEmpty() {
		return classes.isEmpty();
	}

	/** The class the innermost open hole took; null where none is open or it took none yet. */
	EClass innermost() {
		return classes.isEmpty() ? null : classes.get(classes.size() - 1);
	}

	/** The number of the node the innermost open hole took; 0 where none is open or it took none yet. */
	int innermostNode() {
		return nodes.isEmpty() ? 0 : nodes.get(nodes.size() - 1);
	}

	/** The number of the node the hole below the innermost took (its parent); 0 where there is none. */
	int parentNode() {
		return nodes.size() < 2 ? 0 : nodes.get(nodes.size() - 2);
	}

	/** The containment the innermost open hole fills; null where none is open or its label did not say. */
	String innermostFeature() {
		return features.isEmpty() ? null : features.get(features.size() - 1);
	}

	/** How many open holes have this class. */
	int nested(EClass c) {
		int n = 0;
		for (var open : classes) {
			if (open == c) {
				n++;
			}
		}
		return n;
	}

	/**
	 * Whether a node an open hole below the innermost took has a containment, after the one being made, that holds
	 * nodes of class {@code c} only ({@link Reach#holdsLater}): such a node comes there, and is not to be steered to in
	 * the containment being made (another try in a try's block, for a node wanted in a catch clause).
	 */
	boolean holdsLater(EClass c, Reach reach) {
		for (int i = classes.size() - 2; i >= 0; i--) {
			var owner = classes.get(i);
			var filling = features.get(i + 1);
			if (owner != null && filling != null && reach.holdsLater(owner, filling, c)) {
				return true;
			}
		}
		return false;
	}

	/** Whether an open hole below the innermost {@code skip} ones has a class of {@code outer}. */
	boolean enclosedBy(EClass outer, int skip) {
		for (int i = classes.size() - 1 - skip; i >= 0; i--) {
			var c = classes.get(i);
			if (c != null && outer.isSuperTypeOf(c)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * How many of the enclosing nodes of {@code chain} (the nearest first), from the outermost in, the open holes below
	 * the innermost one hold, each above the one before: of its class, one {@code encloses} allows, the hole above it
	 * filling its containment (any, for the enclosing node at level {@code anyContainment}). Taking the lowest hole that
	 * fits each in turn finds the most there are.
	 */
	int enclosed(List<Occurs.Enclosing> chain, int anyContainment, Encloses encloses) {
		int level = chain.size() - 1;
		for (int i = 0; i < classes.size() - 1 && level >= 0; i++) {
			var c = classes.get(i);
			var at = chain.get(level);
			if (c != null && at.owner().isSuperTypeOf(c)
					&& (at.via() == null || level == anyContainment || at.via().getName().equals(features.get(i + 1)))
					&& encloses.test(level, nodes.get(i))) {
				level--;
			}
		}
		return chain.size() - 1 - level;
	}
}
