package cadmus.reduce;

import java.util.List;
import java.util.Set;

import cadmus.api.Program;
import cadmus.generate.Decision;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * A program a reduction holds, with its size in tokens and, when it came from decisions, its trace, the tree's
 * shape over it (empty when not known) and the bindings whose observation statements it leaves out.
 */
record State(Program program, Trace trace, Shape shape, Set<String> unobserved, int tokens) {

	State {
		unobserved = Set.copyOf(unobserved);
	}

	static State of(Program program, Trace trace, Shape shape) {
		return of(program, trace, shape, Set.of());
	}

	static State of(Program program, Trace trace, Shape shape, Set<String> unobserved) {
		return new State(program, trace, shape == null ? Shape.none() : shape, unobserved,
				TokenCount.of(program.text()));
	}

	/** Per decision of the trace, the class its hole took (null where none): replaying with these keeps the tree. */
	List<String> aims() {
		return shape.aims(trace.size());
	}

	/**
	 * Whether this state is a step forward from {@code other}: fewer tokens, or as many from a trace that is
	 * shorter or, as long, smaller decision by decision (a well-founded order, so a reduction always ends).
	 */
	boolean smallerThan(State other) {
		if (tokens != other.tokens) {
			return tokens < other.tokens;
		}
		if (trace == null || other.trace == null || program.text().equals(other.program.text())) {
			return false;
		}
		List<Decision> a = trace.decisions();
		List<Decision> b = other.trace.decisions();
		if (a.size() != b.size()) {
			return a.size() < b.size();
		}
		for (int i = 0; i < a.size(); i++) {
			long x = a.get(i).value() - a.get(i).lo();
			long y = b.get(i).value() - b.get(i).lo();
			if (x != y) {
				return x < y;
			}
		}
		return false;
	}
}
