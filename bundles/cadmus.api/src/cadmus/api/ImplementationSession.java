package cadmus.api;

/** Runs programs on one implementation; may keep a process alive between runs. Not thread-safe. */
public interface ImplementationSession extends AutoCloseable {

	/** Runs one program; never throws for program failures, which are outcomes. */
	Execution run(Program program);

	/**
	 * The coverage points the last {@link #run} reached in the implementation's own code, when the session was
	 * opened to collect them ({@link Implementation#open(ExecutionLimits, boolean)}); {@link Coverage#NONE}
	 * otherwise, and after a run that ended without an answer (a timeout, a crash of the process).
	 */
	default Coverage coverage() {
		return Coverage.NONE;
	}

	@Override
	void close();
}
