package cadmus.clp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.generate.HoleTyping;

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
	/**
	 * Per want, per side (two a relation): the value drawn for it, a number (a {@link BigDecimal}) or, of a relation that
	 * is no numbers', the attribute's value; null where none is yet, or it has no number.
	 */
	private final Object[][] values;
	/**
	 * The base type of each class a side's last step asks for ({@code values[0]:StringLiteral}), as a hole's candidate of
	 * it showed: shared by the search's runs.
	 */
	private final Map<EClass, BaseType> classTypes;
	/** The classes a side's last step asks for: computed once, since {@link #noteType} asks it of every candidate. */
	private final Set<EClass> askedClasses = new HashSet<>();

	RelatedValues(List<Occurs> wants, Map<String, TreeSet<BigDecimal>> seen, Map<EClass, BaseType> classTypes) {
		this.wants = wants;
		this.seen = seen;
		this.classTypes = classTypes;
		node = new int[wants.size()];
		values = new Object[wants.size()][];
		for (int w = 0; w < wants.size(); w++) {
			values[w] = new Object[2 * wants.get(w).related().size()];
		}
		any = wants.stream().anyMatch(want -> !want.related().isEmpty());
		for (int w = 0; w < wants.size(); w++) {
			for (int k = 0; k < values[w].length; k++) {
				var path = side(w, k).path();
				if (!path.isEmpty()) {
					askedClasses.add(path.get(path.size() - 1).of());
				}
			}
		}
	}

	/** Node number {@code at} is the one want {@code w} compares values of (the last chosen of its class). */
	void chose(int w, int at) {
		if (values[w].length > 0) {
			node[w] = at;
			for (int k = 0; k < values[w].length; k++) {
				// A number written is known from the start; the rest are drawn.
				values[w][k] = side(w, k).constant();
			}
		}
	}

	/**
	 * Whether a node of class {@code candidate}, for the innermost of the open holes, would be on the way to a value a
	 * want compares that is not drawn yet: where a side's steps go through the hole, a class that has the containment of
	 * the next step; where they end at it, a class that has the attribute (a literal first).
	 */
	boolean readsFrom(OpenHoles open, EClass candidate) {
		if (!any || candidate == null) {
			return false;
		}
		for (int w = 0; w < wants.size(); w++) {
			int from = open.levelOf(node[w]);
			if (from < 0 || from == open.depth() - 1) {
				continue;
			}
			for (int k = 0; k < values[w].length; k++) {
				var side = side(w, k);
				int steps = open.depth() - 1 - from;
				if (values[w][k] == null && on(side.path(), open, from, false)
						&& side.path().get(steps - 1).admits(candidate)) {
					if (steps == side.path().size() ? side.readsFrom(candidate)
							: candidate.getEStructuralFeature(side.path().get(steps).containment()) instanceof EReference r
									&& r.isContainment()) {
						return true;
					}
				}
			}
		}
		return false;
	}

	/**
	 * The sides, by want, that the value of {@code attribute} being drawn for the innermost open hole's node is: its
	 * own, or the one the steps from the want's node reach.
	 */
	Map<Integer, Set<Integer>> sides(OpenHoles open, EAttribute attribute) {
		if (!any) {
			return Map.of();
		}
		Map<Integer, Set<Integer>> sides = new LinkedHashMap<>();
		for (int w = 0; w < wants.size(); w++) {
			int from = open.levelOf(node[w]);
			if (from < 0) {
				continue;
			}
			for (int k = 0; k < values[w].length; k++) {
				var side = side(w, k);
				if (values[w][k] == null && side.constant() == null && side.path().size() == open.depth() - 1 - from
						&& on(side.path(), open, from, true)
						&& side.attribute().equals(attribute.getName())) {
					sides.computeIfAbsent(w, x -> new LinkedHashSet<>()).add(k);
				}
			}
		}
		return sides;
	}

	/**
	 * A hole's candidate {@code index} is of class {@code candidate}: where a side's last step asks for that class, the
	 * base type its rule gives it (a string literal's), kept once for the search.
	 */
	void noteType(EClass candidate, HoleTyping hole, int index) {
		if (!any || hole == null || index < 0 || candidate == null || classTypes.containsKey(candidate)
				|| !askedClasses.contains(candidate)) {
			return;
		}
		var own = hole.candidate(index);
		if (own != null && hole.walk(own) instanceof BaseType base) {
			classTypes.put(candidate, base);
		}
	}

	/**
	 * How many sides not drawn yet, of the nodes whose values a want compares that are open, binding {@code index} of
	 * a reference would leave no room for, where it names a function: a side whose steps go down an element {@code i}
	 * of a list (a call's argument) to a class of a known base type, and whose way is not the reference's own (the
	 * callee), asks parameter {@code i} to take that type. The fewest first: a call with a string and a position gets a
	 * callee that takes a string and a number. The list's element {@code i} is taken as parameter {@code i}, as in every
	 * language's calls.
	 */
	int misses(OpenHoles open, HoleTyping bindings, int index) {
		if (!any) {
			return 0;
		}
		int misses = 0;
		Type type = null;
		for (int w = 0; w < wants.size(); w++) {
			int from = open.levelOf(node[w]);
			if (from < 0 || from == open.depth() - 1) {
				continue;
			}
			String via = open.feature(from + 1);
			for (int k = 0; k < values[w].length; k++) {
				var path = side(w, k).path();
				int position = lastElement(path);
				var asked = position < 0 ? null : classTypes.get(path.get(path.size() - 1).of());
				if (values[w][k] != null || asked == null || path.get(0).containment().equals(via)) {
					continue;
				}
				if (type == null) {
					type = bindings.walk(bindings.candidate(index));
				}
				if (!(type instanceof FunctionType function)) {
					return 0;
				}
				if (position >= function.parameters().size()
						|| !bindings.canSubtype(asked, function.parameters().get(position))) {
					misses++;
				}
			}
		}
		return misses;
	}

	/** The index of the last list element a path steps to; -1 where it steps to none. */
	private static int lastElement(List<Relation.Step> path) {
		for (int i = path.size() - 1; i >= 0; i--) {
			if (path.get(i).index() != Relation.Step.SINGLE) {
				return path.get(i).index();
			}
		}
		return -1;
	}

	/**
	 * Whether the open holes above level {@code from}, up to the innermost, go the way of the first of these steps (as
	 * many as there are holes, or all of them where there are more holes: none such), each of the class its step asks
	 * for where it took one (the innermost only where {@code innermostTook}).
	 */
	private static boolean on(List<Relation.Step> path, OpenHoles open, int from, boolean innermostTook) {
		int holes = open.depth() - 1 - from;
		if (holes > path.size()) {
			return false;
		}
		for (int i = 0; i < holes; i++) {
			int level = from + 1 + i;
			var step = path.get(i);
			if (!step.is(open.feature(level), open.index(level))
					|| (innermostTook || i < holes - 1) && !step.admits(open.classAt(level))) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Of the values a draw may give for these sides, those some want's relations leave room for, in their order (and
	 * all of them where the solver cannot say). Their numbers are kept as what such sides' draws give. A relation
	 * that is no numbers' (a text asked) keeps those it admits, before the solver's narrowing of the rest.
	 */
	List<Object> narrow(Map<Integer, Set<Integer>> sides, List<Object> candidates) {
		var allowed = new LinkedHashSet<Object>();
		for (var entry : sides.entrySet()) {
			int w = entry.getKey();
			var admitted = new ArrayList<Object>(candidates);
			var numeric = new LinkedHashSet<Integer>();
			for (int k : entry.getValue()) {
				var relation = wants.get(w).related().get(k / 2);
				if (relation.numeric()) {
					numeric.add(k);
				} else {
					admitted.removeIf(value -> !relation.admits(value));
				}
			}
			if (numeric.isEmpty()) {
				allowed.addAll(admitted);
				continue;
			}
			var first = side(w, numeric.iterator().next());
			var numbers = new ArrayList<BigDecimal>();
			var numbered = new ArrayList<Object>();
			for (var value : admitted) {
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
				domains.add(side(w, k).constant() != null ? null : seen.get(key(side(w, k))));
			}
			var known = new BigDecimal[values[w].length];
			for (int k = 0; k < known.length; k++) {
				known[k] = values[w][k] instanceof BigDecimal n ? n : null;
			}
			var narrowed = RelationSolver.narrow(wants.get(w).related(), known, domains, numeric, numbers);
			if (narrowed.isEmpty()) {
				allowed.addAll(admitted);
				continue;
			}
			for (int i = 0; i < numbers.size(); i++) {
				if (narrowed.get().contains(numbers.get(i))) {
					allowed.add(numbered.get(i));
				}
			}
		}
		return List.copyOf(allowed);
	}

	/** The value drawn for these sides: its number, or for a relation that is no numbers', itself. */
	void valued(Map<Integer, Set<Integer>> sides, Object value) {
		sides.forEach((w, ks) -> ks.forEach(k -> values[w][k] = !wants.get(w).related().get(k / 2).numeric() ? value
				: ValueRange.measured(value, side(w, k).length()).orElse(null)));
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
