package cadmus.api;

import java.nio.file.Path;

/**
 * A file Cadmus reads (a model, a corpus, a campaign store and what it keeps, a program file) is missing, unreadable
 * or not what it should be: random bytes, cut short, of another shape, written by a newer Cadmus. The fix is another
 * file, not a change to Cadmus, so the command line prints the message alone, one line that names the file and what is
 * wrong with it, and exits 3 ("missing or unreadable input file or campaign"), without a stack trace.
 */
public class InputFileException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	/** @param problem what is wrong with {@code file}, said after its name */
	public InputFileException(Path file, String problem) {
		this(file, problem, null);
	}

	/** @param problem what is wrong with {@code file}, said after its name */
	public InputFileException(Path file, String problem, Throwable cause) {
		this(file + ": " + problem, cause);
	}

	/**
	 * For failures that name their file in their own words.
	 *
	 * @param message names the file and says what is wrong with it; made one line here
	 */
	public InputFileException(String message, Throwable cause) {
		super(oneLine(message), cause);
	}

	/**
	 * What a library's exception says went wrong, in one short line: the innermost message (the exceptions wrapped
	 * around it repeat it with less detail, or say "failed to invoke constructor"), its first line (Gson adds a line
	 * with a link to its troubleshooting guide), a JSON path in it cut after 60 characters (in a model cut short
	 * inside a deep fragment it takes most of a 300-character line).
	 */
	public static String describe(Throwable e) {
		Throwable innermost = e;
		for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
			if (t.getMessage() != null && !t.getMessage().isBlank()) {
				innermost = t;
			}
		}
		String message = innermost.getMessage();
		if (message == null || message.isBlank()) {
			return innermost.getClass().getSimpleName();
		}
		String first = message.strip().lines().findFirst().orElse("");
		// Gson's advice to its caller is no news to the user: the JSON is malformed.
		first = first.replace("Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON", "malformed JSON");
		return first.replaceAll("(path \\$\\S{0,60})\\S+", "$1...");
	}

	/**
	 * The text on one line: libraries' messages (Gson's, Flyway's, SQLite's) go on over several, and a terminal shows
	 * a one-line error whole where it cuts a longer one.
	 */
	public static String oneLine(String text) {
		return text == null ? "" : text.strip().replaceAll("\\s*\\R\\s*", " ");
	}
}
