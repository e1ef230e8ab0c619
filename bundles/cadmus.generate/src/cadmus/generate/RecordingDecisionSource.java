package cadmus.generate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import cadmus.api.DecisionSource;

/**
 * Passes decisions through from another source and records each one, giving the program's {@link Trace};
 * made {@link #withShape with its shape}, it also records where each node's decisions begin and end.
 */
public final class RecordingDecisionSource implements TreeDecisions {

	private final DecisionSource inner;
	private final TreeDecisions steering;
	private final List<Decision> decisions = new ArrayList<>();
	private final boolean recordsShape;
	private final List<int[]> spans;
	private final List<String> classes;
	private final List<List<String>> alternatives;
	private final IntStack open = new IntStack();
	private final List<String> observed = new ArrayList<>();

	public RecordingDecisionSource(DecisionSource inner) {
		this(inner, false);
	}

	private RecordingDecisionSource(DecisionSource inner, boolean recordsShape) {
		this.inner = inner;
		this.steering = inner instanceof TreeDecisions t ? t : null;
		this.recordsShape = recordsShape;
		this.spans = recordsShape ? new ArrayList<>() : null;
		this.classes = recordsShape ? new ArrayList<>() : null;
		this.alternatives = recordsShape ? new ArrayList<>() : null;
	}

