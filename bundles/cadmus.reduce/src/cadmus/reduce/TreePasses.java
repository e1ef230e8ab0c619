package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import cadmus.api.DecisionSource;
import cadmus.generate.Decision;
import cadmus.generate.Shape;
import cadmus.generate.Shape.Span;

/**
 * Edits of the program's tree, made on the trace through its {@link Shape} (hierarchical delta debugging):
 * delete a list element (its decisions go, its list's length decision drops by one), replace a subtree by the
 * cheapest completion its hole allows, hoist a descendant into its ancestor's place, give a node another class
 * its hole allows (one literal for another), leave out the observation statements the engine adds for the
 * outermost bindings. The rest of the tree is
 * kept by steering each hole back to the class it had. Every candidate is generated again under the rules,
 * which check its types, scopes and effects: a node whose deletion leaves a name undeclared has its uses
 * regenerated, never a dangling reference.
 */
final class TreePasses {

	/**
	 * How far below a node hoisting looks for a replacement: four levels reach a condition inside a nested
	 * sub-expression inside an operand, which two did not (one of releng/bench-reduce's findings went from 94 to 75 tokens
	 * with it; eight levels found nothing more).
	 */
	private static final int HOIST_DEPTH = 4;

	private TreePasses() {
	}

	static List<Pass> all(Function<TraceEdit, State> replay) {
		return List.of(deleteNode(replay), cheapest(replay), hoist(replay), switchClass(replay), unobserve(replay));
	}

	/**
	 * Per node in the tree's order (parents before children): delete its decisions and lower one decision its
	 * parent took before it, the one that made room for it: the length of its list when the engine drew it,
	 * otherwise a count or choice a rule drew (how many joins, which clauses), tried nearest first.
	 */
	static Pass deleteNode(Function<TraceEdit, State> replay) {
		var deletions = new PerState<>(TreePasses::deletions);
		return new Pass("delete a node", s -> deletions.of(s).size() / 2, (state, position) -> {
			var all = deletions.of(state);
			var span = state.shape().spans().get(all.get(2 * position));
			int lowered = all.get(2 * position + 1);
			var edit = new TraceEdit(state);
			var d = edit.get(lowered);
			if (d.value() <= d.lo()) {
				return null;
			}
			long value = d.hi() - d.lo() == DecisionSource.WEIGHT_POINTS - 1 ? d.lo() : d.value() - 1;
			return replay.apply(edit.delete(span.start(), span.end()).set(lowered, value));
		});
	}

	/** (node, decision to lower) pairs, flattened: for each node, its list's length first, then its parent's own decisions before it, nearest first. */
	private static List<Integer> deletions(List<Span> spans) {
		var result = new ArrayList<Integer>();
		// A parent's own decisions are those in its run not inside a child's: mark the children's runs.
		var ownedBy = new int[spans.isEmpty() ? 0 : spans.get(0).end() + 1];
		java.util.Arrays.fill(ownedBy, -1);
		for (int i = 0; i < spans.size(); i++) {
			var span = spans.get(i);
			for (int k = span.start(); k < Math.min(span.end(), ownedBy.length); k++) {
				ownedBy[k] = i;
			}
		}
		// (Spans are in pre-order, so a child's marks overwrite its parent's: ownedBy is the innermost node.)
		for (int i = 0; i < spans.size(); i++) {
			var span = spans.get(i);
			if (span.parent() < 0 || span.end() < 0) {
				continue;
			}
			if (span.lengthDecision() >= 0) {
				result.add(i);
				result.add(span.lengthDecision());
			}
			var parent = spans.get(span.parent());
			for (int k = span.start() - 1; k > parent.choice(); k--) {
				if (ownedBy[k] == span.parent() && k != span.lengthDecision()) {
					result.add(i);
					result.add(k);
				}
			}
		}
		return result;
	}

	/** Per node: the cheapest completion of its hole in its place. */
	static Pass cheapest(Function<TraceEdit, State> replay) {
		return new Pass("cheapest subtree", s -> s.shape().spans().size(), (state, position) -> {
			var span = state.shape().spans().get(position);
			if (span.choice() < 0 || span.end() < 0 || span.decisions() <= 1) {
				return null;
			}
			var edit = new TraceEdit(state);
			String label = edit.get(span.choice()).label();
			return replay.apply(edit.delete(span.start(), span.end()).insert(span.start(),
					new Decision(label, 0, DecisionSource.WEIGHT_POINTS - 1, 0), Shape.CHEAPEST));
		});
	}

