package cadmus.clp;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;

/**
 * How many nodes the subtrees of each class in each containment came to in a search's runs, as the order's cost of a
 * candidate in place of the metamodel's minimal completion. The metamodel's cost counts the children its
 * multiplicities require, not those the rules do: a JavaScript array literal costs one node by the metamodel, whose
 * elements may be none, but the rules never write an empty one, and an array literal taken as the cheapest candidate
 * of every hole nests arrays in arrays until the size bound's budget is spent, before the place a target's want has
 * (a catch block's declaration, where an if is wanted in the finally block after it). The sizes the search's runs
 * gave are what the rules make, lifted declarations included.
 * <p>
 * What the runs give is gathered as they go, and taken into the order only when the search moves to another size bound
 * ({@link #publish}): within a bound's paths the order stays the same from run to run, as the depth-first search over
 * them requires.
 */
final class SubtreeSizes {

	/** Sum and count of the subtrees seen, by containment and class. */
	private final Map<String, Map<EClass, long[]>> seen = new HashMap<>();
	/** The mean sizes the order reads: those seen up to the last {@link #publish}. */
	private Map<String, Map<EClass, Integer>> published = Map.of();

	/** A subtree of class {@code eClass} in containment {@code feature} came to {@code nodes} nodes. */
	void seen(String feature, EClass eClass, int nodes) {
		var sums = seen.computeIfAbsent(feature, f -> new HashMap<>()).computeIfAbsent(eClass, c -> new long[2]);
		sums[0] += nodes;
		sums[1]++;
	}

	/** Takes the sizes seen so far into the order: called between size bounds. */
	void publish() {
		var means = new HashMap<String, Map<EClass, Integer>>();
		seen.forEach((feature, byClass) -> {
			var mean = new HashMap<EClass, Integer>();
			byClass.forEach((eClass, sums) -> mean.put(eClass, (int) Math.round((double) sums[0] / sums[1])));
			means.put(feature, mean);
		});
		published = means;
	}

	/**
	 * The cost of a candidate of class {@code eClass} in containment {@code feature}: the mean size its subtrees there
	 * came to, where the search has seen any; else the metamodel's {@code minimal} completion. Asked at every candidate
	 * of every hole: two lookups, nothing made.
	 */
	int cost(String feature, EClass eClass, int minimal) {
		var byClass = published.get(feature);
		Integer mean = byClass == null || eClass == null ? null : byClass.get(eClass);
		return mean == null ? minimal : Math.max(minimal, mean);
	}
}
