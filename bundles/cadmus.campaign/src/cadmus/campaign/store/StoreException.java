package cadmus.campaign.store;

/** The findings store cannot do what was asked; the message names the file and the cause. */
public final class StoreException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public StoreException(String message) {
		super(message);
	}

	public StoreException(String message, Throwable cause) {
		super(message, cause);
	}
}
