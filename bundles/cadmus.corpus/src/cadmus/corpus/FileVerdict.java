package cadmus.corpus;

/** What importing a file came to. Only parsed files enter learning; the others are kept to be reported. */
public enum FileVerdict {
	/** The grammar parsed it. */
	PARSED("parsed", true),
	/** The grammar rejected it: the detail is its first syntax error. */
	NOT_PARSED("not parsed", true),
	/** The parser gave no answer within the time allowed. */
	TIMED_OUT("timed out", true),
	/** Binary, or text in another encoding than UTF-8: not given to the parser. */
	NOT_TEXT("not text", false),
	/** Larger than the import's limit: not read. */
	TOO_LARGE("too large", false),
	/** A file of a format that wraps programs (an engine's test) without a program the language reads. */
	NO_PROGRAM("no program", false),
	/** The same bytes as a file the corpus already holds. */
	DUPLICATE("duplicate", false),
	/** It could not be read. */
	UNREADABLE("unreadable", false);

	private final String shown;
	private final boolean parseAttempted;

	FileVerdict(String shown, boolean parseAttempted) {
		this.shown = shown;
		this.parseAttempted = parseAttempted;
	}

	/** How the command line and the store name it. */
	public String shown() {
		return shown;
	}

	/** Whether the file was given to the parser, so that it counts in the parse rate. */
	public boolean parseAttempted() {
		return parseAttempted;
	}

	/** The verdict a stored name stands for. */
	public static FileVerdict of(String shown) {
		for (var v : values()) {
			if (v.shown.equals(shown)) {
				return v;
			}
		}
		throw new IllegalArgumentException("no file verdict is called " + shown);
	}
}
