package cadmus.clp;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;

/**
 * What a target wants that a program under construction does not have yet, and which classes lead to it soonest: a
 * hole takes first the candidate class nearest to a node an unmet "at least" count asks for (inside the class it
 * names, where it names one; to the class it must come after first, or to the binder of the binding it must name
 * and then to the class it must name it across, where it names them; a count of a feature, the nearest of its kinds).
 * The counts follow the classes chosen (and, for a want of values, the values drawn: {@link Progress#valued}), so a
 * want once met stops steering, and the program stays small. A want of a type ({@code typed text}) counts a node of
 * that type: one whose type is still open (a CASE, of whatever its branches are) counts once it is bound to it, and
 * until then the holes of that type take first the candidates of the type wanted ({@link Progress#typeRank}), so that
 * its first branch is a string, and a rule's choice of it takes that type first ({@link Progress#typeOrder}); a
 * candidate of the class that cannot have the type does not count. A heuristic for the order of a search's
 * alternatives only: whether a program satisfies the target is checked on its finished tree.
 */
final class Guide {

	/**
	 * Open holes of a class beyond which a candidate of the same class is no longer steered to: the metamodel's
	 * containments say an expression leads to a function through any operator's operand, but the rules' types may
	 * allow none there, and steering would nest the operator until the size bound ends it.
	 */
	static final int RECURSION = 2;
	/** How the generator's label of a hole's class choice ends: {@code Class.feature.class}. */
	private static final String HOLE = ".class";

	/** Every kind of node an "at least" count counts: a count of several kinds ({@link AnyOf}) has one each. */
	private final List<Occurs> wants = new ArrayList<>();
	/** Each kind's count, by its index in {@code wants}: the counts' indices. */
	private final int[] countOf;
	/**
	 * Each want's enclosing nodes ({@link Occurs#enclosings}), the nearest first: {@code Break inside If inside While}
	 * has two, steered to from the outermost in.
	 */
	private final List<List<Occurs.Enclosing>> enclosings = new ArrayList<>();
	/**
	 * Each want's first slot among the enclosing nodes of all wants ({@link EnclosingChecks} keeps one per enclosing
	 * node of each want); the last is their number.
	 */
	private final int[] firstSlot;
	/** Each count's fewest nodes. */
	private final int[] mins;
	private final Reach reach;
	/** Each hole label's containment, worked out once for all the search's runs. */
	private final java.util.Map<String, String> containments = new java.util.HashMap<>();
	/** The flags the target asks a value of, by the label of their decision: the value asked for. */
	private final java.util.Map<String, Boolean> wantedFlags;
	/**
	 * The containments the target asks for nodes inside ({@code inside Try.finally}), whose presence a rule may decide:
	 * each with the classes whose nodes it is asked of.
	 */
	private final java.util.Map<EReference, List<EClass>> wantedContainments = new java.util.HashMap<>();

	/** The values the search's draws of each side of a relation gave ({@link RelatedValues}): shared by its runs. */
	private final java.util.Map<String, java.util.TreeSet<java.math.BigDecimal>> seenValues = new java.util.HashMap<>();
	/** The base types of the classes relations' sides ask for ({@link RelatedValues#noteType}): shared by its runs. */
	private final java.util.Map<EClass, cadmus.api.types.BaseType> classTypes = new java.util.HashMap<>();
	/** The sizes the search's subtrees came to, by containment and class: the order's costs. Shared by its runs. */
	private final SubtreeSizes sizes = new SubtreeSizes();

	Guide(Target target, Reach reach) {
		this.reach = reach;
		wantedFlags = target.wantedFlags();
		for (var enclosing : target.wantedContainments()) {
			wantedContainments.computeIfAbsent(enclosing.via(), via -> new ArrayList<>()).add(enclosing.owner());
		}
		var groups = target.wants();
		mins = new int[groups.size()];
		var counts = new ArrayList<Integer>();
		for (int g = 0; g < groups.size(); g++) {
			mins[g] = groups.get(g).get(0).min();
			for (var kind : groups.get(g)) {
				wants.add(kind);
				counts.add(g);
			}
		}
		countOf = counts.stream().mapToInt(Integer::intValue).toArray();
		firstSlot = new int[wants.size() + 1];
		for (int w = 0; w < wants.size(); w++) {
			enclosings.add(wants.get(w).enclosings());
			firstSlot[w + 1] = firstSlot[w] + enclosings.get(w).size();
		}
	}

