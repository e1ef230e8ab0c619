package cadmus.lang.js.engines;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The error kinds of JavaScript runs, the same on every implementation so that runs compare: an uncaught
 * Error is named by the standard error class it is an instance of ({@code TypeError}, {@code RangeError}, ...;
 * plain {@code Error} for any other Error object, a user's subclass of Error too), a thrown value that is not an
 * Error by {@code "throw " + typeof value} ({@code throw string}, {@code throw object}), a program that does not
 * compile by {@code SyntaxError}. Messages are never part of a kind: they differ between engines.
 *
 * <p>The drivers and engines give the kind with each reply; {@link #kind} recovers it from the error text
 * ({@code "TypeError: x is not a function"}, {@code "Uncaught string: boom"}) for replies that carry none.
 */
public final class JsErrors {

	/** The standard error classes, the most derived first. */
	public static final List<String> STANDARD = List.of("TypeError", "RangeError", "ReferenceError", "SyntaxError",
			"EvalError", "URIError", "AggregateError", "Error");

	/** What engines say about running out of stack: JavaScript defines no limit; V8 raises a RangeError. */
	public static final String STACK_EXHAUSTED = "RangeError";

	private static final Pattern NAMED = Pattern.compile("^(?:Uncaught )?([A-Z]\\w*Error)\\b");
	private static final Pattern THROWN = Pattern.compile("^Uncaught (\\w+)\\b");

	private JsErrors() {
	}

	/**
	 * The kind of an error text: the error class it starts with ({@code InternalError} too, which the expected
	 * errors then call a crash), "throw " + typeof, or else its first line, at most 200 characters.
	 */
	public static String kind(String message) {
		if (message == null) {
			return "";
		}
		String line = message.strip().lines().findFirst().orElse("");
		var named = NAMED.matcher(line);
		if (named.find()) {
			return named.group(1);
		}
		var thrown = THROWN.matcher(line);
		if (thrown.find()) {
			return thrownKind(thrown.group(1));
		}
		return line.length() > 200 ? line.substring(0, 200) : line;
	}

	/** The kind of a thrown value that is not an Error, given its typeof. */
	public static String thrownKind(String typeOf) {
		return "throw " + typeOf;
	}
}
