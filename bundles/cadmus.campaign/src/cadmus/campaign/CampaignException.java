package cadmus.campaign;

/**
 * A campaign cannot start or go on; the message says why in the user's terms. {@link CampaignInputException} when
 * what is wrong is a file the campaign keeps (its model), not the campaign's machine or Cadmus.
 */
public class CampaignException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public CampaignException(String message) {
		super(message);
	}
}
