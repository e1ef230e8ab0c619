package cadmus.corpus;

/** A corpus that cannot be made, opened or written, with a message naming it and the cause. */
public final class CorpusException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public CorpusException(String message) {
		super(message);
	}

	public CorpusException(String message, Throwable cause) {
		super(message, cause);
	}
}
