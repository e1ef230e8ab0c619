package cadmus.clp;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EClass;

/**
 * What a search learns of the choices type rules make themselves (a SELECT's DISTINCT, whether it is ordered, which
 * function a call names): for each outcome of each choice of a rule of a class the target asks something of, how much
 * of what it asks the rule's outcome gave, on average ({@link RuleTests#score}). Such a choice is a branching point
 * whose alternatives come in that order, the best first; those not tried yet keep their order, first where the
 * outcomes tried gave nothing the target asks of the node, or made a value it asks in more than one way but never as
 * asked, else among the rest as if they scored the average. Each rule's choices are credited with its node's score,
 * since which of them gave it is not known: over the search's runs, those that do not matter average out. Where the
 * target relates values below the node ({@code Call with target:Member.name = charAt}), the node's score waits for the
 * end of the run and counts whether each relation held in its subtree: a choice of the rule may decide what the rules
 * below can make (a call's number of arguments, which methods its member can name). Shared by a
 * search's runs; the order holds what was learned up to the size bound under way, so that paths of one bound meet the
 * same alternatives in the same order.
 */
final class RuleChoices {

	/**
	 * A rule's choice, by the class of its node, the choice's label and how many outcomes it has: an index's meaning
	 * depends on the list it indexes (which function a call names, among the aggregates or among all functions).
	 */
	private record Key(EClass of, String label, int outcomes) {
	}

	/**
	 * What a choice's outcomes gave: per outcome, the sum of the scores its rules came to, and how many; and over all
	 * its outcomes tried, which of the target's tests any of their rules passed, the first thing decided for each test
	 * and which tests they decided differently from that (the choice, or another, moves them).
	 */
	private record Learned(Map<Long, double[]> outcomes, BitSet passed, Map<Integer, Object> first, BitSet varied) {

		Learned() {
			this(new HashMap<>(), new BitSet(), new HashMap<>(), new BitSet());
		}

		Learned copy() {
			var each = new HashMap<Long, double[]>();
			outcomes.forEach((outcome, s) -> each.put(outcome, s.clone()));
			return new Learned(each, (BitSet) passed.clone(), new HashMap<>(first), (BitSet) varied.clone());
		}

		void add(long outcome, RuleTests.Scored scored) {
			var s = outcomes.computeIfAbsent(outcome, o -> new double[2]);
			s[0] += scored.share();
			s[1]++;
			passed.or(scored.passed());
			scored.decided().forEach((test, value) -> {
				if (!java.util.Objects.equals(first.computeIfAbsent(test, t -> value), value)) {
					varied.set(test);
				}
			});
		}

		/** Whether no outcome tried gave anything the target asks of the node. */
		boolean gaveNothing() {
			return passed.isEmpty();
		}

		/**
		 * Whether a test was decided differently by the rules of the outcomes tried but passed by none of them: what
		 * the test asks is among what the rule makes (a call's function: COUNT and MIN made, SUM asked).
		 */
		boolean missesAMovedTest() {
			var missed = (BitSet) varied.clone();
			missed.andNot(passed);
			return !missed.isEmpty();
		}
	}

	private final RuleTests tests;
	/** Per choice: what its outcomes gave. */
	private final Map<Key, Learned> live = new HashMap<>();
	/** The same, as of the start of the bound under way: what the order reads. */
	private Map<Key, Learned> published = Map.of();

	RuleChoices(RuleTests tests) {
		this.tests = tests;
	}

	/** Whether the choices of rules of class {@code c} are steered: the target asks something of such nodes. */
	boolean steers(EClass c) {
		return tests.asks(c);
	}

	/**
	 * The alternatives of a rule's choice, in the order to take them: the best scored first, those not tried yet in
	 * their given order (first of all where the outcomes tried gave nothing asked, or moved a value asked but never
	 * to what is asked).
	 */
	List<Long> order(EClass of, String label, List<Long> alternatives) {
		var learned = published.get(new Key(of, label, alternatives.size()));
		if (learned == null) {
			return alternatives;
		}
		var scores = learned.outcomes();
		double sum = 0;
		for (var s : scores.values()) {
			sum += s[0] / s[1];
		}
		// Where the outcomes tried gave nothing the target asks of the node, or made a value it asks in more than one
		// way but never as asked, those not tried yet come first: the search goes depth first and varies an early
		// choice last, so an outcome left behind the tried ones would wait for every path below them (a call's function
		// among the aggregates: COUNT made 1,605 times in 3,000 runs, SUM never; and once MIN over a CAST gave the
		// argument asked, SUM still never). Otherwise they rank as the average of those tried. (First wherever some
		// test was passed by none lost other targets: a DISTINCT query's LIMIT and OFFSET, which never move DISTINCT,
		// were taken through all their outcomes while DISTINCT waited, as was first until one had given all.)
		double untried = learned.gaveNothing() || learned.missesAMovedTest() ? 1 : sum / scores.size();
		var ordered = new ArrayList<>(alternatives);
		ordered.sort(java.util.Comparator.comparingDouble(a -> {
			var s = scores.get(a);
			return -(s == null ? untried : s[0] / s[1]);
		}));
		return ordered;
	}

