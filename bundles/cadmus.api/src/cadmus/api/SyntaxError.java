package cadmus.api;

/**
 * One syntax error a language's parser reported: where it is in the text (for an editor's marker) and what the
 * parser said.
 *
 * @param line   1-based line of the error's start
 * @param offset 0-based character offset of the error's start
 * @param length characters the error covers (at least 0)
 */
public record SyntaxError(int line, int offset, int length, String message) {

	public SyntaxError {
		if (line < 1 || offset < 0 || length < 0) {
			throw new IllegalArgumentException("bad position: line " + line + ", offset " + offset + ", length " + length);
		}
		message = message == null ? "syntax error" : message;
	}

	/** "line N: message", as the command line prints it. */
	@Override
	public String toString() {
		return "line " + line + ": " + message;
	}
}
