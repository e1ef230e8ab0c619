package cadmus.generate;

import cadmus.api.DecisionSource;

/**
 * A decision source that also sees the tree being built: where each hole opens and closes, which decision
 * set the length of the list it is an element of, and which class fills it. Recording through one gives a
 * program's {@link Shape}; replaying through one steers the holes of an edited trace back onto the classes
 * they had, which is how a reduction edits the tree while every candidate stays conforming.
 */
public interface TreeDecisions extends DecisionSource {

	/**
	 * Chooses the class that fills a hole: by default a weighted decision.
	 *
	 * @param names the candidates' class names
	 * @param costs the candidates' minimal completion sizes
	 */
	default int chooseClass(String label, double[] weights, String[] names, int[] costs) {
		return chooseWeighted(label, weights);
	}

	/**
	 * The types of the hole whose class {@link #chooseClass} chooses next, told just before it, so that a source steering
	 * toward a type can weigh the candidates by theirs. By default not read.
	 */
	default void typing(HoleTyping hole) {
	}

	/**
	 * The type rule of the node whose class {@link #chooseClass} chose last has run, and fixed this: the decisions
	 * taken since that choice were the rule's own. By default not read.
	 */
	default void ruled(org.eclipse.emf.ecore.EClass of, RuleOutcome outcome) {
	}

	/**
	 * A rule's choice among types for {@code of} ({@link cadmus.api.ChildTyping#chooseType}): by default {@code
	 * choose(label, choices.size())}. A source steering toward a type may order them its own way; the index it returns
	 * is recorded as that decision, so a replay needs no steering.
	 *
	 * @param walk follows {@code of}'s bound variables, as the builder's unifier does now
	 */
	default int chooseType(String label, java.util.List<? extends cadmus.api.types.Type> choices,
			cadmus.api.types.Type of, java.util.function.UnaryOperator<cadmus.api.types.Type> walk) {
		return choose(label, choices.size());
	}

	/**
	 * Which of the {@code n} bindings that fit a reference it names ({@link Decision#BINDING}), binding {@code i} of the
	 * type {@code bindings.candidate(i)}: by default {@code choose(label, n)}, or {@code chooseWeighted(label, weights)}
	 * where the bindings weigh differently (the environment's less). A source steering toward a type may order them its
	 * own way; the index it returns is recorded as that decision, so a replay needs no steering.
	 *
	 * @param weights each binding's weight; null where all weigh the same
	 */
	default int chooseBinding(String label, double[] weights, HoleTyping bindings, int n) {
		return weights == null ? choose(label, n) : chooseWeighted(label, weights);
	}

	/**
	 * Whether it decides itself whether a node of class {@code owner} has its optional child of {@code feature}
	 * ({@link cadmus.api.ChildTyping#hasOptional}, through {@link #hasOptional}): a targeted search asking for a node
	 * inside that containment. By default it does not: the decision is a flip as any other.
	 */
	default boolean steers(org.eclipse.emf.ecore.EClass owner, org.eclipse.emf.ecore.EReference feature) {
		return false;
	}

	/**
	 * Whether a node of class {@code owner} has its optional child of {@code feature}, where {@link
	 * #steers(org.eclipse.emf.ecore.EClass, org.eclipse.emf.ecore.EReference)} says this source decides it: by default {@code flip(label, p)}.
	 */
	default boolean hasOptional(org.eclipse.emf.ecore.EClass owner, org.eclipse.emf.ecore.EReference feature,
			String label, double p) {
		return flip(label, p);
	}

	/**
	 * How many children of {@code feature} a node of class {@code owner} has, as the engine decides a list's length or a
	 * rule does ({@link cadmus.api.ChildTyping#length}): by default {@code between(label, lo, hi)}, a decision as any
	 * other.
	 */
	default long length(org.eclipse.emf.ecore.EClass owner, org.eclipse.emf.ecore.EReference feature, String label,
			long lo, long hi) {
		return between(label, lo, hi);
	}

	/**
	 * Whether it takes the weighted decisions and flips of this label itself ({@link #chooseWeighted}, {@link #flip}),
	 * by outcome rather than by a point drawn from {@link #between}: a recording through it then records the point that
	 * gives the outcome. By default none: a weighted decision or a flip is a point drawn as any other value is.
	 */
	default boolean steers(String label) {
		return false;
	}

	/**
	 * A hole opens.
	 *
	 * @param lengthDecision the index of the decision that set the length of the list this hole is an element
	 *                       of; -1 when it is no such element, or the length was not a decision
	 */
	default void opened(int lengthDecision) {
	}

	/** The hole opened last closes, filled or given up. */
	default void closed() {
	}

	/**
	 * Whether a binding of the observed list gets its observation statement (by default every one does). A
	 * reduction turns some off: a finding seldom needs every table or variable printed at the end. The size
	 * bound is charged for it either way, so the rest of the program comes out the same.
	 */
	default boolean observes(String name) {
		return true;
	}

	/**
	 * Draws the value of an attribute of a node of class {@code owner} (a literal's, a name's from a fixed list): by
	 * default {@code values.draw(this)}. A steering source may run the draw more than once on decisions of its own
	 * and keep one that a target asks for; the draw it keeps goes through {@code keeper}, the outermost source, so that
	 * a recording holds that draw's decisions alone and replays to the same value.
	 */
	default Object drawValue(org.eclipse.emf.ecore.EClass owner, org.eclipse.emf.ecore.EAttribute attribute,
			cadmus.api.AttributeValues values, DecisionSource keeper) {
		return values.draw(keeper);
	}

	/** How many decisions have been taken so far. */
	int taken();

	/** A mark to undo the structure recorded after it, when the builder undoes a failed subtree. */
	default int structureMark() {
		return 0;
	}

	default void undoStructure(int mark) {
	}

	/**
	 * Whether a source that steers class choices may choose candidate {@code index}: a positive weight not too small
	 * for a weighted decision's resolution, so that the recording of the choice names it.
	 */
	static boolean recordable(double[] weights, int index) {
		return weights[index] > 0 && DecisionSource.pointFor(weights, index) >= 0;
	}

	/** The index of the cheapest candidate with a positive weight (first among equals), -1 if none. */
	static int cheapest(double[] weights, int[] costs) {
		int best = -1;
		for (int i = 0; i < weights.length; i++) {
			if (weights[i] > 0 && (best < 0 || costs[i] < costs[best])) {
				best = i;
			}
		}
		return best;
	}
}
