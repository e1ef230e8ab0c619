package cadmus.campaign;

/**
 * A campaign cannot go on because of a file it keeps beside its store: its model is missing, unreadable, of
 * another language, or not the one it began with. The user's input, to put back (exit 3), not a missing
 * implementation or a failure of Cadmus.
 */
public final class CampaignInputException extends CampaignException {

	private static final long serialVersionUID = 1L;

	public CampaignInputException(String message) {
		super(message);
	}
}
