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
	OUT_OF_MEMORY
}
