package cadmus.clp;

import org.eclipse.emf.ecore.EClass;

/**
 * How many nodes of a class (or a subclass) a program has, counting only those with an enclosing node of another
 * class where {@code inside} is given, and only those that come after a node of a third class where {@code after} is:
 * "contains a While" is at least 1, "contains no Break" at most 0, "a Function inside a NumericFor" at least 1 with
 * {@code inside}, "a Call after a NumericFor" (the closures a loop made, called once it is over) at least 1 with
 * {@code after}.
 *
 * @param what   the class counted
 * @param inside the class one of a counted node's ancestors must have; null for any node of {@code what}
 * @param after  the class of a node that must come before a counted node in a list that holds both, not around it
 *               (an earlier statement of its block or of an enclosing block, say, or an earlier argument); null for
 *               none
 * @param min    the fewest it may have
 * @param max    the most it may have ({@link Integer#MAX_VALUE}: no limit)
 */
public record Occurs(EClass what, EClass inside, EClass after, int min, int max) implements Constraint {

	public Occurs {
		if (what == null) {
			throw new IllegalArgumentException("a count needs the class it counts");
		}
		if (min < 0 || max < min) {
			throw new IllegalArgumentException("a count of " + what.getName() + " needs 0 <= min <= max, not " + min + ".."
					+ max);
		}
	}

	/** A count of nodes of {@code what} (inside a node of {@code inside}, where it is not null) in any order. */
	public Occurs(EClass what, EClass inside, int min, int max) {
		this(what, inside, null, min, max);
	}

	/** At least one node of {@code what}. */
	public static Occurs contains(EClass what) {
		return new Occurs(what, null, 1, Integer.MAX_VALUE);
	}

	/** No node of {@code what}. */
	public static Occurs excludes(EClass what) {
		return new Occurs(what, null, 0, 0);
	}

	@Override
	public boolean holds(TreeFacts facts) {
		int count = facts.count(what, inside, after);
		return count >= min && count <= max;
	}

	@Override
	public boolean forbids(EClass chosen) {
		// Only where no enclosing node is asked for: with one, the same class may well occur elsewhere.
		return max == 0 && inside == null && after == null && what.isSuperTypeOf(chosen);
	}

	@Override
	public String describe() {
		String counted = what.getName() + (inside == null ? "" : " inside " + inside.getName())
				+ (after == null ? "" : " after " + after.getName());
		if (max == 0) {
			return "not contains " + counted;
		}
		if (min == 1 && max == Integer.MAX_VALUE) {
			return "contains " + counted;
		}
		return "count " + counted + (max == Integer.MAX_VALUE ? " >= " + min : min == max ? " = " + min
				: " in " + min + ".." + max);
	}
}
