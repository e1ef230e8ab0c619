package cadmus.clp;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.generate.RuleOutcome;

/**
 * What a target asks of nodes of a class that a type rule may decide itself, and how much of it a rule's outcome
 * gives ({@link #score}): the values of attributes it sets ({@code Select with distinct}, or a text asked of a node
 * below another: {@code Call with target:Member.name = indexOf}), a child where a relation's side steps down to one
 * ({@code with groupBy[0]:ColumnRef...}: at least one GROUP BY key), a child on the nearest way to a node asked for
 * inside it ({@code OrderItem inside DistinctSelect}: an ORDER BY). Only what the rule fixed counts: what it leaves to
 * the engine is steered elsewhere. A relation asked of the node counts too, once the node's subtree is made: whether
 * it holds there ({@link #scoreBelow}).
 */
final class RuleTests {

	/** An attribute's value asked of nodes of {@code owner}. */
	private record ValueTest(EClass owner, Occurs.Valued valued) {
	}

	/** At least {@code min} children of the containment named {@code containment} asked of nodes of {@code owner}. */
	private record ChildTest(EClass owner, String containment, int min) {
	}

	/** A node of class {@code inner} asked for inside nodes of {@code owner} (in {@code via} where given). */
	private record InnerTest(EClass owner, EReference via, EClass inner) {
	}

	/**
	 * A relation asked of nodes of {@code owner}: whether it holds is known only once the node's subtree is made
	 * ({@link #scoreBelow}).
	 */
	private record RelationTest(EClass owner, Relation relation) {

		/** What the node's subtree gave its two sides: each side's value as read, or the value written. */
		List<Object> sides(org.eclipse.emf.ecore.EObject node) {
			return java.util.Arrays.asList(side(relation.left(), node), side(relation.right(), node));
		}

		private static Object side(Relation.Term term, org.eclipse.emf.ecore.EObject node) {
			return term.constant() != null ? term.constant() : term.read(node).orElse(null);
		}
	}

	private final List<ValueTest> values = new ArrayList<>();
	private final List<ChildTest> children = new ArrayList<>();
	private final List<InnerTest> inners = new ArrayList<>();
	private final List<RelationTest> relations = new ArrayList<>();
	private final Reach reach;
	/** Whether anything is asked of each class's nodes, worked out once per class. */
	private final Map<EClass, Boolean> asked = new HashMap<>();

	RuleTests(Target target, Reach reach) {
		this.reach = reach;
		for (var group : target.wants()) {
			for (var want : group) {
				want.with().forEach(v -> values.add(new ValueTest(want.what(), v)));
				for (var relation : want.related()) {
					relations.add(new RelationTest(want.what(), relation));
					// A text, flag or enumeration's value asked below the node: of the class the last step asks for, or
					// of any that has the attribute (the rule of every such node is steered to it).
					var steps = relation.attributeSide().path();
					var of = steps.isEmpty() ? null : steps.get(steps.size() - 1).of();
					relation.asked(want.what()).forEach(v -> values.add(new ValueTest(of != null ? of
							: v.attribute().getEContainingClass(), v)));
					for (var side : List.of(relation.left(), relation.right())) {
						if (!side.path().isEmpty()) {
							var first = side.path().get(0);
							children.add(new ChildTest(want.what(), first.containment(),
									first.index() == Relation.Step.SINGLE ? 1 : first.index() + 1));
						}
					}
				}
				EClass inner = want.what();
				for (var enclosing : want.enclosings()) {
					enclosing.around().with().forEach(v -> values.add(new ValueTest(enclosing.owner(), v)));
					if (!enclosing.around().ownAny()) {
						// Only an enclosing node the target asks values of: any other is steered to as a class.
						inners.add(new InnerTest(enclosing.owner(), enclosing.via(), inner));
					}
					inner = enclosing.owner();
				}
			}
		}
	}

	/**
	 * Whether the target asks a relation of nodes of class {@code c}: what their rules chose is scored once their
	 * subtrees are made ({@link #scoreBelow}), since a choice of the rule may decide what the rules below it can make
	 * (a call's number of arguments, which methods its member may name).
	 */
	boolean relatesBelow(EClass c) {
		return c != null && relations.stream().anyMatch(t -> t.owner().isSuperTypeOf(c));
	}

