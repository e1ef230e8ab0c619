package cadmus.api;

/** A language's rules are broken: a class can never be completed, or no candidate fits a hole. */
public class RulesException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public RulesException(String message) {
		super(message);
	}
}
