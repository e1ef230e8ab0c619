package cadmus.reduce;

import java.util.List;

import cadmus.api.Program;
import cadmus.generate.Decision;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * A program a reduction holds, with its size in tokens and, when it came from decisions, its trace and the
 * tree's shape over it (empty when not known).
 */
record State(Program program, Trace trace, Shape shape, int tokens) {

	static State of(Program program, Trace trace, Shape shape) {
		return new State(program, trace, shape == null ? new Shape(List.of()) : shape, TokenCount.of(program.text()));
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
