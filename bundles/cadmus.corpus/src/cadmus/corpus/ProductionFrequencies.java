package cadmus.corpus;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;

/**
 * How often each production occurs in a set of trees: a production is a class filling a feature of a parent class
 * ({@code Parent.feature → Child}). Two sets are compared production by production ({@link #distanceTo}), so the
 * measure says how far the generated programs' choices lie from the corpus's wherever a choice was made, not
 * merely how often each class occurs (which the engine's own needs, bindings declared and results printed,
 * dominate).
 */
public final class ProductionFrequencies {

	/** Parent.feature → child class → count. */
	private final Map<String, Map<String, Integer>> counts = new HashMap<>();
	private long total;

	/** Counts every production of a tree. */
	public void add(EObject tree) {
		for (var it = tree.eAllContents(); it.hasNext();) {
			EObject node = it.next();
			String context = node.eContainer().eClass().getName() + "." + node.eContainmentFeature().getName();
			counts.computeIfAbsent(context, k -> new HashMap<>()).merge(node.eClass().getName(), 1, Integer::sum);
			total++;
		}
	}

	/** Productions counted. */
	public long total() {
		return total;
	}

	/**
	 * The distance from these productions to {@code reference}'s, between 0 (the same distribution of children in
	 * every context) and 1: for each context of the reference, the total variation distance between the two
	 * distributions of its children, averaged with the weight of the context in the reference. A context these
	 * trees never have counts as 1.
	 */
	public double distanceTo(ProductionFrequencies reference) {
		if (reference.total == 0) {
			throw new IllegalArgumentException("no productions to compare with");
		}
		double distance = 0;
		for (var entry : reference.counts.entrySet()) {
			var theirs = entry.getValue();
			long theirTotal = theirs.values().stream().mapToLong(Integer::longValue).sum();
			var ours = counts.getOrDefault(entry.getKey(), Map.of());
			long ourTotal = ours.values().stream().mapToLong(Integer::longValue).sum();
			double tv = 1;
			if (ourTotal > 0) {
				var children = new java.util.HashSet<>(theirs.keySet());
				children.addAll(ours.keySet());
				double sum = 0;
				for (String child : children) {
					sum += Math.abs((double) theirs.getOrDefault(child, 0) / theirTotal
							- (double) ours.getOrDefault(child, 0) / ourTotal);
				}
				tv = sum / 2;
			}
			distance += tv * theirTotal / reference.total;
		}
		return distance;
	}
}