	/** One run's progress towards the wants: the classes of the open holes, and how many of each want it has. */
	final class Progress {
		private final OpenHoles open = new OpenHoles();
		/** How many nodes of each count's kinds were chosen. */
		private final int[] counts = new int[mins.length];
		/** Per want that names a class to come after: whether a node of that class was chosen yet. */
		private final boolean[] afterSeen = new boolean[wants.size()];
		/** Per want that names a binding: whether a node of its binder's class was chosen yet. */
		private final boolean[] binderSeen = new boolean[wants.size()];
		/**
		 * Per want that asks values of its node ({@code with value >= 50}): the node chosen last that it would count
		 * once its values are drawn ({@link #valued}); -1 for none.
		 */
		private final int[] pending = new int[wants.size()];
		/**
		 * Per enclosing node of a want that asks values or a type of it ({@code inside Comparison}): which nodes of its
		 * class have them.
		 */
		private final EnclosingChecks enclosing = new EnclosingChecks(firstSlot[wants.size()]);
		/** Per count: the node that counted towards it last, so that a node counts once. */
		private final int[] countedNode = new int[mins.length];
		/** Nodes chosen so far in the run: the number of the node chosen last. */
		private int node;
		/** The types at the hole whose class is chosen next, where the builder told them; else null. */
		private cadmus.generate.HoleTyping hole;
		/**
		 * Per want of a type ({@code typed text}): the node chosen whose type was open, which it counts once that type
		 * is bound to the one asked for (a CASE is of whatever type its branches give it). While it is open, the holes
		 * of that type take first the candidates of the type wanted, and a choice of it the type wanted.
		 */
		private final TypeWaits typeWaits = new TypeWaits(wants.size());
		/** The nodes whose values a want compares, and their values drawn so far. */
		private final RelatedValues related = new RelatedValues(wants, seenValues, classTypes);

		Progress() {
			java.util.Arrays.fill(pending, -1);
			java.util.Arrays.fill(countedNode, -1);
		}

		/**
		 * The types at the hole whose class is chosen next. A node whose type was open, that a want of a type would
		 * count, counts now if it has become that type.
		 */
		void typing(cadmus.generate.HoleTyping typing) {
			hole = typing;
			typeWaits.settle(typing, wants, node, this::count);
		}

		void opened() {
			open.opened();
		}

		void closed() {
			EClass filled = open.innermost();
			int first = open.innermostNode();
			String feature = open.innermostFeature();
			open.closed();
			if (filled != null && first > 0) {
				sizes.seen(feature, filled, node - first + 1);
			}
		}

		/**
		 * Candidate {@code index} of the open hole is of class {@code candidate}: its type is noted where a relation's
		 * side asks for that class.
		 */
		void noteType(EClass candidate, int index) {
			related.noteType(candidate, hole, index);
		}

		/**
		 * Where binding {@code index} of a reference would be a callee of the node a want compares values below: how
		 * many of the classes the want asks of the arguments its parameters cannot take ({@link RelatedValues#misses}).
		 */
		int bindingRank(cadmus.generate.HoleTyping bindings, int index) {
			return related.misses(open, bindings, index);
		}

		/**
		 * The order's cost of a candidate of class {@code candidate} for the open hole: what its subtrees there came to
		 * in the search's runs so far, where it has seen any; else the metamodel's {@code minimal} completion.
		 */
		int cost(EClass candidate, int minimal) {
			return sizes.cost(open.innermostFeature(), candidate, minimal);
		}

		/** The open hole's label ({@code Class.feature.class}, the generator's): the containment it fills. */
		void hole(String label) {
			open.fills(containments.computeIfAbsent(label, Guide::containment));
		}

