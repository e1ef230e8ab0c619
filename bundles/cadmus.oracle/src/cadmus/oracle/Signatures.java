package cadmus.oracle;

import java.util.regex.Pattern;

import cadmus.api.Execution;
import cadmus.api.Outcome;

/**
 * Turns what an execution said into bucket keys that stay stable across programs: the error kind with
 * addresses, values and quoted names or program text folded, so that "attempt to index a nil value (local 'v3')"
 * and "(local 'v7')" share one bucket while "index" and "call" do not.
 */
public final class Signatures {

	/**
	 * A quoted name or piece of program text: opened by a quote that does not end a word (so the apostrophe of
	 * "can't" opens nothing), with the quote escaped inside by doubling (""C0"") or a backslash, and
	 * running to the end when the message was cut before the closing quote. Engines that quote the failing
	 * statement in their message would otherwise open a bucket per statement.
	 */
	private static final Pattern QUOTED = Pattern.compile(
			"(?<![\\p{L}\\p{N}])(?:'(?:[^'\\\\]|\\\\.|'')*(?:'|$)|\"(?:[^\"\\\\]|\\\\.|\"\")*(?:\"|$))");
	private static final Pattern HEX = Pattern.compile("0x[0-9a-fA-F]+");
	/** Values, not codes: small integers (signal numbers, exit statuses, argument positions) stay. */
	private static final Pattern NUMBER = Pattern.compile("\\d+\\.\\d+|\\d{3,}");
	private static final int MAX = 120;

	private Signatures() {
	}

	/** The error kind in bucket form. */
	public static String kind(String errorKind) {
		String folded = QUOTED.matcher(errorKind).replaceAll("'_'");
		folded = HEX.matcher(folded).replaceAll("0x_");
		folded = NUMBER.matcher(folded).replaceAll("N").strip();
		return folded.length() > MAX ? folded.substring(0, MAX) : folded;
	}

	/**
	 * The outcome class of one execution as signatures spell it: {@code OK}, or the outcome with its kind. A
	 * timeout or running out of memory is the outcome alone: there the kind says how the harness noticed
	 * (a JVM's OutOfMemoryError, a process's allocation failure), not what the program did.
	 */
	public static String outcomeClass(Execution e) {
		if (e.outcome() == Outcome.OK || e.outcome() == Outcome.TIMEOUT || e.outcome() == Outcome.OUT_OF_MEMORY
				|| e.errorKind().isEmpty()) {
			return e.outcome().name();
		}
		return e.outcome().name() + "(" + kind(e.errorKind()) + ")";
	}
}
