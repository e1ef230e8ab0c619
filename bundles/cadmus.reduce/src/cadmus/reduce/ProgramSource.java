package cadmus.reduce;

import java.util.Optional;

import cadmus.api.Program;
import cadmus.generate.Trace;

/**
 * Makes programs from decision traces the way the finding's program was made (its language, rules and size
 * bound), so that a candidate trace is a conforming program by construction.
 */
public interface ProgramSource {

	/** A program made from a trace, with the decisions generation actually consumed. */
	record Replayed(Program program, Trace consumed) {
	}

	/** The program the trace makes; empty when generation cannot complete from it. */
	Optional<Replayed> replay(Trace trace);
}
