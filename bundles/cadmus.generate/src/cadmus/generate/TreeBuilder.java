package cadmus.generate;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.Access;
import cadmus.api.DecisionSource;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.api.types.Type;
import cadmus.generate.GenerationTables.Hole;
import cadmus.generate.GenerationTables.NodeClass;
import cadmus.generate.GenerationTables.Slot;

/**
 * Builds one tree by filling holes depth first (Xsmith §2). At each hole the candidates are the classes that
 * fit it; filters drop those that break the context rules, the hole's type, scope (no fitting binding and no
 * way to lift one) or the size bound; weights pick among the survivors; every choice is a decision.
 * <p>
 * Budget: {@code slack} is what remains of the size bound after reserving the minimal completion of every
 * hole not yet filled. A candidate must fit its hole's reserve plus the slack. When types or fixed counts
 * push past the bound, the cheapest type-correct candidate is taken, so generation still completes.
 */
final class TreeBuilder {

	private static final int MAX_DEPTH = 300;
	private static final int MAX_LIFTS_PER_LIST = 4;
	private static final double LIFT_RATE = 0.05;

	private final GenerationTables tables;
	private final DecisionSource decisions;
	private final Unifier unifier;
	private final References references;
	private final Map<EObject, Type> types = new IdentityHashMap<>();
	final List<Frame> path = new ArrayList<>();
	final List<OpenList> openLists = new ArrayList<>();
	Scope scope;
	int functionDepth;
	int slack;
	private int depth;
	private int names;
	private List<Bound> madeBindings;

	TreeBuilder(GenerationTables tables, DecisionSource decisions, SizeBound bound) {
		this.tables = tables;
		this.decisions = decisions;
		this.unifier = new Unifier(tables.lattice);
		this.references = new References(this, tables);
		int rootCost = tables.root().cheapest;
		if (rootCost > bound.maxNodes()) {
			throw new IllegalArgumentException("size bound " + bound.maxNodes() + " is below the smallest program ("
					+ rootCost + " nodes)");
		}
		this.slack = bound.maxNodes() - rootCost;
		var environment = new ArrayList<Bound>();
		for (var b : tables.rules.environment()) {
			environment.add(new Bound(b.name(), b.type(), b.mutable(), b.polymorphic(), b.impure(), 0));
		}
		this.scope = Scope.EMPTY.pushAll(environment);
	}

	EObject build() {
		return fill(tables.root(), null, Access.READ);
	}

	Unifier unifier() {
		return unifier;
	}

	DecisionSource decisions() {
		return decisions;
	}

	Type typeOf(EObject node) {
		return types.get(node);
	}

	String freshName() {
		return tables.rules.freshName(++names);
	}

	List<EClass> ancestors() {
		var result = new ArrayList<EClass>(path.size());
		for (int i = path.size() - 1; i >= 0; i--) {
			result.add(path.get(i).eClass);
		}
		return result;
	}

	Optional<Object> lookup(String key) {
		for (int i = path.size() - 1; i >= 0; i--) {
			var value = path.get(i).lookup(key);
			if (value != null) {
				return Optional.of(value);
			}
		}
		return Optional.empty();
	}

