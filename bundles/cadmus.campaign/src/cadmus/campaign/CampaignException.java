package cadmus.campaign;

/** A campaign cannot start or go on; the message says why in the user's terms. */
public final class CampaignException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public CampaignException(String message) {
		super(message);
	}
}