	/** Per node and descendant below it (up to {@value #HOIST_DEPTH} levels): the descendant in its place. */
	static Pass hoist(Function<TraceEdit, State> replay) {
		var pairs = new PerState<>(TreePasses::hoists);
		return new Pass("hoist a descendant", s -> pairs.of(s).size() / 2, (state, position) -> {
			var all = pairs.of(state);
			var spans = state.shape().spans();
			var ancestor = spans.get(all.get(2 * position));
			var descendant = spans.get(all.get(2 * position + 1));
			var edit = new TraceEdit(state);
			var hoisted = replay.apply(edit.replace(ancestor.start(), ancestor.end(), new TraceEdit(state),
					descendant.choice(), descendant.end()));
			// A descendant its ancestor's hole cannot take (another type, another kind of node) leaves the hole to
			// a weighted choice and the rest of the tree adrift: no hoist, so not worth running.
			return hoisted != null && descendant.filledWith().equals(hoisted.shape().filledAt(ancestor.start()))
					? hoisted : null;
		});
	}

	/**
	 * Per node and other class its hole could take (cheapest first): the node with that class, replaying the
	 * node's own decisions. It pays where the two classes draw decisions alike (a leaf: one literal for another);
	 * where they do not, the replayed node has little to do with the old one and is seldom smaller.
	 */
	static Pass switchClass(Function<TraceEdit, State> replay) {
		var pairs = new PerState<>(TreePasses::switches);
		return new Pass("switch a node's class", s -> pairs.of(s).size() / 2, (state, position) -> {
			var all = pairs.of(state);
			var span = state.shape().spans().get(all.get(2 * position));
			String target = span.alternatives().get(all.get(2 * position + 1));
			var switched = replay.apply(new TraceEdit(state).aim(span.choice(), target));
			return switched != null && target.equals(switched.shape().filledAt(span.start())) ? switched : null;
		});
	}

	/**
	 * Leaves out observation statements: all of them at once first, then one binding's at a time. A finding
	 * that shows in what they print keeps them; most show earlier, in the statements the decisions made.
	 */
	static Pass unobserve(Function<TraceEdit, State> replay) {
		return new Pass("leave out an observation", s -> s.shape().observed().isEmpty() ? 0 : 1 + s.shape().observed().size(),
				(state, position) -> {
					var edit = new TraceEdit(state);
					var observed = state.shape().observed();
					if (position == 0) {
						observed.forEach(edit::unobserve);
					} else {
						edit.unobserve(observed.get(position - 1));
					}
					return replay.apply(edit);
				});
	}

	/** (node, index of one of its alternatives) pairs, flattened. */
	private static List<Integer> switches(List<Span> spans) {
		var result = new ArrayList<Integer>();
		for (int i = 0; i < spans.size(); i++) {
			var span = spans.get(i);
			if (span.choice() < 0 || span.end() < 0) {
				continue;
			}
			for (int a = 0; a < span.alternatives().size(); a++) {
				result.add(i);
				result.add(a);
			}
		}
		return result;
	}

	/** (ancestor, descendant) pairs of nodes, flattened. */
	private static List<Integer> hoists(List<Span> spans) {
		var result = new ArrayList<Integer>();
		for (int d = 0; d < spans.size(); d++) {
			var descendant = spans.get(d);
			if (descendant.choice() < 0 || descendant.end() < 0) {
				continue;
			}
			int ancestor = descendant.parent();
			for (int level = 1; level <= HOIST_DEPTH && ancestor >= 0; level++) {
				if (spans.get(ancestor).decisions() > descendant.decisions()) {
					result.add(ancestor);
					result.add(d);
				}
				ancestor = spans.get(ancestor).parent();
			}
		}
		return result;
	}

	/** A list computed from the spans of the last state asked about: a sweep asks once per candidate. */
	private static final class PerState<T> {
		private final Function<List<Span>, T> compute;
		private State state;
		private T value;

		PerState(Function<List<Span>, T> compute) {
			this.compute = compute;
		}

		T of(State s) {
			if (s != state) {
				state = s;
				value = compute.apply(s.shape().spans());
			}
			return value;
		}
	}
}
