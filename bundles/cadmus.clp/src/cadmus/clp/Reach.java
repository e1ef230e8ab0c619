package cadmus.clp;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * How near a node of each class is to holding a node of another, by the metamodel's containments: what the search
 * asks to know which class a hole could take leads soonest towards a node a target wants.
 */
final class Reach {

	private final List<EClass> concrete;

	Reach(EPackage ePackage) {
		concrete = ePackage.getEClassifiers().stream().filter(EClass.class::isInstance).map(EClass.class::cast)
				.filter(c -> !c.isAbstract() && !c.isInterface()).toList();
	}

	/** The concrete classes a containment of type {@code type} may hold. */
	private List<EClass> fillers(EClass type) {
		return fillers.computeIfAbsent(type, t -> concrete.stream().filter(t::isSuperTypeOf).toList());
	}

	/** Each containment type's fillers, worked out once. */
	private final Map<EClass, List<EClass>> fillers = new java.util.concurrent.ConcurrentHashMap<>();

	/**
	 * Per wanted class, each concrete class's distance to it ({@link #distance}), worked out once for every search
	 * that shares this (a campaign's programs, on several threads).
	 */
	private final Map<EClass, Map<EClass, Integer>> distances = new java.util.concurrent.ConcurrentHashMap<>();

	/**
	 * How many containment steps below a node of class {@code from} the nearest node of class {@code to} (or a
	 * subclass) can be: 0 when {@code from} is one, {@link Integer#MAX_VALUE} when none can be below it. A search
	 * takes the nearest first: every expression may hold a function somewhere, but a function expression holds one
	 * right away.
	 */
	int distance(EClass from, EClass to) {
		return distances.computeIfAbsent(to, this::distancesTo).getOrDefault(from, Integer.MAX_VALUE);
	}

	/**
	 * How many containment steps below a node the nearest node of class {@code to} can be through its containment
	 * {@code via}: one more than the nearest of the classes {@code via} may hold; {@link Integer#MAX_VALUE} when none
	 * leads there.
	 */
	int distance(EReference via, EClass to) {
		return through(via, distances.computeIfAbsent(to, this::distancesTo));
	}

	/**
	 * Whether a containment of {@code owner} that comes after the one named {@code filling} (in the metamodel's order,
	 * the grammar's, in which a node's children are made) holds nodes of class {@code to} only: a try's catch clause,
	 * while its block is being made. Not a containment of any expression, which may hold one but seldom does.
	 */
	boolean holdsLater(EClass owner, String filling, EClass to) {
		for (var type : laterTypes.computeIfAbsent(owner, o -> new java.util.concurrent.ConcurrentHashMap<>())
				.computeIfAbsent(filling, f -> typesAfter(owner, f))) {
			if (to.isSuperTypeOf(type)) {
				return true;
			}
		}
		return false;
	}

	/** The types of {@code owner}'s containments after the one named {@code filling}. */
	private static List<EClass> typesAfter(EClass owner, String filling) {
		var containments = owner.getEAllContainments();
		var types = new java.util.ArrayList<EClass>();
		for (int i = containments.size() - 1; i >= 0 && !containments.get(i).getName().equals(filling); i--) {
			types.add(containments.get(i).getEReferenceType());
		}
		return List.copyOf(types);
	}

	/**
	 * Per class, per containment being made, its later containments' types ({@link #holdsLater}, asked at every
	 * candidate of every hole while a want's enclosing node is steered to), worked out once.
	 */
	private final Map<EClass, Map<String, List<EClass>>> laterTypes = new java.util.concurrent.ConcurrentHashMap<>();

	/**
	 * One more than the nearest, by {@code below}'s distances, of the classes containment {@code via} may hold;
	 * {@link Integer#MAX_VALUE} when {@code below} has none of them.
	 */
	private int through(EReference via, Map<EClass, Integer> below) {
		int best = Integer.MAX_VALUE;
		for (var filler : fillers(via.getEReferenceType())) {
			Integer d = below.get(filler);
			if (d != null && d + 1 < best) {
				best = d + 1;
			}
		}
		return best;
	}

	/** Every concrete class's distance to {@code to}, by relaxing over the containments until nothing changes. */
	private Map<EClass, Integer> distancesTo(EClass to) {
		var result = new HashMap<EClass, Integer>();
		for (var c : concrete) {
			if (to.isSuperTypeOf(c)) {
				result.put(c, 0);
			}
		}
		for (boolean changed = true; changed;) {
			changed = false;
			for (var c : concrete) {
				int best = result.getOrDefault(c, Integer.MAX_VALUE);
				for (EReference containment : c.getEAllContainments()) {
					best = Math.min(best, through(containment, result));
				}
				if (best < result.getOrDefault(c, Integer.MAX_VALUE)) {
					result.put(c, best);
					changed = true;
				}
			}
		}
		return result;
	}
}
