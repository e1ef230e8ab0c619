package cadmus.campaign;

/**
 * A campaign cannot start or go on; the message says why in the user's terms. A file the campaign keeps that is
 * missing or damaged (its model, its store) is a {@link cadmus.api.InputFileException} instead: the user's input.
 */
public class CampaignException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public CampaignException(String message) {
		super(message);
	}
}
