package cadmus.app;

import java.util.LinkedHashMap;
import java.util.Map;

/** Exit codes of the cadmus command, documented in README.md. */
public final class ExitCodes {

	/** The command did what it was asked. */
	public static final int OK = 0;
	/** An unexpected failure inside Cadmus (a bug, or a broken installation). */
	public static final int INTERNAL = 1;
	/** Bad usage: unknown command, option, language or implementation, or a bad option value. */
	public static final int USAGE = 2;
	/** An input file is missing or unreadable, or a file a campaign keeps (its model) changed or is gone. */
	public static final int INPUT = 3;
	/** No implementation of the language is available on this machine. */
	public static final int UNAVAILABLE = 4;
	/** {@code fuzz}: the run stored new findings (or opened new buckets), as {@code --fail-on} asks. */
	public static final int FINDINGS = 5;
	/** {@code repro}: the finding did not reproduce. */
	public static final int NOT_REPRODUCED = 6;
	/** {@code generate --target}: no program within the search's bounds satisfies the target. */
	public static final int NOT_FOUND = 7;
	/** {@code fuzz}: stopped by Ctrl-C, the JVM's own code for SIGINT (128 + 2); everything judged is stored. */
	public static final int INTERRUPTED = 130;

	/** Every code with what it means, for the usage message, in order. */
	static Map<String, String> described() {
		var codes = new LinkedHashMap<String, String>();
		codes.put(Integer.toString(OK), "success");
		codes.put(Integer.toString(INTERNAL), "internal error");
		codes.put(Integer.toString(USAGE), "bad usage (command, option, language, implementation, value)");
		codes.put(Integer.toString(INPUT), "missing or unreadable input file or campaign, or a campaign's model changed or gone");
		codes.put(Integer.toString(UNAVAILABLE), "no implementation of the language is available (or passed its canaries)");
		codes.put(Integer.toString(FINDINGS), "fuzz stored new findings (see its --fail-on)");
		codes.put(Integer.toString(NOT_REPRODUCED), "repro or reduce: the finding did not reproduce");
		codes.put(Integer.toString(NOT_FOUND), "generate --target: no program within the bounds satisfies the target");
		codes.put(Integer.toString(INTERRUPTED), "fuzz stopped by Ctrl-C (everything judged is stored)");
		return codes;
	}

	private ExitCodes() {
	}
}
