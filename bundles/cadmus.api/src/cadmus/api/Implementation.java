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

	/**
	 * Features of its dialect this implementation does not support, named as the language's rules name them
	 * (see {@link Language#rules(String, java.util.Set)}): programs meant for a set of implementations avoid what
	 * any of them lacks, so that a missing feature is not reported as a difference again and again.
	 */
	default java.util.Set<String> lacks() {
		return java.util.Set.of();
	}

	/** Probes whether it can run here (binary present, natives loadable) and its version. */
	Availability availability();

	/**
	 * The command that installs what it needs where it is unavailable, on a Debian machine like the ones
	 * Cadmus is built on, without sudo ({@code apt-get install lua5.4}, {@code npm install -g pkg@1.0}); empty
	 * when it needs nothing beyond Cadmus itself (embedded engines from Maven Central).
	 */
	default String installCommand() {
		return "";
	}

	/**
	 * Whether a campaign that names no implementations includes this one. False for a twin that runs the same
	 * engine another way (a process per program next to a persistent driver), kept for comparisons and benches.
	 */
	default boolean inDefaultSet() {
		return true;
	}

	/** Programs whose classification must come out as stated before a campaign trusts this implementation. */
	default java.util.List<Canary> canaries() {
		return java.util.List.of();
	}

	/** The runtime errors the language defines, as this implementation words them; others count as crashes. */
	default ExpectedErrors expectedErrors() {
		return ExpectedErrors.ANY;
	}

	/**
	 * Its output in the form compared across implementations (e.g. line endings or number spellings that are
	 * documented differences); the identity by default.
	 */
	default String normalize(String stdout) {
		return stdout;
	}

	/**
	 * The engine build this implementation runs, when several implementations run one build in different
	 * configurations (its JIT tiers, an optimizer on and off): they name it alike (the binary's name), so that a
	 * disagreement among them points at a tier of one binary, not at a difference between versions or engines.
	 * Empty when it shares its build with no other implementation.
	 */
	default String binary() {
		return "";
	}

	/**
	 * The one command a maintainer runs to see what this implementation does with a program, with the engine alone:
	 * its binary, the flags of its configuration and tier, the program's file. Empty where the engine runs inside
	 * Cadmus (an engine embedded in a JVM) or only through a harness of Cadmus's (the default).
	 */
	default java.util.Optional<StandaloneCommand> standaloneCommand() {
		return java.util.Optional.empty();
	}

	/**
	 * Runs the program by {@code command} — {@link #standaloneCommand()}, or it with fewer arguments — the engine
	 * alone, in a file named {@code fileName}, as a maintainer would (where the engine is installed apart, there);
	 * empty when the implementation has no such command or the command could not start.
	 */
	default java.util.Optional<StandaloneRun> runAlone(StandaloneCommand command, String fileName, String programText,
			ExecutionLimits limits) {
		return java.util.Optional.empty();
	}

	/**
	 * Runs the program once more, on its own, with the engine's tracing of its optimizing compiler on, and says what
	 * of the program's own code that tier compiled: the proof that a tier campaign's programs reach the JIT. Empty
	 * when the implementation has no optimizing tier or no trace to tell by (the default).
	 */
	default java.util.Optional<OptimizedCode> optimizedCode(Program program, ExecutionLimits limits) {
		return java.util.Optional.empty();
	}

	/** Opens a session that runs programs under the given limits; close it to release processes. */
	ImplementationSession open(ExecutionLimits limits);

	/**
	 * How this implementation measures the coverage its runs reach in its own code, for feedback-directed
	 * campaigns ("JaCoCo probes of the engine's classes", ...); empty when it cannot.
	 */
	default String coverageCollector() {
		return "";
	}

	/**
	 * Opens a session that also collects each run's coverage ({@link ImplementationSession#coverage()}) when
	 * {@code collectCoverage} is set and the implementation has a {@link #coverageCollector()}.
	 */
	default ImplementationSession open(ExecutionLimits limits, boolean collectCoverage) {
		return open(limits);
	}
}
