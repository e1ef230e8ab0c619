package cadmus.campaign;

/** A language, implementation or oracle that a campaign names is not installed; the message names it. */
public final class MissingPartException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public MissingPartException(String message) {
		super(message);
	}
}
