package cadmus.clp;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;

/**
 * What a target wants that a program under construction does not have yet, and which classes lead to it soonest: a
 * hole takes first the candidate class nearest to a node an unmet "at least" count asks for (inside the class it
 * names, where it names one; to the class it must come after first, or to the binder of the binding it must name
 * and then to the class it must name it across, where it names them). The counts follow the classes chosen, so a want
 * once met stops steering, and
 * the program stays small. A heuristic for the order of a search's alternatives only: whether a program satisfies the
 * target is checked on its finished tree.
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
	/** Each count's fewest nodes. */
	private final int[] mins;
	private final Reach reach;
	/** Each hole label's containment, worked out once for all the search's runs. */
	private final java.util.Map<String, String> containments = new java.util.HashMap<>();

	Guide(Target target, Reach reach) {
		this.reach = reach;
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
	}

	/** One run's progress towards the wants: the classes of the open holes, and how many of each want it has. */
	final class Progress {
		private final List<EClass> open = new ArrayList<>();
		/** The containment each open hole fills (its feature's name), where its label said. */
		private final List<String> features = new ArrayList<>();
		/** How many nodes of each count's kinds were chosen. */
		private final int[] counts = new int[mins.length];
		/** Per want that names a class to come after: whether a node of that class was chosen yet. */
		private final boolean[] afterSeen = new boolean[wants.size()];
		/** Per want that names a binding: whether a node of its binder's class was chosen yet. */
		private final boolean[] binderSeen = new boolean[wants.size()];

		void opened() {
			open.add(null);
			features.add(null);
		}

		void closed() {
			open.remove(open.size() - 1);
			features.remove(features.size() - 1);
		}

		/** The open hole's label ({@code Class.feature.class}, the generator's): the containment it fills. */
		void hole(String label) {
			if (!features.isEmpty()) {
				features.set(features.size() - 1, containments.computeIfAbsent(label, Guide::containment));
			}
		}

		/** The open hole takes {@code chosen}. */
		void chose(EClass chosen) {
			if (open.isEmpty() || chosen == null) {
				return;
			}
			open.set(open.size() - 1, chosen);
			// A node counts once towards a count, however many of its kinds it is.
			var counted = new boolean[mins.length];
			for (int w = 0; w < wants.size(); w++) {
				var want = wants.get(w);
				// Which binding a reference names is decided after its class: a reference where the binding can be
				// counts, and the finished tree says whether it names it.
				if (want.what().isSuperTypeOf(chosen)
						&& (want.inside() == null || enclosedBy(want.inside(), want.via(), 1))
						&& (want.after() == null || afterSeen[w] && !enclosedBy(want.after(), 1))
						&& (want.bound() == null || binderSeen[w] && acrossOpen(want.bound())) && !counted[countOf[w]]) {
					counted[countOf[w]] = true;
					counts[countOf[w]]++;
				}
				if (want.after() != null && want.after().isSuperTypeOf(chosen)) {
					afterSeen[w] = true;
				}
				if (want.bound() != null && want.bound().binder().isSuperTypeOf(chosen)) {
					binderSeen[w] = true;
				}
			}
		}

		/**
		 * How near a candidate of class {@code candidate} for the open hole is to the nearest unmet want: 0 when it is
		 * one, {@link Integer#MAX_VALUE} when it leads to none (or every want is met). A want inside a class it names
		 * counts from that class while no open hole has it.
		 */
		int distance(EClass candidate) {
			int best = Integer.MAX_VALUE;
			if (candidate == null || nested(candidate) >= RECURSION) {
				return best;
			}
			for (int w = 0; w < wants.size(); w++) {
				var want = wants.get(w);
				if (counts[countOf[w]] >= mins[countOf[w]]) {
					continue;
				}
				if (want.after() != null && afterSeen[w] && enclosedBy(want.after(), 1)) {
					// What comes after a node cannot be inside it: this want is for a later hole.
					continue;
				}
				boolean inside = want.inside() == null || enclosedBy(want.inside(), want.via(), 1);
				if (!inside && want.via() != null && enclosedBy(want.inside(), null, 1)) {
					// In another containment of the class (a with's object, not its body): the one asked for comes later.
					continue;
				}
				var toward = want.after() != null && !afterSeen[w] ? want.after()
						: want.bound() != null && !binderSeen[w] ? want.bound().binder()
								: want.bound() != null && !acrossOpen(want.bound()) ? want.bound().across()
										: inside ? want.what() : want.inside();
				best = Math.min(best, reach.distance(candidate, toward));
			}
			return best;
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

		/** How many open holes have this class. */
		private int nested(EClass c) {
			int n = 0;
			for (var open : this.open) {
				if (open == c) {
					n++;
				}
			}
			return n;
		}

		/** Whether the binding's across class, where it names one, is that of an open hole below the top one. */
		private boolean acrossOpen(Occurs.Bound bound) {
			return bound.across() == null || enclosedBy(bound.across(), 1);
		}

		/** Whether an open hole below the top {@code skip} ones has a class of {@code outer}. */
		private boolean enclosedBy(EClass outer, int skip) {
			return enclosedBy(outer, null, skip);
		}

		/**
		 * Whether an open hole below the top {@code skip} ones has a class of {@code outer}, and the hole above it fills
		 * its containment {@code via} (any, where null).
		 */
		private boolean enclosedBy(EClass outer, org.eclipse.emf.ecore.EReference via, int skip) {
			for (int i = open.size() - 1 - skip; i >= 0; i--) {
				var c = open.get(i);
				if (c != null && outer.isSuperTypeOf(c) && (via == null || via.getName().equals(features.get(i + 1)))) {
					return true;
				}
			}
			return false;
		}
	}

	/** The containment a hole's label names ({@code Class.feature.class}); null for a label of another form. */
	private static String containment(String label) {
		if (!label.endsWith(HOLE)) {
			return null;
		}
		String path = label.substring(0, label.length() - HOLE.length());
		return path.substring(path.lastIndexOf('.') + 1);
	}

	Progress start() {
		return new Progress();
	}
}
