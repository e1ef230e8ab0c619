package cadmus.generate;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.DecisionSource;

/** Passes decisions through from another source and records each one, giving the program's {@link Trace}. */
public final class RecordingDecisionSource implements DecisionSource {

	private final DecisionSource inner;
	private final List<Decision> decisions = new ArrayList<>();

	public RecordingDecisionSource(DecisionSource inner) {
		this.inner = inner;
	}

	@Override
	public int choose(String label, int n) {
		int value = inner.choose(label, n);
		decisions.add(new Decision(label, 0, n - 1L, value));
		return value;
	}

	@Override
	public long between(String label, long lo, long hi) {
		long value = inner.between(label, lo, hi);
		decisions.add(new Decision(label, lo, hi, value));
		return value;
	}

	/** The decisions so far. */
	public Trace trace() {
		return new Trace(decisions);
	}
}
