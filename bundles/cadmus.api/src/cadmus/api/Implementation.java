package cadmus.api;

/**
 * One real implementation of a language (an interpreter, engine, compiler or database) and how to run it.
 * Implementations are immutable profiles; running happens in sessions so that persistent processes can
 * serve many programs.
 */
public interface Implementation {

	/** Stable id, unique across languages, e.g. {@code <language>.<engine>}. */
	String id();

	/** The language it implements. */
	String languageId();

	/** What it is, for people: engine name and how it is run. */
	String description();

	/** The language dialect it runs (one of the language's dialects); programs are compared within one. */
	default String dialect() {
		return "";
	}

	/** Probes whether it can run here (binary present, natives loadable) and its version. */
	Availability availability();

	/** Opens a session that runs programs under the given limits; close it to release processes. */
	ImplementationSession open(ExecutionLimits limits);
}