	/** Records the decisions and the shape of the tree they make. */
	public static RecordingDecisionSource withShape(DecisionSource inner) {
		return new RecordingDecisionSource(inner, true);
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

	@Override
	public int chooseWeighted(String label, double[] weights) {
		if (steering == null || !steering.steers(label)) {
			return TreeDecisions.super.chooseWeighted(label, weights);
		}
		// The steering source picks by index: record the point that picks it.
		int index = steering.chooseWeighted(label, weights);
		decisions.add(new Decision(label, 0, WEIGHT_POINTS - 1, DecisionSource.pointFor(weights, index)));
		return index;
	}

	@Override
	public boolean flip(String label, double p) {
		if (steering == null || !steering.steers(label)) {
			return TreeDecisions.super.flip(label, p);
		}
		// The steering source picks the outcome: record the point that gives it (true below p, false at the top).
		boolean value = steering.flip(label, p);
		decisions.add(new Decision(label, 0, WEIGHT_POINTS - 1, value ? 0 : WEIGHT_POINTS - 1));
		return value;
	}

	@Override
	public boolean hasOptional(org.eclipse.emf.ecore.EClass owner, org.eclipse.emf.ecore.EReference feature, String label,
			double p) {
		if (steering == null || !steering.steers(owner, feature)) {
			return flip(label, p);
		}
		// The steering source decides: record the point that gives its answer, as for a flip it steers.
		boolean value = steering.hasOptional(owner, feature, label, p);
		decisions.add(new Decision(label, 0, WEIGHT_POINTS - 1, value ? 0 : WEIGHT_POINTS - 1));
		return value;
	}

	@Override
	public long length(org.eclipse.emf.ecore.EClass owner, org.eclipse.emf.ecore.EReference feature, String label,
			long lo, long hi) {
		// Recorded as the between it replays as.
		long value = steering == null ? inner.between(label, lo, hi) : steering.length(owner, feature, label, lo, hi);
		decisions.add(new Decision(label, lo, hi, value));
		return value;
	}

	@Override
	public int chooseType(String label, List<? extends cadmus.api.types.Type> choices, cadmus.api.types.Type of,
			java.util.function.UnaryOperator<cadmus.api.types.Type> walk) {
		if (steering == null) {
			return TreeDecisions.super.chooseType(label, choices, of, walk);
		}
		// The steering source picks by type: record the index it picked, as choose records it.
		int index = steering.chooseType(label, choices, of, walk);
		decisions.add(new Decision(label, 0, choices.size() - 1L, index));
		return index;
	}

	@Override
	public int chooseBinding(String label, double[] weights, HoleTyping bindings, int n) {
		if (steering == null || !steering.steers(label)) {
			return TreeDecisions.super.chooseBinding(label, weights, bindings, n);
		}
		// The steering source picks by index: record the decision that picks it, as choose or chooseWeighted would.
		int index = steering.chooseBinding(label, weights, bindings, n);
		decisions.add(weights == null ? new Decision(label, 0, n - 1L, index)
				: new Decision(label, 0, WEIGHT_POINTS - 1, DecisionSource.pointFor(weights, index)));
		return index;
	}

	@Override
	public void typing(HoleTyping hole) {
		if (steering != null) {
			steering.typing(hole);
		}
	}

	@Override
	public void ruled(org.eclipse.emf.ecore.EClass of, RuleOutcome outcome) {
		if (steering != null) {
			steering.ruled(of, outcome);
		}
	}

	@Override
	public int chooseClass(String label, double[] weights, String[] names, int[] costs) {
		int at = decisions.size();
		int index;
		if (steering == null) {
			index = chooseWeighted(label, weights);
		} else {
			// The steering source may pick by class rather than by point: record the point that picks it.
			index = steering.chooseClass(label, weights, names, costs);
			decisions.add(new Decision(label, 0, WEIGHT_POINTS - 1, DecisionSource.pointFor(weights, index)));
		}
		if (recordsShape && !open.isEmpty()) {
			int span = open.peek();
			spans.get(span)[1] = at;
			classes.set(span, names[index]);
			alternatives.set(span, alternatives(weights, names, costs, index));
		}
		return index;
	}

	/** The classes other than {@code chosen} a hole could take, no costlier than it, cheapest first. */
	private static List<String> alternatives(double[] weights, String[] names, int[] costs, int chosen) {
		var result = new ArrayList<Integer>();
		for (int i = 0; i < names.length; i++) {
			if (i != chosen && costs[i] <= costs[chosen] && DecisionSource.pointFor(weights, i) >= 0) {
				result.add(i);
			}
		}
		result.sort(Comparator.comparingInt(i -> costs[i]));
		return result.stream().map(i -> names[i]).toList();
	}

	@Override
	public Object drawValue(org.eclipse.emf.ecore.EClass owner, org.eclipse.emf.ecore.EAttribute attribute,
			cadmus.api.AttributeValues values, DecisionSource keeper) {
		// The steering source keeps one draw and makes it through this recording (the keeper), which records it.
		return steering == null ? values.draw(keeper) : steering.drawValue(owner, attribute, values, keeper);
	}

	@Override
	public void opened(int lengthDecision) {
		if (steering != null) {
			steering.opened(lengthDecision);
		}
		if (recordsShape) {
			spans.add(new int[] { decisions.size(), -1, -1, open.isEmpty() ? -1 : open.peek(), lengthDecision });
			classes.add(null);
			alternatives.add(List.of());
			open.push(spans.size() - 1);
		}
	}

	@Override
	public void closed() {
		if (steering != null) {
			steering.closed();
		}
		if (recordsShape) {
			spans.get(open.pop())[2] = decisions.size();
		}
	}

	@Override
	public boolean observes(String name) {
		boolean observes = steering == null || steering.observes(name);
		if (observes && recordsShape) {
			observed.add(name);
		}
		return observes;
	}

	@Override
	public int taken() {
		return decisions.size();
	}

	@Override
	public int structureMark() {
		return recordsShape ? spans.size() : 0;
	}

	@Override
	public void undoStructure(int mark) {
		if (recordsShape) {
			spans.subList(mark, spans.size()).clear();
			classes.subList(mark, classes.size()).clear();
			alternatives.subList(mark, alternatives.size()).clear();
		}
	}

	/** The decisions so far. */
	public Trace trace() {
		return new Trace(decisions);
	}

	/** The tree's shape over {@link #trace()}; empty unless made {@link #withShape}. */
	public Shape shape() {
		var result = new ArrayList<Shape.Span>();
		if (recordsShape) {
			for (int i = 0; i < spans.size(); i++) {
				int[] s = spans.get(i);
				result.add(new Shape.Span(s[0], s[1], s[2], classes.get(i), s[3], s[4], alternatives.get(i)));
			}
		}
		return new Shape(result, recordsShape ? observed : List.of());
	}

	/** A growable stack of ints: the open spans, innermost on top. */
	private static final class IntStack {
		private int[] items = new int[16];
		private int size;

		boolean isEmpty() {
			return size == 0;
		}

		void push(int value) {
			if (size == items.length) {
				items = java.util.Arrays.copyOf(items, size * 2);
			}
			items[size++] = value;
		}

		int peek() {
			return items[size - 1];
		}

		int pop() {
			return items[--size];
		}
	}
}
