package cadmus.generate;

import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.Access;
import cadmus.api.DecisionSource;
import cadmus.api.types.Type;
import cadmus.generate.GenerationTables.NodeClass;

/**
 * Whether a candidate class's reference slots could be filled where a hole is, before the class is chosen: each needs
 * a binding in scope (of the type the class's rule gives the slot, where a dry run of the rule tells it without
 * decisions) or one that could be lifted, unless something other than a reference may fill the slot.
 */
final class ReferenceSlots {

	private final TreeBuilder builder;
	private final GenerationTables tables;
	private final References references;

	ReferenceSlots(TreeBuilder builder, GenerationTables tables, References references) {
		this.builder = builder;
		this.tables = tables;
		this.references = references;
	}

	/**
	 * Whether a class's required reference slots can all be filled: a binding must exist for each (of the type
	 * its rule gives the slot, when the rule decides that without decisions), or be liftable.
	 */
	boolean feasible(NodeClass c, Ancestors ancestors) {
		Type[] slotTypes = null;
		Ancestors inside = null;
		for (int i = 0; i < c.referenceSlots.length; i++) {
			var slot = c.referenceSlots[i];
			if (inside == null) {
				inside = ancestors.inside(c.eClass);
			}
			if (otherwiseFillable(slot, inside)) {
				continue;
			}
			// Untyped first: without any binding of the right access there is nothing to refine.
			if (!references.anyFits(null, slot.access) && !references.canLift(null, slot.access)) {
				return false;
			}
			if (slotTypes == null) {
				slotTypes = probeTypes(c);
				if (slotTypes == null) {
					continue;
				}
			}
			if (!references.anyFits(slotTypes[i], slot.access) && !references.canLift(slotTypes[i], slot.access)) {
				return false;
			}
		}
		return true;
	}

	/** Whether a class other than a reference may fill the slot in this context. */
	private boolean otherwiseFillable(GenerationTables.Slot slot, Ancestors inside) {
		PathContext context = null;
		for (var candidate : slot.hole.candidates) {
			if (candidate.reference == null && candidate.weight > 0) {
				if (context == null) {
					context = new PathContext(inside, builder);
				}
				if (tables.rules.allowedIn(candidate.eClass, slot.hole.feature, context)) {
					return true;
				}
			}
		}
		return false;
	}

	/** The types a class's rule gives its reference slots, from a dry run; null where it needs decisions. */
	private Type[] probeTypes(NodeClass c) {
		var types = new Type[c.referenceSlots.length];
		if (c.typeRule == null) {
			return types;
		}
		// A rule that asks for a decision ends its dry run there: the slot types would depend on the decision.
		// Running it on to its end with made-up answers (as before) was most of the probe's cost: a large rule
		// probed at every hole its class could fill took a seventh of one language's generation time. The exception
		// is one object without a stack; a rule that catches it and goes on is still discarded (asked).
		var asked = new boolean[1];
		DecisionSource lowest = (label, lo, hi) -> {
			asked[0] = true;
			throw DecisionAsked.INSTANCE;
		};
		var probe = new NodeTyping(EcoreUtil.create(c.eClass), c.typeRule.type(null), Access.READ, builder,
				new Frame(c.eClass, builder.ancestors())) {
			@Override
			public DecisionSource decisions() {
				return lowest;
			}
		};
		int mark = builder.unifier().mark();
		try {
			c.typeRule.children(probe);
			if (asked[0]) {
				// Whether a rule asks depends on the hole; not remembered, so that a program never depends on the
				// programs generated before it.
				return null;
			}
			for (int i = 0; i < types.length; i++) {
				var feature = c.referenceSlots[i].feature;
				// A list the rule leaves empty needs no binding: judged untyped, as before the probe.
				types[i] = probe.fixedCount(feature) == 0 ? null : probe.typeFor(feature, 0);
			}
		} catch (RuntimeException e) {
			if (!asked[0]) {
				throw e;
			}
			// What the rule did after the decision was asked does not count either.
			return null;
		} finally {
			builder.unifier().rollback(mark);
		}
		return types;
	}

	/** Ends a dry run of a type rule where the rule asks for a decision. */
	private static final class DecisionAsked extends RuntimeException {
		private static final long serialVersionUID = 1L;
		static final DecisionAsked INSTANCE = new DecisionAsked();

		private DecisionAsked() {
			super("a dry run asked for a decision", null, false, false);
		}
	}
}
