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
import cadmus.api.types.TreeTypes;
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

	private static final int MAX_DEPTH = 80;
	private static final int MAX_ATTEMPTS = 3;
	/** Backtracking is local and rare; this bounds its total work per program, so it can never go exponential. */
	private static final int MAX_RETRIES_PER_PROGRAM = 40;
	private static final int MAX_CLOSINGS_PER_PROGRAM = 40;
	private static final int MAX_LIFTS_PER_LIST = 4;
	private static final double LIFT_RATE = 0.05;

	private final GenerationTables tables;
	private final DecisionSource decisions;
	/** The same source when it also sees the tree (records its shape, steers by class); null otherwise. */
	private final TreeDecisions tree;
	/** Set just before filling a list element whose length was a decision: that decision's index. */
	int lengthDecision = -1;
	private final Unifier unifier;
	private final References references;
	private final CandidateWeights candidateWeights;
	private final Map<EObject, Type> types = new IdentityHashMap<>();
	/** The hole being chosen for, as a steering source sees its types: one view, moved from hole to hole. */
	private final CurrentHoleTyping holeTyping;
	final List<Frame> path = new ArrayList<>();
	final List<OpenList> openLists = new ArrayList<>();
	Scope scope;
	int functionDepth;
	int slack;
	int depth;
	private int retries;
	/** Candidates that failed below a hole being closed (after filling children): bounded like the retries. */
	private int closings;
	/** Every hole filled, kept or undone: bounds the work for one program. */
	private int fills;
	private final int maxFills;
	/** Set while choosing the root of a lifted definition's value, where lifting again is not allowed. */
	boolean liftedValueRoot;
	private int names;
	private List<Bound> madeBindings;

	TreeBuilder(GenerationTables tables, DecisionSource decisions, SizeBound bound) {
		this.tables = tables;
		this.decisions = decisions;
		this.tree = decisions instanceof TreeDecisions t ? t : null;
		this.unifier = new Unifier(tables.lattice);
		this.references = new References(this, tables);
		this.holeTyping = new CurrentHoleTyping(unifier);
		this.candidateWeights = new CandidateWeights(tables, unifier, references, new ReferenceSlots(this, tables, references));
		int rootCost = tables.root().cheapest;
		if (rootCost > bound.maxNodes()) {
			throw new IllegalArgumentException("size bound " + bound.maxNodes() + " is below the smallest program ("
					+ rootCost + " nodes)");
		}
		this.slack = bound.maxNodes() - rootCost;
		this.maxFills = 20 * bound.maxNodes();
		this.scope = Scope.of(tables.environment);
	}

	EObject build() {
		EObject root = fill(tables.root(), null, Access.READ);
		if (root != null) {
			// The map is there already: one adapter on the root lets constraints on types see it, resolved when asked.
			root.eAdapters().add(new TreeTypes(node -> {
				var type = types.get(node);
				return type == null ? null : unifier.resolve(type);
			}));
		}
		return root;
	}

	Unifier unifier() {
		return unifier;
	}

	DecisionSource decisions() {
		return decisions;
	}

	/** An attribute's value drawn from the decisions, through the source that sees the tree where there is one. */
	Object drawValue(EObject node, org.eclipse.emf.ecore.EAttribute attribute, cadmus.api.AttributeValues values) {
		return tree == null ? values.draw(decisions) : tree.drawValue(node.eClass(), attribute, values, tree);
	}

	/**
	 * A rule's decision whether a node has its optional child ({@link cadmus.api.ChildTyping#hasOptional}), through the
	 * source that sees the tree where there is one.
	 */
	boolean hasOptional(EObject node, org.eclipse.emf.ecore.EReference feature, String label, double p) {
		return tree == null ? decisions.flip(label, p) : tree.hasOptional(node.eClass(), feature, label, p);
	}

	/**
	 * A rule's decision of how many children of a containment a node has ({@link cadmus.api.ChildTyping#length}),
	 * through the source that sees the tree where there is one.
	 */
	long length(EObject node, org.eclipse.emf.ecore.EReference feature, String label, long lo, long hi) {
		return tree == null ? decisions.between(label, lo, hi) : tree.length(node.eClass(), feature, label, lo, hi);
	}

	/** A rule's choice among types ({@link cadmus.api.ChildTyping#chooseType}), through the source that sees the tree. */
	int chooseType(String label, List<? extends Type> choices, Type of) {
		return tree == null ? decisions.choose(label, choices.size()) : tree.chooseType(label, choices, of, unifier::walk);
	}

	/**
	 * Which of the fitting bindings a reference wanted at type {@code wanted} names ({@link Decision#BINDING}), through
	 * the source that sees the tree where there is one.
	 *
	 * @param weights each binding's weight; null where all weigh the same
	 */
	int chooseBinding(double[] weights, List<Bound> fitting, Type wanted) {
		if (tree == null) {
			return weights == null ? decisions.choose(Decision.BINDING, fitting.size())
					: decisions.chooseWeighted(Decision.BINDING, weights);
		}
		return tree.chooseBinding(Decision.BINDING, weights, new BindingTyping(unifier, wanted, fitting), fitting.size());
	}

	Type typeOf(EObject node) {
		return types.get(node);
	}

	String freshName() {
		return tables.rules.freshName(++names);
	}

	/** The classes enclosing the hole being filled, innermost first (no copy: the innermost frame's chain). */
	Ancestors ancestors() {
		return path.isEmpty() ? Ancestors.NONE : path.get(path.size() - 1).classes;
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
		int length = lengthDecision;
		lengthDecision = -1;
		if (tree == null) {
			return fillHole(hole, wanted, access);
		}
		tree.opened(length);
		try {
			return fillHole(hole, wanted, access);
		} finally {
			tree.closed();
		}
	}

	/** Whether the binding's observation statement is written (see {@link TreeDecisions#observes}). */
	boolean observes(String name) {
		return tree == null || tree.observes(name);
	}

	/** Where the decision that comes next stands in the trace, when the source counts them; -1 otherwise. */
	int taken() {
		return tree == null ? -1 : tree.taken();
	}

	private EObject fillHole(Hole hole, Type wanted, Access access) {
		if (++fills > maxFills) {
			depth--;
			throw new RulesException(() -> "generation ran away: more than " + maxFills + " holes filled");
		}
		if (++depth > MAX_DEPTH) {
			depth--;
			throw new DepthExhausted(() -> "generation did not complete within depth " + MAX_DEPTH + " at " + hole.label
					+ " (type " + (wanted == null ? "none" : unifier.describe(wanted)) + "): no cheap production for it");
		}
		Scope saved = scope;
		int savedFunctionDepth = functionDepth;
		var candidates = hole.candidates;
		var ancestors = ancestors();
		double[] weights = new double[candidates.length];
		boolean noLift = liftedValueRoot;
		var context = new PathContext(ancestors, this, wanted);
		boolean closing = !candidateWeights.weigh(hole, weights, context, wanted, access, slack + hole.cheapest, null);
		if (closing && !candidateWeights.weighClosing(hole, weights, context, wanted, access, null)) {
			depth--;
			throw new RulesException(() -> "no production fits " + hole.label + (wanted == null ? "" : " of type "
					+ unifier.describe(wanted)) + " under " + ancestors.stream().limit(4).map(EClass::getName).toList());
		}
		// A candidate whose subtree cannot be completed (no binding for its subject, a type nothing closes)
		// is undone and another tried: local backtracking, a few times at most. Then the hole is closed: its
		// cheapest candidates not tried yet, tier after tier, so that a rule refusing a class in a context, or the
		// cheapest class failing, does not fail the program. Not after running out of depth: rules without a cheap
		// production for some hole are broken, and trying every candidate above it would take exponential time.
		boolean[] failed = new boolean[candidates.length];
		for (int attempt = 0;; attempt++) {
			var snapshot = snapshot();
			int filled = fills;
			if (tree != null) {
				tree.typing(holeTyping.at(candidates, wanted));
			}
			int index = tree == null ? decisions.chooseWeighted(hole.label, weights)
					: tree.chooseClass(hole.label, weights, hole.names, hole.costs);
			try {
				var chosen = candidates[index];
				var fits = chosen.reference != null ? references.fitting(wanted, access, chosen.eClass) : List.<Bound>of();
				return build(chosen, hole.cheapest, fits, wanted, access, noLift, saved, savedFunctionDepth);
			} catch (RulesException e) {
				restore(snapshot);
				context.forget();
				weights[index] = 0;
				failed[index] = true;
				boolean exploring = !closing && attempt < MAX_ATTEMPTS && ++retries <= MAX_RETRIES_PER_PROGRAM;
				if (!exploring || !anyPositive(weights)) {
					closing = true;
					// (a candidate its rule refused before any child was filled cost nothing, and is not counted)
					if (HoleFailure.reason(e) instanceof DepthExhausted
							|| fills > filled && ++closings > MAX_CLOSINGS_PER_PROGRAM
							|| !candidateWeights.weighClosing(hole, weights, context, wanted, access, failed)) {
						depth--;
						Type shown = wanted;
						throw HoleFailure.around(hole.label.replace(".class", "") + (shown == null ? ""
								: " : " + unifier.resolve(shown)), e);
					}
				}
			}
		}
	}

	/** The engine ran out of depth below a hole: the rules have no cheap production somewhere. */
	private static final class DepthExhausted extends RulesException {
		private static final long serialVersionUID = 1L;

		DepthExhausted(java.util.function.Supplier<String> message) {
			super(message);
		}
	}

	private static boolean anyPositive(double[] weights) {
		for (double w : weights) {
			if (w > 0) {
				return true;
			}
		}
		return false;
	}

	private EObject build(NodeClass chosen, int reserved, List<Bound> fitting, Type wanted, Access access,
			boolean noLift, Scope saved, int savedFunctionDepth) {
		liftedValueRoot = false;
		slack -= chosen.cost - reserved;
		EObject node = EcoreUtil.create(chosen.eClass);
		var frame = new Frame(chosen.eClass, chosen.unordered, chosen.distinctWrites, chosen.isolatesWrites,
				chosen.hidesEnclosingVariables, ancestors());
		Type nodeType = null;
		if (chosen.reference != null) {
			liftedValueRoot = noLift;
			var bound = references.pick(fitting, wanted, access, candidateWeights.mayLift(chosen.eClass, wanted));
			liftedValueRoot = false;
			node.eSet(chosen.reference, bound.name());
			nodeType = bound.polymorphic() ? unifier.freshen(bound.type()) : bound.type();
			boolean keeps = access == cadmus.api.Access.WRITE && tables.rules.writesKeepTypes();
			if (wanted != null && !(keeps ? unifier.subtype(wanted, nodeType) : unifier.subtype(nodeType, wanted))) {
				throw new IllegalStateException("binding " + bound.name() + " no longer fits " + unifier.resolve(wanted));
			}
			frame.mine.add(bound, References.effectiveAccess(bound, access));
		} else if (chosen.typeRule != null) {
			nodeType = chosen.typeRule.type(HoleType.view(unifier, wanted));
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
		if (chosen.hidesEnclosingVariables) {
			scope = scope.withoutMutable();
		}
		var typing = new NodeTyping(node, nodeType, access, this, frame);
		if (chosen.typeRule != null) {
			chosen.typeRule.children(typing);
		}
		if (tree != null) {
			tree.ruled(chosen.eClass, typing);
		}
		new SlotFiller(this, tables, chosen, node, typing).fillAll();
		path.remove(path.size() - 1);
		if (!path.isEmpty()) {
			path.get(path.size() - 1).childDone(frame);
		}
		List<Bound> made = null;
		for (var binder : chosen.binders) {
			if (binder.scope() == null) {
				var bindings = Bindings.of(binder, node, typing, unifier, savedFunctionDepth);
				if (made == null) {
					made = bindings;
				} else {
					made.addAll(bindings);
				}
			}
		}
		scope = saved;
		functionDepth = savedFunctionDepth;
		depth--;
		madeBindings = made;
		return node;
	}

	/** Everything a failed attempt at a subtree may have changed, to undo it. */
	record Snapshot(int slack, int pathSize, int openListsSize, Scope scope, int functionDepth, int depth, int unifierMark,
			int[] listSizes, int[] liftedSizes, int[] declaredSizes, int[] liftCounts, int structureMark) {
	}

	Snapshot snapshot() {
		int n = openLists.size();
		int[] listSizes = new int[n];
		int[] liftedSizes = new int[n];
		int[] declaredSizes = new int[n];
		int[] liftCounts = new int[n];
		for (int i = 0; i < n; i++) {
			var open = openLists.get(i);
			listSizes[i] = open.list.size();
			liftedSizes[i] = open.lifted.size();
			declaredSizes[i] = open.declared.size();
			liftCounts[i] = open.liftCount;
		}
		return new Snapshot(slack, path.size(), n, scope, functionDepth, depth, unifier.mark(), listSizes, liftedSizes,
				declaredSizes, liftCounts, tree == null ? 0 : tree.structureMark());
	}

	/** Undoes everything since the snapshot, including definitions lifted into enclosing lists. */
	void restore(Snapshot s) {
		slack = s.slack();
		path.subList(s.pathSize(), path.size()).clear();
		openLists.subList(s.openListsSize(), openLists.size()).clear();
		for (int i = 0; i < openLists.size(); i++) {
			var open = openLists.get(i);
			open.list.subList(s.listSizes()[i], open.list.size()).clear();
			open.lifted.subList(s.liftedSizes()[i], open.lifted.size()).clear();
			open.declared.subList(s.declaredSizes()[i], open.declared.size()).clear();
			open.liftCount = s.liftCounts()[i];
		}
		scope = s.scope();
		functionDepth = s.functionDepth();
		depth = s.depth();
		unifier.rollback(s.unifierMark());
		if (tree != null) {
			tree.undoStructure(s.structureMark());
		}
		madeBindings = null;
	}

	/** Bindings the node just filled declared for its later siblings; taken once. */
	List<Bound> takeMadeBindings() {
		var made = madeBindings;
		madeBindings = null;
		return made;
	}

	References references() {
		return references;
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
