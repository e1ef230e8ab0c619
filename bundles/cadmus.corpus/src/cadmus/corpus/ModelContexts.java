package cadmus.corpus;

import java.util.List;

/**
 * The contexts a learned model conditions a hole's class on, as keys shared by learning (from parsed trees) and
 * generation (from the engine's holes). A hole is named as the engine names it, {@code Parent.feature.class}, so
 * the parent and the edge are in every key (TreeFuzz's parent extractor, §3.2.3); the other contexts add the
 * grandparent's edge (its ancestor extractor with k = 2, §3.2.4) and the class of the left sibling in the same
 * list. The most specific context seen often enough decides; the others are its fallbacks, in this order.
 */
final class ModelContexts {

	/** The label of the root's hole's parent, which it has none of. */
	static final String ROOT = "root";
	/** The left sibling of a hole that is first in its list, or in no list. */
	static final String FIRST = "-";

	private ModelContexts() {
	}

	/**
	 * Every context of a hole, most specific first.
	 *
	 * @param label       the hole's label, {@code Parent.feature.class}
	 * @param parentLabel the label of the hole its parent filled ({@link #ROOT} for the root's children)
	 * @param previous    the class of its left sibling in the same list, {@link #FIRST} if none
	 */
	static List<String> of(String label, String parentLabel, String previous) {
		return List.of(label + " < " + parentLabel + " after " + previous, label + " < " + parentLabel,
				label + " after " + previous, label);
	}

	/** The label the engine gives a hole of {@code feature} in a node of class {@code parentClass}. */
	static String label(String parentClass, String feature) {
		return parentClass + "." + feature + ".class";
	}

	/** The label of the decision that sets how many children a list feature gets. */
	static String countLabel(String parentClass, String feature) {
		return parentClass + "." + feature + ".count";
	}

	/** The label of the root's hole. */
	static String rootLabel(String rootClass) {
		return rootClass + ".class";
	}
}
