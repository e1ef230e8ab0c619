package cadmus.generate;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.generate.GenerationTables.NodeClass;
import cadmus.generate.GenerationTables.Slot;

/**
 * Fills the features of one node in feature order: list lengths first (fixed by its type rule or drawn
 * within the multiplicity and the budget), then attributes and children. Binder names get fresh names;
 * children see the bindings their earlier siblings declared; statement lists collect lifted definitions and,
 * outermost, the observation statements.
 */
final class SlotFiller {

	private final TreeBuilder builder;
	private final GenerationTables tables;
	private final NodeClass nodeClass;
	private final EObject node;
	private final NodeTyping typing;

	SlotFiller(TreeBuilder builder, GenerationTables tables, NodeClass nodeClass, EObject node, NodeTyping typing) {
		this.builder = builder;
		this.tables = tables;
		this.nodeClass = nodeClass;
		this.node = node;
		this.typing = typing;
	}

	void fillAll() {
		var slots = nodeClass.slots;
		int[] counts = new int[slots.length];
		int[] lengthDecisions = new int[slots.length];
		// Decide every length first, so later siblings keep their reserve while earlier ones grow.
		for (int i = 0; i < slots.length; i++) {
			int before = builder.taken();
			counts[i] = count(slots[i]);
			lengthDecisions[i] = builder.taken() > before ? before : -1;
		}
		for (int i = 0; i < slots.length; i++) {
			if (slots[i].hole == null) {
				fillAttribute(slots[i], counts[i]);
			} else {
				fillChildren(slots[i], counts[i], lengthDecisions[i]);
			}
		}
	}

	private int count(Slot slot) {
		int fixed = typing.fixedCount(slot.feature);
		if (fixed >= 0) {
			builder.spend(slot, fixed);
			return fixed;
		}
		int min = slot.multiplicity.min();
		int max = slot.multiplicity.max();
		if (slot.hole != null) {
			max = Math.max(min, Math.min(max, min + Math.max(0, builder.slack) / Math.max(1, slot.hole.cheapest)));
		}
		// A containment's length through the source that sees the tree, as a rule's is (ChildTyping.length).
		int n = min == max ? min
				: slot.feature instanceof org.eclipse.emf.ecore.EReference containment
						? (int) builder.length(node, containment, slot.countLabel, min, max)
						: (int) builder.decisions().between(slot.countLabel, min, max);
		builder.spend(slot, n);
		return n;
	}

	@SuppressWarnings("unchecked")
	private void fillAttribute(Slot slot, int n) {
		if (slot.feature == nodeClass.reference) {
			return; // the engine named the binding when it chose it
		}
		boolean names = bindsNames(slot.feature);
		for (int k = 0; k < n; k++) {
			Object value;
			if (typing.fixes((org.eclipse.emf.ecore.EAttribute) slot.feature)) {
				// a name the rule gives (a class's member, which other declarations reach by that name) or a value
				value = typing.attribute((org.eclipse.emf.ecore.EAttribute) slot.feature);
				if (slot.feature.isMany() && value instanceof List<?> values) {
					value = values.get(k);
				}
			} else if (names) {
				value = builder.freshName();
			} else {
				value = builder.drawValue(node, (org.eclipse.emf.ecore.EAttribute) slot.feature, slot.values);
			}
			if (slot.feature.isMany()) {
				((List<Object>) node.eGet(slot.feature)).add(value);
			} else {
				node.eSet(slot.feature, value);
			}
		}
		if (n == 0 && !slot.feature.isMany() && typing.fixes((org.eclipse.emf.ecore.EAttribute) slot.feature)) {
			node.eSet(slot.feature, typing.attribute((org.eclipse.emf.ecore.EAttribute) slot.feature));
		}
	}