		/** The open hole takes {@code chosen}, its candidate {@code index}. */
		void chose(EClass chosen, int index) {
			if (open.isEmpty() || chosen == null) {
				return;
			}
			node++;
			open.took(chosen, node);
			for (int w = 0; w < wants.size(); w++) {
				var want = wants.get(w);
				pending[w] = -1;
				for (int level = 0; level < enclosings.get(w).size(); level++) {
					var around = enclosings.get(w).get(level);
					int slot = firstSlot[w] + level;
					enclosing.clear(slot);
					if (!around.around().ownAny() && around.owner().isSuperTypeOf(chosen)) {
						var typed = around.around().typed();
						enclosing.chose(slot, node, around.around(), typed == null || hole == null
								|| TypeFit.ofCandidate(hole, index, typed) != TypeFit.NOT);
					}
				}
				// Which binding a reference names is decided after its class: a reference where the binding can be
				// counts, and the finished tree says whether it names it.
				if (want.what().isSuperTypeOf(chosen) && enclosed(w, -1) == enclosings.get(w).size()
						&& (want.after() == null || afterSeen[w] && !open.enclosedBy(want.after(), 1))
						&& (want.bound() == null || binderSeen[w] && acrossOpen(want.bound()))) {
					// A want of values counts the node once they are drawn and pass: two wants of one class, with
					// other values (a comparison and an arithmetic operator), ask for two nodes. A want of a type, once
					// its node has the type: now, or when the open variable it has is bound (its values then go
					// unchecked here; the finished tree says). A want that compares values counts its node now: the
					// values drawn for it are narrowed to those that compare so, and the finished tree says.
					related.chose(w, node);
					var fit = typeFit(want, index);
					if (fit == TypeFit.MAY) {
						typeWaits.wait(w, node, TypeFit.shared(hole));
					} else if (fit == TypeFit.IS && asksValues(want)) {
						pending[w] = node;
					} else if (fit == TypeFit.IS) {
						count(w);
					}
				}
				if (want.after() != null && want.after().isSuperTypeOf(chosen)) {
					afterSeen[w] = true;
				}
				if (want.bound() != null && want.bound().binder().isSuperTypeOf(chosen)) {
					binderSeen[w] = true;
				}
			}
		}

		/** The node chosen last counts towards the count of want {@code w}, unless it did already. */
		private void count(int w) {
			count(w, node);
		}

		/** Node number {@code at} counts towards the count of want {@code w}, unless it did already. */
		private void count(int w, int at) {
			if (countedNode[countOf[w]] != at) {
				countedNode[countOf[w]] = at;
				counts[countOf[w]]++;
			}
		}

		/**
		 * How candidate {@code index} of the hole stands to the type want {@code want} asks for: {@link TypeFit#IS} where
		 * it asks none or the builder told no types.
		 */
		private TypeFit typeFit(Occurs want, int index) {
			return want.typed() == null || hole == null || index < 0 ? TypeFit.IS
					: TypeFit.ofCandidate(hole, index, want.typed());
		}

		/**
		 * Where a rule settles the open type of a node an unmet want of a type waits on: the indices of {@code choices},
		 * those of the type wanted first, each in its order; null elsewhere.
		 */
		int[] typeOrder(List<? extends cadmus.api.types.Type> choices, cadmus.api.types.Type of,
				java.util.function.UnaryOperator<cadmus.api.types.Type> walk) {
			if (hole == null || of == null) {
				return null;
			}
			for (int w = 0; w < wants.size(); w++) {
				if (counts[countOf[w]] < mins[countOf[w]] && typeWaits.waitsOn(w, of, walk, node)) {
					String typed = wants.get(w).typed();
					var first = new ArrayList<Integer>();
					var rest = new ArrayList<Integer>();
					for (int i = 0; i < choices.size(); i++) {
						(TypeFit.of(hole, choices.get(i), typed) == TypeFit.IS ? first : rest).add(i);
					}
					first.addAll(rest);
					return first.stream().mapToInt(Integer::intValue).toArray();
				}
			}
			return null;
		}

		/**
		 * Where the hole's type is the open type of a node an unmet want of a type waits on: 0 for a candidate of that
		 * type, 1 for one that may become it, 2 for one that cannot be it; 0 for every candidate elsewhere.
		 */
		int typeRank(int index) {
			if (hole == null || hole.wanted() == null) {
				return 0;
			}
			var here = hole.walk(hole.wanted());
			for (int w = 0; w < wants.size(); w++) {
				var waited = typeWaits.term(w);
				if (waited != null && counts[countOf[w]] < mins[countOf[w]] && hole.walk(waited) == here) {
					return TypeFit.ofCandidate(hole, index, wants.get(w).typed()).ordinal();
				}
			}
			return 0;
		}

