package cadmus.lang.dafny;

import java.time.Duration;
import java.util.regex.Pattern;

import cadmus.api.Outcome;

/**
 * Reads what Dafny 2.3 prints (its command line or its server) into a verdict. A crash is an unhandled .NET
 * exception or a prover error; errors come as {@code file(line,column): Error: message}, after the parser's or the
 * resolver's count of them on the command line; the server prints no count, so an error before anything was
 * verified is the resolver's, and reports an exception it caught as "[FATAL] message" and "[FAILURE]". A proof the
 * prover gave up on says "timed out". A verdict of OK needs the verifier's word of success: text without an error
 * and without it is no verdict (a crash), never a proof.
 */
final class DafnyMessages {

	private static final Pattern EXCEPTION = Pattern.compile("(?:---> |Unhandled Exception:\\s*|FATAL UNHANDLED EXCEPTION: )"
			+ "([\\w.]+(?:Exception|Error)): ([^\\n]*?)(?: --->|\\n|$)");
	private static final Pattern FATAL = Pattern.compile("(?m)^\\[FATAL\\] ([^\n]*)$");
	private static final Pattern PROVER = Pattern.compile("(?m)^Prover error: (.*)$");
	private static final Pattern ERROR = Pattern.compile("(?m)^[^\\n]*?\\(\\d+,\\d+\\): Error(?: BP\\d+)?: ([^\\n]*)$");
	private static final Pattern FINISHED = Pattern.compile("verifier finished with \\d+ verified, (\\d+) errors?(?:, (\\d+) time outs?)?");

	private DafnyMessages() {
	}

	static DafnyVerdict verdict(String text, Duration duration) {
		String[] exception = lastException(text);
		if (exception != null) {
			return new DafnyVerdict(Outcome.CRASH, exception[0] + ": " + exception[1].strip(), text, duration);
		}
		var fatal = FATAL.matcher(text);
		if (fatal.find()) {
			// the server's report of an exception it caught: "[FATAL] message, message, ..."
			return new DafnyVerdict(Outcome.CRASH, "fatal: " + fatal.group(1).split(", ")[0].strip(), text, duration);
		}
		var prover = PROVER.matcher(text);
		if (prover.find()) {
			return new DafnyVerdict(Outcome.CRASH, "prover error: " + prover.group(1).strip(), text, duration);
		}
		var error = ERROR.matcher(text);
		boolean errors = error.find();
		if (text.contains("parse errors detected")) {
			return new DafnyVerdict(Outcome.SYNTAX_ERROR, "parse error" + (errors ? ": " + error.group(1).strip() : ""), text, duration);
		}
		if (text.contains("resolution/type errors detected") || errors && !text.contains("Verifying ")
				&& !text.contains("verifier finished")) {
			return new DafnyVerdict(Outcome.SYNTAX_ERROR, "resolution: " + (errors ? error.group(1).strip() : "type error"), text,
					duration);
		}
		if (errors) {
			return new DafnyVerdict(Outcome.VERIFY_ERROR, error.group(1).strip(), text, duration);
		}
		var finished = FINISHED.matcher(text);
		if (finished.find() && (!finished.group(1).equals("0") || finished.group(2) != null && !finished.group(2).equals("0"))
				|| text.contains("timed out")) {
			return new DafnyVerdict(Outcome.VERIFY_ERROR, "timed out", text, duration);
		}
		if (!text.contains("Verification completed successfully!") && !text.contains("verifier finished with")) {
			// no error and no word of success: not a verdict to trust
			return new DafnyVerdict(Outcome.CRASH, text.contains("[FAILURE]") ? "server failure" : "no verdict", text, duration);
		}
		return new DafnyVerdict(Outcome.OK, "", text, duration);
	}

	/** The innermost exception a .NET stack trace names (the last "---> X: message"), or null. */
	private static String[] lastException(String text) {
		var m = EXCEPTION.matcher(text);
		String[] last = null;
		while (m.find()) {
			last = new String[] { m.group(1), m.group(2) };
		}
		return last;
	}
}
