package cadmus.corpus;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

import cadmus.api.DecisionSource;
import cadmus.generate.TreeDecisions;

/**
 * Generation steered by a learned {@link TreeModel} (TreeFuzz's generation phase, on Cadmus's engine): each hole's
 * class is drawn by the probabilities the corpus showed in the hole's most specific context seen often enough, and
 * each list's length by the lengths it showed. The engine still offers only the candidates its filters, types and
 * scopes allow, so programs stay conforming; a candidate the corpus never showed there keeps a small share of its
 * own weight ({@link #FLOOR}), so nothing the rules allow becomes unreachable. Every other decision (literals,
 * names, what the type rules draw) comes from the inner source.
 */
public final class ModelDecisions implements TreeDecisions {

	/** The share of every decision left to the engine's own weights. */
	static final double FLOOR = 0.05;
	/** Observations a context needs, among the candidates offered, before it decides. */
	static final int MIN_SUPPORT = 5;
	/** Longer ranges of lengths are left to the inner source. */
	private static final long MAX_LENGTH_RANGE = 10_000;

	/** An open hole: its label once its class is chosen, and the classes chosen so far for its children's lists. */
	private static final class Frame {
		String label;
		String chosen;
		final Map<String, String> lastChild = new HashMap<>();
	}

	private final TreeModel model;
	private final DecisionSource inner;
	private final ArrayDeque<Frame> open = new ArrayDeque<>();
	private int taken;

	public ModelDecisions(TreeModel model, DecisionSource inner) {
		this.model = model;
		this.inner = inner;
	}

	@Override
	public long between(String label, long lo, long hi) {
		taken++;
		if (label.endsWith(".count") && hi > lo && hi - lo < MAX_LENGTH_RANGE) {
			var counts = model.lengthCounts(label);
			if (!counts.isEmpty()) {
				double[] weights = new double[(int) (hi - lo + 1)];
				long support = 0;
				for (int i = 0; i < weights.length; i++) {
					weights[i] = counts.getOrDefault((int) (lo + i), 0);
					support += (long) weights[i];
				}
				if (support >= MIN_SUPPORT) {
					for (int i = 0; i < weights.length; i++) {
						weights[i] = (1 - FLOOR) * weights[i] / support + FLOOR / weights.length;
					}
					return lo + DecisionSource.indexAt(weights, inner.between(label, 0, WEIGHT_POINTS - 1), label);
				}
			}
		}
		return inner.between(label, lo, hi);
	}

	@Override
	public int chooseClass(String label, double[] weights, String[] names, int[] costs) {
		taken++;
		var frame = open.peek();
		Frame parent = null;
		if (frame != null) {
			var frames = open.iterator();
			frames.next();
			parent = frames.hasNext() ? frames.next() : null;
		}
		String parentLabel = parent == null || parent.label == null ? ModelContexts.ROOT : parent.label;
		String previous = parent == null ? ModelContexts.FIRST : parent.lastChild.getOrDefault(label, ModelContexts.FIRST);
		int index = DecisionSource.indexAt(steered(label, parentLabel, previous, weights, names),
				inner.between(label, 0, WEIGHT_POINTS - 1), label);
		if (frame != null) {
			frame.label = label;
			frame.chosen = names[index];
		}
		return index;
	}

	/** The engine's weights reweighed by the most specific context with enough support; its own where none has. */
	private double[] steered(String label, String parentLabel, String previous, double[] weights, String[] names) {
		double engineTotal = 0;
		boolean[] recordable = new boolean[weights.length];
		for (int i = 0; i < weights.length; i++) {
			recordable[i] = TreeDecisions.recordable(weights, i);
			engineTotal += recordable[i] ? weights[i] : 0;
		}
		for (String context : ModelContexts.of(label, parentLabel, previous)) {
			var counts = model.classCounts(context);
			long support = 0;
			for (int i = 0; i < names.length; i++) {
				support += recordable[i] ? counts.getOrDefault(names[i], 0) : 0;
			}
			if (support >= MIN_SUPPORT) {
				double[] steered = new double[weights.length];
				for (int i = 0; i < weights.length; i++) {
					steered[i] = recordable[i] ? (1 - FLOOR) * counts.getOrDefault(names[i], 0) / support
							+ FLOOR * weights[i] / engineTotal : 0;
				}
				return steered;
			}
		}
		return weights;
	}

	@Override
	public void opened(int lengthDecision) {
		open.push(new Frame());
	}

	@Override
	public void closed() {
		var frame = open.pop();
		var parent = open.peek();
		if (parent != null && frame.label != null && frame.chosen != null) {
			parent.lastChild.put(frame.label, frame.chosen);
		}
	}

	@Override
	public int taken() {
		return taken;
	}
}
