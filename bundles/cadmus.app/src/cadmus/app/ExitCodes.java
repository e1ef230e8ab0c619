package cadmus.app;

/** Exit codes of the cadmus command, documented in README.md. */
public final class ExitCodes {

	/** The command did what it was asked. */
	public static final int OK = 0;
	/** An unexpected failure inside Cadmus (a bug, or a broken installation). */
	public static final int INTERNAL = 1;
	/** Bad usage: unknown command, option, language or implementation, or a bad option value. */
	public static final int USAGE = 2;
	/** An input file is missing or unreadable. */
	public static final int INPUT = 3;
	/** No implementation of the language is available on this machine. */
	public static final int UNAVAILABLE = 4;
	/** {@code fuzz}: the run stored new findings (or opened new buckets), as {@code --fail-on} asks. */
	public static final int FINDINGS = 5;
	/** {@code repro}: the finding did not reproduce. */
	public static final int NOT_REPRODUCED = 6;

	private ExitCodes() {
	}
}