		/**
		 * The tests of an attribute of the node chosen last (of class {@code owner}) that the unmet wants it may count
		 * towards ask for, one list for each such want; empty where none asks.
		 */
		List<List<Occurs.Valued>> valueWants(EClass owner, org.eclipse.emf.ecore.EAttribute attribute) {
			var tests = new ArrayList<List<Occurs.Valued>>();
			for (int w = 0; w < wants.size(); w++) {
				if (counts[countOf[w]] >= mins[countOf[w]]) {
					continue;
				}
				var want = wants.get(w);
				var own = pending[w] == node && want.what().isSuperTypeOf(owner) ? testsOf(want.with(), attribute)
						: List.<Occurs.Valued>of();
				if (!own.isEmpty()) {
					tests.add(own);
				}
				// The enclosing nodes' values a want inside a feature of values asks (an operator of a comparison).
				for (int level = 0; level < enclosings.get(w).size(); level++) {
					var around = enclosings.get(w).get(level);
					var asked = around.owner().isSuperTypeOf(owner)
							? enclosing.tests(firstSlot[w] + level, node, around.around(), attribute)
							: List.<Occurs.Valued>of();
					if (!asked.isEmpty()) {
						tests.add(asked);
					}
				}
			}
			return tests;
		}

		/** The sides of relations, by want, that the value of {@code attribute} now drawn is (of the node chosen last). */
		java.util.Map<Integer, java.util.Set<Integer>> sides(org.eclipse.emf.ecore.EAttribute attribute) {
			return related.sides(open, attribute);
		}

		/** Of the values a draw may give for these sides, those their wants' relations leave room for. */
		List<Object> narrow(java.util.Map<Integer, java.util.Set<Integer>> sides, List<Object> candidates) {
			return related.narrow(sides, candidates);
		}

		/** The node chosen last has drawn an attribute's value: the wants whose tests of it that value passes count it. */
		void valued(org.eclipse.emf.ecore.EAttribute attribute, Object value) {
			related.valued(sides(attribute), value);
			for (int w = 0; w < wants.size(); w++) {
				for (int level = 0; level < enclosings.get(w).size(); level++) {
					enclosing.valued(firstSlot[w] + level, node, enclosings.get(w).get(level).around(), attribute, value);
				}
				if (pending[w] == node) {
					var own = testsOf(wants.get(w).with(), attribute);
					if (!own.isEmpty() && own.stream().allMatch(v -> v.accepts(value))) {
						count(w);
					}
				}
			}
		}

		/**
		 * How near a candidate of class {@code candidate} for the open hole is to the nearest unmet want: 0 when it is
		 * one, {@link Integer#MAX_VALUE} when it leads to none (or every want is met). A want inside a class it names
		 * counts from that class while no open hole has it.
		 */
		int distance(EClass candidate, int index) {
			int best = Integer.MAX_VALUE;
			if (candidate == null || open.nested(candidate) >= RECURSION) {
				return best;
			}
			for (int w = 0; w < wants.size(); w++) {
				var want = wants.get(w);
				var toward = toward(w);
				if (toward == null || toward == want.what() && want.typed() != null
						&& want.what().isSuperTypeOf(candidate) && typeFit(want, index) == TypeFit.NOT) {
					// Not steered here; or of the class, but not of the type: not what the want asks for.
					continue;
				}
				best = Math.min(best, reach.distance(candidate, toward));
			}
			// Where a want compares a value below its node here (a for loop's start), a candidate on the way to it.
			return related.readsFrom(open, candidate) ? 0 : best;
		}

