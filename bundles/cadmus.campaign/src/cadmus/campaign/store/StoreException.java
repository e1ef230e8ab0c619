package cadmus.campaign.store;

import cadmus.api.InputFileException;

/**
 * The findings store cannot do what was asked; the message names the file and the cause. An input error (exit 3):
 * a store that is not one, is damaged or is of a newer Cadmus, or that cannot be written where it is.
 */
public final class StoreException extends InputFileException {

	private static final long serialVersionUID = 1L;

	public StoreException(String message) {
		super(message, null);
	}

	public StoreException(String message, Throwable cause) {
		super(message, cause);
	}
}
