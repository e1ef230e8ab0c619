package cadmus.generate;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.DecisionSource;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;
import cadmus.generate.GenerationTables.Hole;
import cadmus.generate.GenerationTables.Slot;

/**
 * Builds one tree by filling holes depth first. The budget invariant: {@code slack} is what remains of the
 * size bound after reserving the minimal completion of every hole not yet filled, so a candidate is
 * allowed only if its minimal completion fits the reserve of its hole plus the slack. Generation therefore
 * always completes within the bound, with no retries.
 */
final class TreeBuilder {

	private final GenerationTables tables;
	private final DecisionSource decisions;
	private int slack;

	TreeBuilder(GenerationTables tables, DecisionSource decisions, SizeBound bound) {
		this.tables = tables;
		this.decisions = decisions;
		int rootCost = tables.root().cheapest;
		if (rootCost > bound.maxNodes()) {
			throw new IllegalArgumentException("size bound " + bound.maxNodes() + " is below the smallest program ("
					+ rootCost + " nodes)");
		}
		this.slack = bound.maxNodes() - rootCost;
	}

	EObject build() {
		return fill(tables.root());
	}

	private EObject fill(Hole hole) {
		int allowance = slack + hole.cheapest;
		double[] w = hole.weightsWithin(allowance, new double[hole.candidates.length]);
		var chosen = hole.candidates[decisions.chooseWeighted(hole.label, w)];
		slack -= chosen.cost - hole.cheapest;
		EObject node = EcoreUtil.create(chosen.eClass);
		int[] counts = new int[chosen.slots.length];
		// Decide every list length first, so later siblings keep their reserve while earlier ones grow.
		for (int i = 0; i < chosen.slots.length; i++) {
			counts[i] = count(chosen.slots[i]);
		}
		for (int i = 0; i < chosen.slots.length; i++) {
			var slot = chosen.slots[i];
			if (slot.hole != null) {
				setChildren(node, slot, counts[i]);
			} else {
				setValues(node, slot, counts[i]);
			}
		}
		return node;
	}

	private int count(Slot slot) {
		int min = slot.multiplicity.min();
		int max = slot.multiplicity.max();
		if (slot.hole != null) {
			int each = Math.max(1, slot.hole.cheapest);
			max = Math.min(max, min + slack / each);
		}
		int n = min == max ? min : (int) decisions.between(slot.countLabel, min, max);
		if (slot.hole != null) {
			slack -= (n - min) * slot.hole.cheapest;
		}
		return n;
	}

	@SuppressWarnings("unchecked")
	private void setChildren(EObject node, Slot slot, int n) {
		if (slot.feature.isMany()) {
			var list = (List<EObject>) node.eGet(slot.feature);
			for (int k = 0; k < n; k++) {
				list.add(fill(slot.hole));
			}
		} else if (n == 1) {
			node.eSet(slot.feature, fill(slot.hole));
		}
	}

	@SuppressWarnings("unchecked")
	private void setValues(EObject node, Slot slot, int n) {
		if (slot.feature.isMany()) {
			var list = (List<Object>) node.eGet(slot.feature);
			for (int k = 0; k < n; k++) {
				list.add(slot.values.draw(decisions));
			}
		} else if (n == 1) {
			node.eSet(slot.feature, slot.values.draw(decisions));
		}
	}
}
