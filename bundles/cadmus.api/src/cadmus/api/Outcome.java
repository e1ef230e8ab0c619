package cadmus.api;

/** How one run of a program on one implementation ended. */
public enum Outcome {
	/** Ran to completion. */
	OK,
	/** The program raised an error the language defines (uncaught exception, runtime error). */
	RUNTIME_ERROR,
	/** The implementation rejected the program text before running it. */
	SYNTAX_ERROR,
	/** The implementation died: signal, abort, assertion, internal error, broken worker. */
	CRASH,
	/** The run exceeded its wall-clock limit and was killed. */
	TIMEOUT,
	/** The run exhausted its memory limit. */
	OUT_OF_MEMORY,
	/**
	 * A verifier rejected the program: a proof obligation it did not discharge (an assertion, a precondition, a
	 * termination measure). For languages whose implementations prove programs before running them.
	 */
	VERIFY_ERROR,
	/**
	 * A compiler rejected a program its front end accepted, or the code it generated did not build: the
	 * implementation's own back end failed before anything ran.
	 */
	COMPILE_ERROR
}