		/**
		 * The class the open hole steers toward for want {@code w}: the class it asks for, or on the way, the class it
		 * must come after, its binding's binder or across class, or its outermost enclosing node the open holes do not
		 * hold yet; null where the want is met or is not for this hole.
		 */
		private EClass toward(int w) {
			var want = wants.get(w);
			if (counts[countOf[w]] >= mins[countOf[w]]) {
				return null;
			}
			if (want.after() != null && afterSeen[w] && open.enclosedBy(want.after(), 1)) {
				// What comes after a node cannot be inside it: this want is for a later hole.
				return null;
			}
			var chain = enclosings.get(w);
			int enclosed = enclosed(w, -1);
			boolean inside = enclosed == chain.size();
			// The enclosing node steered to next: the outermost one the open holes do not hold yet.
			int next = chain.size() - 1 - enclosed;
			if (!inside && chain.get(next).via() != null && enclosed(w, next) > enclosed) {
				// In another containment of the class (a with's object, not its body): the one asked for comes later.
				return null;
			}
			if (!inside && want.after() == null && want.bound() == null && open.holdsLater(chain.get(next).owner(), reach)) {
				// An open node makes the enclosing node asked for in a containment of its own that comes later.
				return null;
			}
			return want.after() != null && !afterSeen[w] ? want.after()
					: want.bound() != null && !binderSeen[w] ? want.bound().binder()
							: want.bound() != null && !acrossOpen(want.bound()) ? want.bound().across()
									: inside ? want.what() : chain.get(next).owner();
		}

		/**
		 * Whether the elements of containment {@code via} of the node chosen last (a rule's decision of its length, or
		 * the engine's) would be steered toward an unmet want: such a list takes one element before none, so that the
		 * way to the want costs no discrepancy from the guide's order there.
		 */
		boolean leadsToWant(EReference via) {
			// Asked as of a hole of that containment, open above the node.
			open.opened();
			open.supposes(via.getName());
			try {
				for (int w = 0; w < wants.size(); w++) {
					var toward = toward(w);
					if (toward != null && reach.distance(via, toward) != Integer.MAX_VALUE) {
						return true;
					}
				}
				return false;
			} finally {
				open.closed();
			}
		}

		/** Whether some want is not met yet (as far as the classes chosen say). */
		boolean wanting() {
			for (int c = 0; c < mins.length; c++) {
				if (counts[c] < mins[c]) {
					return true;
				}
			}
			return false;
		}

		/** Whether the binding's across class, where it names one, is that of an open hole below the top one. */
		private boolean acrossOpen(Occurs.Bound bound) {
			return bound.across() == null || open.enclosedBy(bound.across(), 1);
		}

		/**
		 * How many of the enclosing nodes want {@code w} asks for, from the outermost in, the open holes below the top
		 * one hold ({@link OpenHoles#enclosed}), each with the values and type it asks of that node as far as they are
		 * known.
		 */
		private int enclosed(int w, int anyContainment) {
			return open.enclosed(enclosings.get(w), anyContainment,
					(level, at) -> enclosing.encloses(firstSlot[w] + level, at));
		}
	}

	/** The tests among {@code with} of that attribute. */
	static List<Occurs.Valued> testsOf(List<Occurs.Valued> with, org.eclipse.emf.ecore.EAttribute attribute) {
		return with.stream().filter(v -> v.attribute() == attribute).toList();
	}

	/** Whether a want asks values of its node other than flags (flags are steered where they are drawn). */
	private static boolean asksValues(Occurs want) {
		return want.with().stream().anyMatch(v -> !(v.value() instanceof Boolean));
	}

	/** The containment a hole's label names ({@code Class.feature.class}); null for a label of another form. */
	private static String containment(String label) {
		if (!label.endsWith(HOLE)) {
			return null;
		}
		String path = label.substring(0, label.length() - HOLE.length());
		return path.substring(path.lastIndexOf('.') + 1);
	}

	/** The value the target asks of the flag its generator decides under {@code label}; null where it asks none. */
	Boolean wantedFlag(String label) {
		return wantedFlags.get(label);
	}

	/** Whether the target asks for a node inside the child of {@code feature} of a node of class {@code owner}. */
	boolean wantsInside(EClass owner, EReference feature) {
		var owners = wantedContainments.get(feature);
		return owners != null && owners.stream().anyMatch(o -> o.isSuperTypeOf(owner));
	}

	/** The search moves to another size bound: the subtrees' sizes seen so far become the order's costs. */
	void nextBound() {
		sizes.publish();
	}

	Progress start() {
		return new Progress();
	}
}