	/** Whether the target asks anything of nodes of class {@code c} that their rule may decide. */
	boolean asks(EClass c) {
		return c != null && asked.computeIfAbsent(c, k -> values.stream().anyMatch(t -> t.owner().isSuperTypeOf(k))
				|| children.stream().anyMatch(t -> t.owner().isSuperTypeOf(k))
				|| inners.stream().anyMatch(t -> t.owner().isSuperTypeOf(k)) || relatesBelow(k));
	}

	/**
	 * What a rule's outcome gave of what the target asks of its node: which tests it decided ({@code counted}), which
	 * of those it passed, and what it decided for each (an attribute's value, a child count), each test by its index
	 * among the target's.
	 */
	record Scored(BitSet counted, BitSet passed, Map<Integer, Object> decided) {

		/** The share of the tests decided that passed; NaN where the rule decided none. */
		double share() {
			return counted.isEmpty() ? Double.NaN : (double) passed.cardinality() / counted.cardinality();
		}
	}

	/** What the rule's outcome for a node of class {@code c} gave of what the target asks of it, of what it decided. */
	Scored score(EClass c, RuleOutcome outcome) {
		var counted = new BitSet();
		var passed = new BitSet();
		var decided = new HashMap<Integer, Object>();
		int index = 0;
		for (var test : values) {
			var attribute = test.valued().attribute();
			if (test.owner().isSuperTypeOf(c) && attribute.getEContainingClass().isSuperTypeOf(c)
					&& outcome.fixes(attribute)) {
				counted.set(index);
				passed.set(index, test.valued().accepts(outcome.attribute(attribute)));
				decided.put(index, outcome.attribute(attribute));
			}
			index++;
		}
		for (var test : children) {
			EStructuralFeature f = test.owner().isSuperTypeOf(c) ? c.getEStructuralFeature(test.containment()) : null;
			if (f != null && outcome.fixedCount(f) >= 0) {
				counted.set(index);
				passed.set(index, outcome.fixedCount(f) >= test.min());
				decided.put(index, outcome.fixedCount(f));
			}
			index++;
		}
		for (var test : inners) {
			if (test.owner().isSuperTypeOf(c)) {
				int given = given(c, test, outcome);
				if (given >= 0) {
					counted.set(index);
					passed.set(index, given == 1);
					decided.put(index, given);
				}
			}
			index++;
		}
		return new Scored(counted, passed, decided);
	}

	/**
	 * What a rule's outcome gave, {@code own} ({@link #score}), with the relations the target asks of its node, now
	 * that the node's subtree is made: each is decided by what its sides read there, and passed where it holds.
	 */
	Scored scoreBelow(EClass c, org.eclipse.emf.ecore.EObject node, Scored own) {
		var counted = (BitSet) own.counted().clone();
		var passed = (BitSet) own.passed().clone();
		var decided = new HashMap<>(own.decided());
		int index = values.size() + children.size() + inners.size();
		for (var test : relations) {
			if (test.owner().isSuperTypeOf(c)) {
				counted.set(index);
				passed.set(index, test.relation().holds(node));
				decided.put(index, test.sides(node));
			}
			index++;
		}
		return new Scored(counted, passed, decided);
	}

	/**
	 * Whether the rule asked for a child in a containment on the nearest way from a node of class {@code c} to the
	 * inner node a test asks for (1), or for none in any of them (0); -1 where it fixed none of their counts.
	 */
	private int given(EClass c, InnerTest test, RuleOutcome outcome) {
		var nearest = new ArrayList<EReference>();
		int best = Integer.MAX_VALUE;
		for (var containment : c.getEAllContainments()) {
			if (test.via() != null && !test.via().getName().equals(containment.getName())) {
				continue;
			}
			int d = reach.distance(containment, test.inner());
			if (d < best) {
				best = d;
				nearest.clear();
			}
			if (d == best && d != Integer.MAX_VALUE) {
				nearest.add(containment);
			}
		}
		int given = -1;
		for (var containment : nearest) {
			int count = outcome.fixedCount(containment);
			if (count > 0) {
				return 1;
			}
			if (count == 0) {
				given = 0;
			}
		}
		return given;
	}
}
