package cadmus.reduce;

import cadmus.api.Program;

/**
 * The interestingness test of one reduction: whether a candidate program still shows the finding being
 * reduced (runs on the finding's implementations, is judged by its oracle and lands in its bucket). One test
 * serves one reducing thread at a time, so it may keep sessions open between candidates; the reducer opens
 * as many as it runs candidates at once and closes them when it is done.
 */
public interface CandidateTest extends AutoCloseable {

	/** True when the candidate shows the same finding, in the same bucket; never for a different bug. */
	boolean reproduces(Program candidate);

	/**
	 * True when the candidate reproduces and every implementation, run on it, ends and prints exactly as on
	 * {@code current}: the test of edits meant to change nothing a program does (a helper called by a plainer
	 * name). False by default: a test that cannot compare runs accepts no such edit.
	 */
	default boolean reproducesAlike(Program current, Program candidate) {
		return false;
	}

	@Override
	void close();
}
