package cadmus.clp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
	/** Each open hole's place in its containment: the element's index in a list, 0 for a single child. */
	private final List<Integer> indices = new ArrayList<>();
	/**
	 * Per open hole, how many holes its node opened so far in each containment, by name (null for none yet): the index
	 * of the next one. Holes are filled in order, a list's elements first to last.
	 */
	private final List<Map<String, Integer>> children = new ArrayList<>();

	void opened() {
		classes.add(null);
		nodes.add(0);
		features.add(null);
		indices.add(0);
		children.add(null);
	}

	void closed() {
		int top = classes.size() - 1;
		classes.remove(top);
		nodes.remove(top);
		features.remove(top);
		indices.remove(top);
		children.remove(top);
	}

	/**
	 * The innermost open hole fills containment {@code feature} (null where its label did not say): the next of its
	 * parent's holes there. A hole told again (another of its candidates tried) keeps its place.
	 */
	void fills(String feature) {
		int top = features.size() - 1;
		if (top < 0 || feature != null && feature.equals(features.get(top))) {
			return;
		}
		features.set(top, feature);
		if (feature != null && top > 0) {
			var counted = children.get(top - 1);
			if (counted == null) {
				counted = new HashMap<>();
				children.set(top - 1, counted);
			}
			int index = counted.merge(feature, 1, Integer::sum) - 1;
			indices.set(top, index);
		}
	}

	/**
	 * The innermost open hole is one that may come in containment {@code feature}, asked of before it does: it takes no
	 * place among its parent's holes there.
	 */
	void supposes(String feature) {
		if (!features.isEmpty()) {
			features.set(features.size() - 1, feature);
		}
	}

	/** The innermost open hole took class {@code chosen}, as node number {@code node}: its children start afresh. */
	void took(EClass chosen, int node) {
		int top = classes.size() - 1;
		classes.set(top, chosen);
		nodes.set(top, node);
		children.set(top, null);
	}

	/** How many holes are open. */
	int depth() {
		return classes.size();
	}

	/** The level of the open hole that took node number {@code node} (0 the outermost); -1 where none did. */
	int levelOf(int node) {
		if (node <= 0) {
			return -1;
		}
		for (int i = nodes.size() - 1; i >= 0; i--) {
			if (nodes.get(i) == node) {
				return i;
			}
		}
		return -1;
	}

	/** The class the open hole at {@code level} took; null where it took none yet. */
	EClass classAt(int level) {
		return classes.get(level);
	}

	/** The containment the open hole at {@code level} fills; null where its label did not say. */
	String feature(int level) {
		return features.get(level);
	}

	/** The open hole's place at {@code level} in its containment (a list's element's index; 0 for a single child). */
	int index(int level) {
		return indices.get(level);
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
