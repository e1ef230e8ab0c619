package cadmus.api;

/** A language's rules are broken: a class can never be completed, or no candidate fits a hole. */
public class RulesException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	private final transient java.util.function.Supplier<String> message;

	public RulesException(String message) {
		super(message);
		this.message = null;
	}

	/**
	 * A failure whose message is built only when read, without a stack trace: the engine raises these while
	 * searching (and recovers from most), so they must be cheap.
	 */
	public RulesException(java.util.function.Supplier<String> message) {
		super(null, null, false, false);
		this.message = message;
	}

	@Override
	public String getMessage() {
		return message == null ? super.getMessage() : message.get();
	}
}
