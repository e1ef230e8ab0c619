package cadmus.generate;

import java.util.List;

import cadmus.api.DecisionSource;

/**
 * Feeds a recorded trace back. An unchanged trace regenerates its program exactly. An edited trace (values
 * lowered or removed while reducing) still drives generation: a value outside the asked range is clamped
 * into it, and once the trace runs out every decision takes its smallest value, which the generator's
 * minimal-completion bound turns into the smallest subtree.
 */
public final class ReplayDecisionSource implements DecisionSource {

	private final List<Decision> decisions;
	private int next;
	private int clamped;

	public ReplayDecisionSource(Trace trace) {
		this.decisions = trace.decisions();
	}

	@Override
	public long between(String label, long lo, long hi) {
		if (hi < lo) {
			throw new IllegalArgumentException(label + ": empty range " + lo + ".." + hi);
		}
		if (next >= decisions.size()) {
			return lo;
		}
		long value = decisions.get(next++).value();
		if (value < lo || value > hi) {
			clamped++;
			return Math.max(lo, Math.min(hi, value));
		}
		return value;
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
