package cadmus.clp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;

/**
 * One run's nodes whose values a want compares ({@code with start.value > limit.value}), the values drawn for their
 * sides so far, and what a value being drawn for a side may be: those that leave the node's relations room
 * ({@link RelationSolver}), the sides not drawn yet ranging over the values the draws of sides of the same attribute
 * gave in the search so far.
 */
final class RelatedValues {

	/** Values kept of each attribute's draws, for the sides not drawn yet: enough to say the range a draw has. */
	private static final int SEEN = 512;

	private final List<Occurs> wants;
	/** Whether any want compares values: where none does, every question here is answered at once (a hot path). */
	private final boolean any;
	/** Values the search's draws gave, by side ({@link #key}): shared by its runs. */
	private final Map<String, TreeSet<BigDecimal>> seen;
	/** Per want: the number of the node whose values it compares; 0 for none. */
	private final int[] node;
	/** Per want, per side (two a relation): the value drawn for it; null where none is yet, or it has no number. */
	private final BigDecimal[][] values;

	RelatedValues(List<Occurs> wants, Map<String, TreeSet<BigDecimal>> seen) {
		this.wants = wants;
		this.seen = seen;
		node = new int[wants.size()];
		values = new BigDecimal[wants.size()][];
		for (int w = 0; w < wants.size(); w++) {
			values[w] = new BigDecimal[2 * wants.get(w).related().size()];
		}
		any = wants.stream().anyMatch(want -> !want.related().isEmpty());
	}

	/** Node number {@code at} is the one want {@code w} compares values of (the last chosen of its class). */
	void chose(int w, int at) {
		if (values[w].length > 0) {
			node[w] = at;
			Arrays.fill(values[w], null);
		}
	}

	/**
	 * Whether a node of class {@code candidate}, in containment {@code feature} of node number {@code parent}, would
	 * have a value a want compares that is not drawn yet: where a side reads a child's literal, a literal first.
	 */
	boolean readsFrom(int parent, String feature, EClass candidate) {
		if (!any) {
			return false;
		}
		for (int w = 0; w < wants.size(); w++) {
			for (int k = 0; k < values[w].length; k++) {
				var side = side(w, k);
				if (node[w] == parent && node[w] > 0 && values[w][k] == null && side.via() != null
						&& side.via().getName().equals(feature) && side.readsFrom(candidate)) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The sides, by want, that the value of {@code attribute} being drawn for node number {@code holder} is: it in
	 * containment {@code feature} of node number {@code parent}.
	 */
	Map<Integer, Set<Integer>> sides(int holder, int parent, String feature, EAttribute attribute) {
		if (!any) {
			return Map.of();
		}
		Map<Integer, Set<Integer>> sides = new LinkedHashMap<>();
		for (int w = 0; w < wants.size(); w++) {
			for (int k = 0; k < values[w].length; k++) {
				var side = side(w, k);
				boolean here = side.via() == null ? holder == node[w]
						: parent == node[w] && side.via().getName().equals(feature);
				if (node[w] > 0 && here && values[w][k] == null && side.attribute().equals(attribute.getName())) {
					sides.computeIfAbsent(w, x -> new LinkedHashSet<>()).add(k);
				}
			}
		}
		return sides;
	}

	/**
	 * Of the values a draw may give for these sides, those some want's relations leave room for, in their order (and
	 * all of them where the solver cannot say). Their numbers are kept as what such sides' draws give.
	 */
	List<Object> narrow(Map<Integer, Set<Integer>> sides, List<Object> candidates) {
		var allowed = new LinkedHashSet<Object>();
		for (var entry : sides.entrySet()) {
			int w = entry.getKey();
			var first = side(w, entry.getValue().iterator().next());
			var numbers = new ArrayList<BigDecimal>();
			var numbered = new ArrayList<Object>();
			for (var value : candidates) {
				ValueRange.measured(value, first.length()).ifPresent(n -> {
					numbers.add(n);
					numbered.add(value);
				});
			}
			var kept = seen.computeIfAbsent(key(first), x -> new TreeSet<>());
			for (var n : numbers) {
				if (kept.size() < SEEN) {
					kept.add(n);
				}
			}
			var domains = new ArrayList<TreeSet<BigDecimal>>();
			for (int k = 0; k < values[w].length; k++) {
				domains.add(seen.get(key(side(w, k))));
			}
			var narrowed = RelationSolver.narrow(wants.get(w).related(), values[w], domains, entry.getValue(), numbers);
			if (narrowed.isEmpty()) {
				return candidates;
			}
			for (int i = 0; i < numbers.size(); i++) {
				if (narrowed.get().contains(numbers.get(i))) {
					allowed.add(numbered.get(i));
				}
			}
		}
		return List.copyOf(allowed);
	}

	/** The value drawn for these sides. */
	void valued(Map<Integer, Set<Integer>> sides, Object value) {
		sides.forEach((w, ks) -> ks.forEach(k -> values[w][k] = ValueRange.measured(value, side(w, k).length())
				.orElse(null)));
	}

	private Relation.Term side(int w, int k) {
		var relation = wants.get(w).related().get(k / 2);
		return k % 2 == 0 ? relation.left() : relation.right();
	}

	/** Sides of one attribute, its number or its text's length, draw the same values. */
	private static String key(Relation.Term side) {
		return side.attribute() + (side.length() ? " length" : "");
	}
}
