package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;


/**
 * Edits of the decision trace, Hypothesis-style: delete a run of decisions, set a run to the smallest value of
 * each range, lower one decision. The program is a function of its decisions, so every candidate is made by
 * the generator under the language's rules: conforming by construction, never a syntax or type error. A trace
 * cut short is completed with smallest values, which the generator's size bound turns into the smallest
 * subtrees.
 */
final class TracePasses {

	private TracePasses() {
	}

	/** Deletion and zeroing in runs of {@code n/2, n/4, ..., 1} decisions, then lowering single decisions. */
	static List<Pass> all(int decisions, Function<TraceEdit, State> replay) {
		var passes = new ArrayList<Pass>();
		for (int chunk : ChunkSizes.halving(decisions)) {
			passes.add(delete(chunk, replay));
		}
		for (int chunk : ChunkSizes.halving(decisions)) {
			passes.add(zero(chunk, replay));
		}
		passes.add(lower(replay));
		passes.add(highest(replay));
		return passes;
	}

	/** Positions of runs of {@code chunk} decisions, one after another. */
	private static int runs(State state, int chunk) {
		return (state.trace().size() + chunk - 1) / chunk;
	}

	static Pass delete(int chunk, Function<TraceEdit, State> replay) {
		return new Pass("delete " + chunk + " decisions", s -> runs(s, chunk), (state, position) -> {
			var edit = new TraceEdit(state);
			int from = position * chunk;
			if (from >= edit.size()) {
				return null;
			}
			return replay.apply(edit.delete(from, Math.min(edit.size(), from + chunk)));
		});
	}

	static Pass zero(int chunk, Function<TraceEdit, State> replay) {
		return new Pass("zero " + chunk + " decisions", s -> runs(s, chunk), (state, position) -> {
			var edit = new TraceEdit(state);
			boolean changed = false;
			for (int i = position * chunk; i < Math.min(edit.size(), (position + 1) * chunk); i++) {
				var x = edit.get(i);
				if (x.value() != x.lo()) {
					edit.set(i, x.lo());
					changed = true;
				}
			}
			return changed ? replay.apply(edit) : null;
		});
	}

	/** Per decision above its range's low end: its low end, halfway down, one less. */
	static Pass lower(Function<TraceEdit, State> replay) {
		return new Pass("lower a decision", s -> s.trace().size() * 3, (state, position) -> {
			var edit = new TraceEdit(state);
			var x = edit.get(position / 3);
			long above = x.value() - x.lo();
			long lowered = switch (position % 3) {
			case 0 -> x.lo();
			case 1 -> above >= 4 ? x.lo() + above / 2 : x.value();
			default -> above >= 2 ? x.value() - 1 : x.value();
			};
			if (lowered == x.value()) {
				return null;
			}
			return replay.apply(edit.set(position / 3, lowered));
		});
	}

	/**
	 * Per decision below its range's high end: its high end. Smallest values are not always the smallest
	 * program: a coin flip is true at its low end ("add the optional clause"), so its high end is what
	 * leaves the optional part out. Kept, like every candidate, only when the program has fewer tokens.
	 */
	static Pass highest(Function<TraceEdit, State> replay) {
		return new Pass("raise a decision to its highest", s -> s.trace().size(), (state, position) -> {
			var edit = new TraceEdit(state);
			var x = edit.get(position);
			return x.value() == x.hi() ? null : replay.apply(edit.set(position, x.hi()));
		});
	}
}