	EObject fill(Hole hole, Type wanted, Access access) {
		if (++depth > MAX_DEPTH) {
			throw new RulesException("generation did not complete within depth " + MAX_DEPTH + " at " + hole.label
					+ " (type " + (wanted == null ? "none" : unifier.describe(wanted)) + "): no cheap production for it");
		}
		Scope saved = scope;
		int savedFunctionDepth = functionDepth;
		var candidates = hole.candidates;
		var ancestors = ancestors();
		double[] weights = new double[candidates.length];
		@SuppressWarnings("unchecked")
		List<Bound>[] fitting = new List[candidates.length];
		if (!weigh(candidates, weights, fitting, ancestors, wanted, access, slack + hole.cheapest)
				&& !weigh(candidates, weights, fitting, ancestors, wanted, access, -1)) {
			throw new RulesException("no production fits " + hole.label + (wanted == null ? "" : " of type "
					+ unifier.describe(wanted)) + " under " + ancestors.stream().limit(4).map(EClass::getName).toList());
		}
		int index = decisions.chooseWeighted(hole.label, weights);
		var chosen = candidates[index];
		slack -= chosen.cost - hole.cheapest;
		EObject node = EcoreUtil.create(chosen.eClass);
		var frame = new Frame(chosen.eClass, chosen.unordered);
		Type nodeType = null;
		if (chosen.reference != null) {
			var bound = references.pick(fitting[index], wanted, access);
			node.eSet(chosen.reference, bound.name());
			nodeType = bound.polymorphic() ? unifier.freshen(bound.type()) : bound.type();
			if (wanted != null && !unifier.subtype(nodeType, wanted)) {
				throw new IllegalStateException("binding " + bound.name() + " no longer fits " + unifier.resolve(wanted));
			}
			frame.mine.add(bound, References.effectiveAccess(bound, access));
		} else if (chosen.typeRule != null) {
			nodeType = chosen.typeRule.type(view(wanted));
			if (nodeType != null && wanted != null && !unifier.subtype(nodeType, wanted)) {
				throw new IllegalStateException(chosen.eClass.getName() + " no longer fits " + unifier.resolve(wanted));
			}
		}
		if (nodeType != null) {
			types.put(node, nodeType);
		}
		path.add(frame);
		if (chosen.isolatesWrites) {
			functionDepth++;
		}
		var typing = new NodeTyping(node, nodeType, this, frame);
		if (chosen.typeRule != null) {
			chosen.typeRule.children(typing);
		}
		new SlotFiller(this, tables, chosen, node, typing).fillAll();
		path.remove(path.size() - 1);
		if (!path.isEmpty()) {
			path.get(path.size() - 1).childDone(frame);
		}
		List<Bound> made = null;
		if (chosen.binder != null && chosen.binder.scope() == null) {
			made = Bindings.of(chosen.binder, node, typing, unifier, savedFunctionDepth);
		}
		scope = saved;
		functionDepth = savedFunctionDepth;
		depth--;
		madeBindings = made;
		return node;
	}

	/** Bindings the node just filled declared for its later siblings; taken once. */
	List<Bound> takeMadeBindings() {
		var made = madeBindings;
		madeBindings = null;
		return made;
	}

	/**
	 * Weighs the candidates that pass every filter; {@code allowance} < 0 means "over budget": only the cheapest
	 * fitting candidates, without lifting. Returns whether any candidate survived.
	 */
	private boolean weigh(NodeClass[] candidates, double[] weights, List<Bound>[] fitting, List<EClass> ancestors,
			Type wanted, Access access, int allowance) {
		boolean relaxed = allowance < 0;
		int cheapest = Integer.MAX_VALUE;
		for (int i = 0; i < candidates.length; i++) {
			var c = candidates[i];
			weights[i] = 0;
			if ((!relaxed && c.cost > allowance) || !tables.rules.allowedIn(c.eClass, ancestors) || !fits(c, wanted)) {
				continue;
			}
			if (c.reference != null) {
				fitting[i] = references.fitting(wanted, access);
				if (fitting[i].isEmpty() && (relaxed || !references.canLift(wanted, access))) {
					continue;
				}
			}
			if (c.referenceSlots.length > 0 && !references.feasible(c)) {
				continue;
			}
			weights[i] = c.weight;
			cheapest = Math.min(cheapest, c.cost);
		}
		if (relaxed) {
			for (int i = 0; i < candidates.length; i++) {
				if (candidates[i].cost > cheapest) {
					weights[i] = 0;
				}
			}
		}
		return cheapest != Integer.MAX_VALUE;
	}

	private boolean fits(NodeClass c, Type wanted) {
		if (c.reference != null || c.typeRule == null) {
			return true;
		}
		Type pattern = c.typeRule.type(view(wanted));
		if (pattern == null) {
			return wanted == null;
		}
		return wanted == null || unifier.canSubtype(pattern, wanted);
	}

	/**
	 * The hole's type as a rule sees it: resolved, and an open variable that unification has limited to base
	 * types shown as a variable carrying those choices.
	 */
	private Type view(Type wanted) {
		if (wanted == null) {
			return null;
		}
		Type t = unifier.resolve(wanted);
		if (t instanceof cadmus.api.types.TypeVariable v) {
			var choices = unifier.choices(v);
			if (choices != null && !choices.equals(v.choices())) {
				return new cadmus.api.types.TypeVariable(choices);
			}
		}
		return t;
	}

	static double liftRate() {
		return LIFT_RATE;
	}

	static int maxLiftsPerList() {
		return MAX_LIFTS_PER_LIST;
	}

	void record(EObject node, Type type) {
		if (type != null) {
			types.put(node, type);
		}
	}

	/** Slots of a class whose lengths are fixed beyond their minimum consume slack like any extra child. */
	void spend(Slot slot, int count) {
		if (slot.hole != null) {
			slack -= (count - slot.multiplicity.min()) * slot.hole.cheapest;
		}
	}
}
