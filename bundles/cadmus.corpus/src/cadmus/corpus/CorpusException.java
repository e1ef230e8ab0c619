package cadmus.corpus;

import cadmus.api.InputFileException;

/**
 * A corpus or model that cannot be made, opened, read or written, with a message naming it and the cause. An input
 * error (exit 3): a file that is not one, is damaged or is of a newer Cadmus, or a folder it cannot be made in.
 */
public final class CorpusException extends InputFileException {

	private static final long serialVersionUID = 1L;

	public CorpusException(String message) {
		super(message, null);
	}

	public CorpusException(String message, Throwable cause) {
		super(message, cause);
	}
}
