package cadmus.generate;

import java.util.List;
import java.util.Set;

import cadmus.api.DecisionSource;

/**
 * Feeds a recorded trace back. An unchanged trace regenerates its program exactly. An edited trace (values
 * lowered or removed while reducing) still drives generation: a value outside the asked range is clamped
 * into it, and once the trace runs out every decision takes its smallest value, which the generator's
 * minimal-completion bound turns into the smallest subtree.
 * <p>
 * Replayed with aims (a class name per decision that chose a hole's class), a hole whose aimed class is among
 * its candidates takes it whatever the recorded point now selects: a tree edit that changed the weights around
 * it (a deleted sibling left more budget) keeps the rest of the tree. The aim {@link Shape#CHEAPEST} fills the
 * hole with its cheapest completion: that node's subtree takes the cheapest class and smallest value at every
 * decision, consuming none of the trace. Bindings named in {@code unobserved} get no observation statement.
 */
public final class ReplayDecisionSource implements TreeDecisions {

	private final List<Decision> decisions;
	private final List<String> aims;
	private final Set<String> unobserved;
	private int next;
	private int clamped;
	private int depth;
	/** The depth of the hole being filled with its cheapest completion; -1 when none is. */
	private int cheapestFrom = -1;

	public ReplayDecisionSource(Trace trace) {
		this(trace, null);
	}

	/** @param aims per decision, the class its hole should take, or null; null for no steering */
	public ReplayDecisionSource(Trace trace, List<String> aims) {
		this(trace, aims, Set.of());
	}

	/**
	 * @param aims       per decision, the class its hole should take, or null; null for no steering
	 * @param unobserved bindings whose observation statement is left out
	 */
	public ReplayDecisionSource(Trace trace, List<String> aims, Set<String> unobserved) {
		this.decisions = trace.decisions();
		this.aims = aims;
		this.unobserved = Set.copyOf(unobserved);
		if (aims != null && aims.size() != decisions.size()) {
			throw new IllegalArgumentException(aims.size() + " aims for " + decisions.size() + " decisions");
		}
	}

	@Override
	public long between(String label, long lo, long hi) {
		if (hi < lo) {
			throw new IllegalArgumentException(label + ": empty range " + lo + ".." + hi);
		}
		if (cheapestFrom >= 0 || next >= decisions.size()) {
			return lo;
		}
		long value = decisions.get(next++).value();
		if (value < lo || value > hi) {
			clamped++;
			return Math.max(lo, Math.min(hi, value));
		}
		return value;
	}

	@Override
	public int chooseClass(String label, double[] weights, String[] names, int[] costs) {
		if (cheapestFrom >= 0) {
			return TreeDecisions.cheapest(weights, costs);
		}
		String aim = aims == null || next >= decisions.size() ? null : aims.get(next);
		if (Shape.CHEAPEST.equals(aim)) {
			next++;
			cheapestFrom = depth;
			return TreeDecisions.cheapest(weights, costs);
		}
		if (aim != null) {
			for (int i = 0; i < names.length; i++) {
				if (names[i].equals(aim) && DecisionSource.pointFor(weights, i) >= 0) {
					next++;
					return i;
				}
			}
		}
		return chooseWeighted(label, weights);
	}

	@Override
	public void opened(int lengthDecision) {
		depth++;
	}

	@Override
	public void closed() {
		if (cheapestFrom == depth) {
			cheapestFrom = -1;
		}
		depth--;
	}

	@Override
	public boolean observes(String name) {
		return !unobserved.contains(name);
	}

	@Override
	public int taken() {
		return next;
	}

	/** How many recorded values fell outside the range asked for: zero for a faithful replay. */
	public int clamped() {
		return clamped;
	}

	/** Whether generation asked for more decisions than the trace holds. */
	public boolean exhausted() {
		return next >= decisions.size();
	}
}