	@SuppressWarnings("unchecked")
	private void fillChildren(Slot slot, int n, int lengthDecision) {
		var feature = (EReference) slot.feature;
		Scope before = builder.scope;
		boolean scoped = false;
		for (var binder : nodeClass.binders) {
			if (binder.scope() == feature) {
				builder.scope = builder.scope.pushAll(Bindings.of(binder, node, typing, builder.unifier(),
						builder.functionDepth));
				scoped = true;
			}
		}
		OpenList open = opensList(feature) ? new OpenList(feature, slot.feature.isMany() ? (List<EObject>) node.eGet(feature) : null,
				builder.path.size(), builder.functionDepth, builder.scope) : null;
		boolean observe = open != null && tables.observation != null && feature == tables.observation.into()
				&& builder.openLists.stream().noneMatch(o -> o.feature == feature);
		if (open != null) {
			builder.openLists.add(open);
		}
		// Elements a rule did not type individually can be dropped when they cannot be completed.
		boolean optional = slot.feature.isMany() && (typing.fixedCount(feature) < 0 || typing.untyped(feature));
		for (int k = 0; k < n; k++) {
			if (open != null) {
				open.scope = builder.scope;
			}
			EObject child;
			builder.lengthDecision = lengthDecision;
			if (optional && (k >= slot.multiplicity.min() || typing.fixedCount(feature) >= 0)) {
				child = tryFill(slot, k, open);
				if (child == null) {
					continue;
				}
			} else {
				child = builder.fill(slot.hole, typing.typeFor(feature, k), slot.access);
			}
			if (feature.isMany()) {
				((List<EObject>) node.eGet(feature)).add(child);
			} else {
				node.eSet(feature, child);
			}
			typing.generated(feature, child);
			var made = builder.takeMadeBindings();
			// Lifted definitions went into the list before this child: they are declared first.
			if (open != null && !open.lifted.isEmpty()) {
				builder.scope = builder.scope.pushAll(open.lifted);
				declare(open, open.lifted, observe);
				open.lifted.clear();
			}
			if (made != null) {
				builder.scope = builder.scope.pushAll(made);
				if (open != null) {
					declare(open, made, observe);
				}
			}
		}
		if (open != null) {
			builder.openLists.remove(builder.openLists.size() - 1);
			if (observe) {
				observe(open);
			}
		}
		// Bindings scoped to this child end with it; those its elements made stay for the node's later slots.
		if (scoped) {
			builder.scope = before;
		}
	}

	/** Ends the observed list with a statement observing each binding declared in it. */
	private void observe(OpenList open) {
		for (var bound : open.declared) {
			// Resolved, with open variables showing what unification still allows them to become.
			var type = bound.type() == null ? null : builder.unifier().freshen(bound.type());
			var statement = tables.observation.observe(bound.name(), type);
			if (statement != null && builder.observes(bound.name())) {
				open.list.add(statement);
			}
		}
	}

	/** Whether an attribute holds names the node binds: the engine gives them fresh names. */
	private boolean bindsNames(org.eclipse.emf.ecore.EStructuralFeature feature) {
		for (var binder : nodeClass.binders) {
			if (binder.names() == feature) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Records bindings declared in a list; in the observed list each will get an observation statement, whose
	 * nodes count against the size bound like any others.
	 */
	private void declare(OpenList open, List<Bound> bindings, boolean observed) {
		open.declared.addAll(bindings);
		if (observed) {
			builder.slack -= bindings.size() * tables.observationCost;
		}
	}

	/**
	 * Fills an element the list could do without; when the rules cannot complete it in this context (no
	 * binding to assign, a type nothing closes), every trace of the attempt is undone and the element dropped.
	 */
	private EObject tryFill(Slot slot, int k, OpenList open) {
		var snapshot = builder.snapshot();
		try {
			return builder.fill(slot.hole, typing.typeFor((EReference) slot.feature, k), slot.access);
		} catch (cadmus.api.RulesException e) {
			builder.restore(snapshot);
			return null;
		}
	}

	private boolean opensList(EReference feature) {
		return feature.isMany() && (tables.lifting != null && feature == tables.lifting.into()
				|| tables.observation != null && feature == tables.observation.into());
	}
}
