package cadmus.clp;

import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;

/**
 * How many nodes of a class (or a subclass) a program has, counting only those with an enclosing node of another
 * class where {@code inside} is given, and only those that come after a node of a third class where {@code after} is:
 * "contains a While" is at least 1, "contains no Break" at most 0, "a Function inside a NumericFor" at least 1 with
 * {@code inside}, "a Call after a NumericFor" (the closures a loop made, called once it is over) at least 1 with
 * {@code after}, "a Name bound by a NumericFor across a FunctionBody" (a loop variable a closure captures) with
 * {@code bound}, "a Method with getter" (an attribute's value: a flag, an enumeration's literal) with {@code with},
 * "a Binary typed integer" (the type the rules gave the node) with {@code typed}.
 *
 * @param what   the class counted
 * @param inside the class one of a counted node's ancestors must have; null for any node of {@code what}
 * @param via    where {@code inside} is given: the containment of that ancestor the counted node must be in (a call in
 *               a call's {@code target}, the one called, not among its arguments); null for any of them
 * @param around what the ancestor of class {@code inside} must be besides its class: its attributes' values and its
 *               type ({@code inside Comparison}, a feature of Binary nodes with one of some operators), and the node it
 *               must be inside in turn ({@code inside If inside While}); empty for any
 * @param after  the class of a node that must come before a counted node in a list that holds both, not around it
 *               (an earlier statement of its block or of an enclosing block, say, or an earlier argument); null for
 *               none
 * @param bound  what a counted node, a reference, must name: a binding of a node of a class, across a node of
 *               another; null for any node
 * @param with   the values a counted node's attributes must have; empty for any
 * @param typed  the name of the type the rules gave a counted node ({@link cadmus.api.types.TreeTypes#nameOf}), or of
 *               a base type it is a subtype of; null for any node
 * @param related how values of a counted node (its own or its children's) must compare; empty for any
 * @param min    the fewest it may have
 * @param max    the most it may have ({@link Integer#MAX_VALUE}: no limit)
 */
