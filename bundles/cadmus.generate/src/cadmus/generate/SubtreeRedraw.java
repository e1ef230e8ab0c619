package cadmus.generate;

import java.util.List;

import cadmus.api.DecisionSource;

/**
 * A program's trace replayed with one node's subtree drawn afresh: the decisions before the node's come from the trace,
 * the node's own (its class, its children's) from a seed, and once it closes the decisions after it in the trace carry
 * on, each hole steered back to the class it had ({@link Shape#aims}). The program is its parent with that subtree
 * replaced by another the rules make in its place, the rest as it was where the new subtree leaves it so: a variant
 * of a program kept for what it has (a targeted program whose wanted constructs lie elsewhere), cheaper than making
 * another from nothing.
 * <p>
 * Record it to get the variant's own trace: a plain replay of that makes the variant again.
 */
public final class SubtreeRedraw implements TreeDecisions {

	private enum Phase {
		BEFORE, REDRAWN, AFTER
	}

	private final Shape.Span span;
	/** How many holes enclose the redrawn node: of those that open where its decisions start, the one at this depth. */
	private final int spanDepth;
	/** Holes open before the redrawn node is reached. */
	private int depth;
	private final ReplayDecisionSource before;
	private final ReplayDecisionSource after;
	private final SeededDecisionSource fresh;
	private Phase phase = Phase.BEFORE;
	/** Holes open inside the redrawn node, itself included, while it is being drawn. */
	private int open;
	private int taken;

	/**
	 * @param trace the parent program's decisions
	 * @param shape the parent's shape over them (recorded {@link RecordingDecisionSource#withShape with it})
	 * @param span  the node whose subtree is drawn afresh: one of the shape's spans
	 * @param seed  what the new subtree is drawn from
	 */
	public SubtreeRedraw(Trace trace, Shape shape, Shape.Span span, long seed) {
		var decisions = trace.decisions();
		if (span.start() < 0 || span.end() > decisions.size() || span.start() > span.end()) {
			throw new IllegalArgumentException("span " + span.start() + ".." + span.end() + " is not within the "
					+ decisions.size() + " decisions of the trace");
		}
		List<String> aims = shape.aims(decisions.size());
		this.span = span;
		this.spanDepth = depthOf(shape, span);
		this.before = new ReplayDecisionSource(new Trace(decisions.subList(0, span.start())),
				aims.subList(0, span.start()));
		this.after = new ReplayDecisionSource(new Trace(decisions.subList(span.end(), decisions.size())),
				aims.subList(span.end(), decisions.size()));
		this.fresh = new SeededDecisionSource(seed);
	}

	private static int depthOf(Shape shape, Shape.Span span) {
		int depth = 0;
		for (var s = span; s.parent() >= 0; s = shape.spans().get(s.parent())) {
			depth++;
		}
		return depth;
	}

	/** Where the decision in hand comes from. */
	private DecisionSource current() {
		return switch (phase) {
			case BEFORE -> before;
			case REDRAWN -> fresh;
			case AFTER -> after;
		};
	}

	/** Passed on as a choice, not a range: a seeded source draws the two differently, and a redraw draws as it does. */
	@Override
	public int choose(String label, int n) {
		taken++;
		return current().choose(label, n);
	}

	@Override
	public long between(String label, long lo, long hi) {
		taken++;
		return current().between(label, lo, hi);
	}

	@Override
	public int chooseClass(String label, double[] weights, String[] names, int[] costs) {
		taken++;
		return switch (phase) {
			case BEFORE -> before.chooseClass(label, weights, names, costs);
			case REDRAWN -> fresh.chooseWeighted(label, weights);
			case AFTER -> after.chooseClass(label, weights, names, costs);
		};
	}

	/**
	 * The redrawn node opens where the trace's decisions before it are spent, as deep as the shape has it: a node whose
	 * class was no decision opens where its first child does.
	 */
	@Override
	public void opened(int lengthDecision) {
		if (phase == Phase.BEFORE && taken == span.start() && depth == spanDepth) {
			phase = Phase.REDRAWN;
		}
		if (phase == Phase.REDRAWN) {
			open++;
			return;
		}
		if (phase == Phase.BEFORE) {
			depth++;
		}
		((TreeDecisions) current()).opened(lengthDecision);
	}

	@Override
	public void closed() {
		if (phase == Phase.REDRAWN) {
			if (--open == 0) {
				phase = Phase.AFTER;
			}
			return;
		}
		if (phase == Phase.BEFORE) {
			depth--;
		}
		((TreeDecisions) current()).closed();
	}

	/** Whether the node was reached and drawn afresh: false where the program ended before its decisions were spent. */
	public boolean redrew() {
		return phase != Phase.BEFORE;
	}

	@Override
	public int taken() {
		return taken;
	}
}
