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

	@Override
	void close();
}