public record Occurs(EClass what, EClass inside, EReference via, Around around, EClass after, Bound bound,
		List<Valued> with, String typed, List<Relation> related, int min, int max) implements Constraint {

	/**
	 * What a node must be besides its class: the values its attributes must have, the type the rules gave it, and the
	 * node it must itself be inside. Asked of the enclosing node a feature of values or types names after
	 * {@code inside}, and of each enclosing node of a chain ({@code Break inside If inside While}: the If must be inside
	 * a While).
	 *
	 * @param with   the values its attributes must have; empty for any
	 * @param typed  the name of its type ({@link cadmus.api.types.TreeTypes#nameOf}) or of a base type it is a subtype
	 *               of; null for any
	 * @param within the node it must have as an ancestor in its turn; null for none
	 */
	public record Around(List<Valued> with, String typed, Enclosing within) {
		/** Any node of the class. */
		public static final Around ANY = new Around(List.of(), null, null);

		public Around {
			with = with == null ? List.of() : List.copyOf(with);
		}

		/** What a node must be, enclosed by any node. */
		public Around(List<Valued> with, String typed) {
			this(with, typed, null);
		}

		/** Whether it asks nothing beyond the class. */
		public boolean any() {
			return ownAny() && within == null;
		}

		/** Whether it asks nothing of the node's own values and type (whatever it asks of an enclosing node). */
		boolean ownAny() {
			return with.isEmpty() && typed == null;
		}

		/** The same, inside {@code outer} too: where it asks for an enclosing node already, that one is inside it. */
		Around within(Enclosing outer) {
			return new Around(with, typed, within == null ? outer : within.within(outer));
		}

		String describe() {
			return String.join("", with.stream().map(Valued::describe).toList()) + (typed == null ? "" : " typed " + typed)
					+ (within == null ? "" : within.describe());
		}
	}

	/**
	 * An enclosing node: its class, the containment of it the enclosed node is in, and what it must be besides.
	 *
	 * @param owner  its class
	 * @param via    the containment of it the enclosed node is in (a call in a call's {@code target}); null for any
	 * @param around what it must be besides its class: its values, its type, a node enclosing it in turn
	 */
	public record Enclosing(EClass owner, EReference via, Around around) {
		public Enclosing {
			around = around == null ? Around.ANY : around;
			if (owner == null) {
				throw new IllegalArgumentException("an enclosing node needs its class");
			}
			if (via != null && !via.getEContainingClass().isSuperTypeOf(owner)) {
				throw new IllegalArgumentException("a containment " + via.getName() + " needs the class that has it");
			}
		}

		/** The same, inside {@code outer} too. */
		Enclosing within(Enclosing outer) {
			return new Enclosing(owner, via, around.within(outer));
		}

		String describe() {
			return " inside " + owner.getName() + (via == null ? "" : "." + via.getName()) + around.describe();
		}
	}

	/**
	 * An attribute's value: true for a flag named alone, an enumeration's literal, any other value as its text, or a
	 * range its number or its text's length is in.
	 *
	 * @param value a Boolean, an {@link org.eclipse.emf.common.util.Enumerator}, a String compared with the value's
	 *              text, or a {@link ValueRange}
	 */
	public record Valued(EAttribute attribute, Object value) {
		boolean holds(org.eclipse.emf.ecore.EObject node) {
			return accepts(node.eGet(attribute));
		}

		/** Whether an attribute's value is the one asked for (in the range asked for). */
		boolean accepts(Object actual) {
			return value instanceof ValueRange range ? range.holds(actual) : Relation.same(value, actual);
		}

		/**
		 * The label of the generator's decision of this attribute's value ({@code Class.attribute}, the class that
		 * declares it), as the engine draws values the rules say nothing about.
		 */
		String label() {
			return attribute.getEContainingClass().getName() + "." + attribute.getName();
		}

		String describe() {
			return " with " + attribute.getName() + (Boolean.TRUE.equals(value) ? ""
					: value instanceof ValueRange range ? " " + range.describe() : " = " + value);
		}
	}

	/**
	 * The binding a reference names ({@link cadmus.api.GenerationRules#reference}): one that a node of class
	 * {@code binder} binds ({@link cadmus.api.GenerationRules#binders}), and, where {@code across} is given, named from
	 * inside a node of that class that does not also hold the binder: a loop variable read in a closure made in the
	 * loop, a function's local read in a function nested in it.
	 */
	public record Bound(EClass binder, EClass across) {
		public Bound {
			if (binder == null) {
				throw new IllegalArgumentException("a binding needs the class of its binder");
			}
		}

		String describe() {
			return " bound by " + binder.getName() + (across == null ? "" : " across " + across.getName());
		}
	}

	public Occurs {
		around = around == null ? Around.ANY : around;
		with = with == null ? List.of() : List.copyOf(with);
		related = related == null ? List.of() : List.copyOf(related);
		if (what == null) {
			throw new IllegalArgumentException("a count needs the class it counts");
		}
		if (via != null && (inside == null || !via.getEContainingClass().isSuperTypeOf(inside))) {
			throw new IllegalArgumentException("a containment " + via.getName() + " needs the class that has it");
		}
		if (inside == null && !around.any()) {
			throw new IllegalArgumentException("values or a type of an enclosing node need its class");
		}
		if (min < 0 || max < min) {
			throw new IllegalArgumentException("a count of " + what.getName() + " needs 0 <= min <= max, not " + min + ".."
					+ max);
		}
	}

	/** A count of nodes of {@code what} whose values may compare in any way. */
	public Occurs(EClass what, EClass inside, EReference via, Around around, EClass after, Bound bound,
			List<Valued> with, String typed, int min, int max) {
		this(what, inside, via, around, after, bound, with, typed, List.of(), min, max);
	}

	/** A count of nodes of {@code what}, inside a node of {@code inside} whatever its values and type. */
	public Occurs(EClass what, EClass inside, EReference via, EClass after, Bound bound, List<Valued> with,
			String typed, int min, int max) {
		this(what, inside, via, Around.ANY, after, bound, with, typed, min, max);
	}

	/** A count of nodes of {@code what} of any type. */
	public Occurs(EClass what, EClass inside, EReference via, EClass after, Bound bound, List<Valued> with, int min,
			int max) {
		this(what, inside, via, after, bound, with, null, min, max);
	}

	/** A count of nodes of {@code what}, in any of the containments of an enclosing node of {@code inside}. */
	public Occurs(EClass what, EClass inside, EClass after, Bound bound, List<Valued> with, int min, int max) {
		this(what, inside, null, after, bound, with, min, max);
	}

	/** A count of nodes of {@code what} (inside a node of {@code inside}, where it is not null) in any order. */
	public Occurs(EClass what, EClass inside, int min, int max) {
		this(what, inside, null, null, List.of(), min, max);
	}

	/** A count of nodes of {@code what}, inside and after nodes of the others where they are not null. */
	public Occurs(EClass what, EClass inside, EClass after, int min, int max) {
		this(what, inside, after, null, List.of(), min, max);
	}

	/** A count of nodes of {@code what}, inside and after nodes of the others, naming a binding of one. */
	public Occurs(EClass what, EClass inside, EClass after, Bound bound, int min, int max) {
		this(what, inside, after, bound, List.of(), min, max);
	}

	/** At least one node of {@code what}. */
	public static Occurs contains(EClass what) {
		return new Occurs(what, null, 1, Integer.MAX_VALUE);
	}

	/** No node of {@code what}. */
	public static Occurs excludes(EClass what) {
		return new Occurs(what, null, 0, 0);
	}

	/**
	 * The nodes a counted node must be inside, the nearest first: the one of class {@code inside}, then the one that
	 * must enclose it, and so on; empty where {@code inside} is null.
	 */
	public List<Enclosing> enclosings() {
		var chain = new java.util.ArrayList<Enclosing>();
		for (var at = inside == null ? null : new Enclosing(inside, via, around); at != null; at = at.around().within()) {
			chain.add(at);
		}
		return chain;
	}

	@Override
	public boolean holds(TreeFacts facts) {
		int count = facts.count(this);
		return count >= min && count <= max;
	}

	@Override
	public boolean forbids(EClass chosen) {
		// Only where no enclosing node is asked for: with one, the same class may well occur elsewhere.
		return max == 0 && inside == null && after == null && bound == null && with.isEmpty() && typed == null
				&& related.isEmpty() && what.isSuperTypeOf(chosen);
	}

	@Override
	public String describe() {
		return statement(counted(), min, max);
	}

	/** The statement that counts these nodes, as a target file says it: {@code contains}, {@code count} and so on. */
	static String statement(String counted, int min, int max) {
		if (max == 0) {
			return "not contains " + counted;
		}
		if (min == 1 && max == Integer.MAX_VALUE) {
			return "contains " + counted;
		}
		return "count " + counted + (max == Integer.MAX_VALUE ? " >= " + min : min == max ? " = " + min
				: " in " + min + ".." + max);
	}

	/** What is counted, as a target file says it. */
	private String counted() {
		return what.getName() + (inside == null ? "" : new Enclosing(inside, via, around).describe())
				+ (after == null ? "" : " after " + after.getName()) + (bound == null ? "" : bound.describe())
				+ new Around(with, typed).describe()
				+ String.join("", related.stream().map(Relation::describe).toList());
	}
}
