package cadmus.generate;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.Access;
import cadmus.api.types.Type;
import cadmus.generate.GenerationTables.Hole;

/**
 * The candidates of a hole that pass every filter (the context rules, the hole's type, scope, the size budget), with
 * their weights: the choice the tree builder then records as a decision. Over budget, only the cheapest candidates
 * that close the tree keep a weight.
 */
final class CandidateWeights {

	/** Type terms larger than this make the engine avoid classes that grow types. */
	private static final int MAX_TYPE_SIZE = 8;
	/** Hole types up to this size have a shape for the {@link FitMemory}: those above are "large". */
	static final int MAX_HOLE_SHAPE = MAX_TYPE_SIZE - 1;

	private final GenerationTables tables;
	private final Unifier unifier;
	private final References references;
	private final ReferenceSlots referenceSlots;

	CandidateWeights(GenerationTables tables, Unifier unifier, References references, ReferenceSlots referenceSlots) {
		this.tables = tables;
		this.unifier = unifier;
		this.references = references;
		this.referenceSlots = referenceSlots;
	}

	/**
	 * Weighs the candidates that pass every filter; {@code allowance} < 0 means "over budget": only the cheapest
	 * fitting candidates, without lifting. Candidates {@code excluded} marks (those that failed here; null for
	 * none) get no weight. Returns whether any candidate survived.
	 */
	boolean weigh(Hole hole, double[] weights, PathContext context,
			Type wanted, Access access, int allowance, boolean[] excluded) {
		var ancestors = context.ancestors();
		var candidates = hole.candidates;
		boolean relaxed = allowance < 0;
		// One walk gives both the key for remembered fits and whether the type is large (no key).
		String shape = wanted == null ? null : TypeWalks.smallShape(unifier, wanted, MAX_HOLE_SHAPE);
		boolean largeType = wanted != null && shape == null;
		var holeType = new HoleType(unifier, wanted, shape, shape == null ? null : tables.fits.forHole(shape));
		int cheapest = Integer.MAX_VALUE;
		for (int i = 0; i < candidates.length; i++) {
			var c = candidates[i];
			weights[i] = 0;
			// The engine's own tests first: an answer about the class's type is mostly remembered, while the rules'
			// context filters run their code every time. The filters are pure, so their order changes no weight.
			if (excluded != null && excluded[i] || (!relaxed && c.cost > allowance) || largeType && c.growsTypes
					|| !holeType.admits(c) || !tables.rules.allowedIn(c.eClass, hole.feature, context)) {
				continue;
			}

			if (c.reference != null && !references.anyFits(wanted, holeType.known(), access, c.eClass)
					&& (relaxed || !references.canLift(wanted, access) || !mayLift(c.eClass, wanted))) {
				continue;
			}
			if (c.referenceSlots.length > 0 && !referenceSlots.feasible(c, ancestors)) {
				continue;
			}
			weights[i] = c.weight;
			cheapest = Math.min(cheapest, c.cost);
		}
		if (relaxed && cheapest != Integer.MAX_VALUE) {
			// Over budget: close the tree. Classes that grow types (accesses, calls) open bigger holes than
			// they fill, so they go when anything else fits; then the cheapest candidates, preferring classes
			// not just above, which would start another round of the same shape.
			boolean closing = false;
			for (int i = 0; i < candidates.length; i++) {
				closing |= weights[i] > 0 && !candidates[i].growsTypes;
			}
			if (closing) {
				cheapest = Integer.MAX_VALUE;
				for (int i = 0; i < candidates.length; i++) {
					if (candidates[i].growsTypes) {
						weights[i] = 0;
					} else if (weights[i] > 0) {
						cheapest = Math.min(cheapest, candidates[i].cost);
					}
				}
			}
			var recent = ancestors.subList(0, Math.min(3, ancestors.size()));
			int cheapestFresh = Integer.MAX_VALUE;
			for (int i = 0; i < candidates.length; i++) {
				if (weights[i] > 0 && !recent.contains(candidates[i].eClass)) {
					cheapestFresh = Math.min(cheapestFresh, candidates[i].cost);
				}
			}
			boolean fresh = cheapestFresh != Integer.MAX_VALUE;
			int limit = fresh ? cheapestFresh : cheapest;
			for (int i = 0; i < candidates.length; i++) {
				if (candidates[i].cost > limit || fresh && recent.contains(candidates[i].eClass)) {
					weights[i] = 0;
				}
			}
		}
		return cheapest != Integer.MAX_VALUE;
	}

	/**
	 * Weighs over budget: only the cheapest candidates that close the tree (the minimal completion), without lifting.
	 * A method of its own so that a profile tells this apart from weighing within the budget ({@link GenerationPhase}).
	 */
	boolean weighClosing(Hole hole, double[] weights, PathContext context, Type wanted, Access access,
			boolean[] excluded) {
		return weigh(hole, weights, context, wanted, access, -1, excluded);
	}

	/**
	 * Whether a reference of the class may have a definition lifted for it: the language lets it, and lets it
	 * name a binding of the wanted type (a lifted binding is named by the reference like any other).
	 */
	boolean mayLift(EClass referrer, Type wanted) {
		return tables.rules.liftsFor(referrer) && (wanted == null || tables.rules.referable(referrer, unifier.resolve(wanted)));
	}
}