	/** The values {@code lo} to {@code hi}, {@code drawn} first, then the others from the lowest. */
	static List<Long> range(long lo, long hi, long drawn) {
		var alternatives = new ArrayList<Long>();
		alternatives.add(drawn);
		for (long v = lo; v <= hi; v++) {
			if (v != drawn) {
				alternatives.add(v);
			}
		}
		return alternatives;
	}

	/**
	 * The outcomes of a weighted choice a recording can name ({@link cadmus.generate.TreeDecisions#recordable}),
	 * {@code drawn} first, then the heavier.
	 */
	static List<Long> weighted(double[] weights, int drawn) {
		var others = new ArrayList<Integer>();
		for (int i = 0; i < weights.length; i++) {
			if (i != drawn && cadmus.generate.TreeDecisions.recordable(weights, i)) {
				others.add(i);
			}
		}
		others.sort(java.util.Comparator.comparingDouble(i -> -weights[i]));
		var alternatives = new ArrayList<Long>();
		alternatives.add((long) drawn);
		others.forEach(i -> alternatives.add((long) i));
		return alternatives;
	}

	/** The search moves to another size bound: what was learned so far orders its choices. */
	void nextBound() {
		var copy = new HashMap<Key, Learned>();
		live.forEach((key, learned) -> copy.put(key, learned.copy()));
		published = copy;
	}

	/** Each of a rule's choices is credited with what the rule's node gave. */
	private void credit(EClass of, List<String> labels, List<Long> outcomes, List<Integer> counts,
			RuleTests.Scored scored) {
		if (scored.counted().isEmpty()) {
			return;
		}
		for (int i = 0; i < labels.size(); i++) {
			live.computeIfAbsent(new Key(of, labels.get(i), counts.get(i)), k -> new Learned()).add(outcomes.get(i),
					scored);
		}
	}

	/** A rule's choices that wait for the end of the run, where the subtree of its node is known. */
	private record Waiting(EClass of, org.eclipse.emf.ecore.EObject node, List<String> labels, List<Long> outcomes,
			List<Integer> counts, RuleTests.Scored scored) {
	}

	/**
	 * The choices of one rule of a run, credited together once it has run, or once the run has ended where the target
	 * asks a relation of its node.
	 */
	final class Window {
		private final List<Waiting> waiting = new ArrayList<>();
		private EClass of;
		private final List<String> labels = new ArrayList<>();
		private final List<Long> outcomes = new ArrayList<>();
		private final List<Integer> counts = new ArrayList<>();

		/** A rule of a node of class {@code c} is about to run: its choices are steered where {@link #steers} says. */
		void open(EClass c) {
			of = steers(c) ? c : null;
			labels.clear();
			outcomes.clear();
			counts.clear();
		}

		/** Whether a rule whose choices are steered is running. */
		boolean isOpen() {
			return of != null;
		}

		EClass of() {
			return of;
		}

		/** The running rule chose {@code outcome}, of {@code alternatives}, at its choice {@code label}. */
		void decided(String label, int alternatives, long outcome) {
			labels.add(label);
			outcomes.add(outcome);
			counts.add(alternatives);
		}

		/**
		 * The rule has run, with this outcome: its choices are credited with the share of what the target asks it gave;
		 * where the target asks a relation of the node, once the run ends ({@link #settle}), with the relations too.
		 */
		void close(cadmus.generate.RuleOutcome outcome) {
			var scored = of == null ? null : tests.score(of, outcome);
			if (scored != null && tests.relatesBelow(of)) {
				waiting.add(new Waiting(of, outcome.node(), List.copyOf(labels), List.copyOf(outcomes),
						List.copyOf(counts), scored));
			} else if (scored != null) {
				credit(of, labels, outcomes, counts, scored);
			}
			of = null;
		}

		/**
		 * The run has ended, with this tree (null where it was cut short): the rules waiting for their nodes' subtrees
		 * are credited, with the relations where the node is in the tree, else with what the rule fixed alone. (A node
		 * the builder undid, credited as one whose relations did not hold, let JavaScript's call of indexOf with an
		 * empty string be found under 30 nodes with every seed tried, but lost SQL's DISTINCT query with an OFFSET after
		 * an INSERT with seed 0, found in 167 runs before, in 19,405: a rule's outcomes that are sometimes undone are
		 * not worse for it.)
		 */
		void settle(org.eclipse.emf.ecore.EObject tree) {
			for (var w : waiting) {
				boolean made = tree != null && org.eclipse.emf.ecore.util.EcoreUtil.isAncestor(tree, w.node());
				credit(w.of(), w.labels(), w.outcomes(), w.counts(),
						made ? tests.scoreBelow(w.of(), w.node(), w.scored()) : w.scored());
			}
			waiting.clear();
		}

		/** The rule under way ended otherwise (refused, or a hole opened): its choices are not credited. */
		void abandon() {
			of = null;
		}
	}
}
