package cadmus.reduce;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import cadmus.api.Program;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * Makes programs from decision traces the way the finding's program was made (its language, rules and size
 * bound), so that a candidate trace is a conforming program by construction.
 */
public interface ProgramSource {

	/**
	 * A program made from a trace, with the decisions generation actually consumed and the tree's shape over
	 * them (empty when the source does not record it: then only the trace is edited, not the tree).
	 */
	record Replayed(Program program, Trace consumed, Shape shape) {
	}

	/**
	 * The program the trace makes, its holes steered to the classes {@code aims} names where they can take them
	 * (null: no steering), without the observation statements of the bindings named in {@code unobserved};
	 * empty when generation cannot complete from it.
	 */
	Optional<Replayed> replay(Trace trace, List<String> aims, Set<String> unobserved);

	/**
	 * The program the trace makes, whether or not it is one the finding's technique would make: what measuring the
	 * prelude needs (the smallest program the rules make), which a source that keeps only its technique's programs
	 * (a targeted program's reduction) refuses. By default {@link #replay}.
	 */
	default Optional<Replayed> replayAny(Trace trace, List<String> aims, Set<String> unobserved) {
		return replay(trace, aims, unobserved);
	}
}
