package cadmus.api;

/** A language's rules are broken: a class can never be completed, or no candidate fits a hole. */
public class RulesException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	private final transient java.util.function.Supplier<String> message;

	/**
	 * Whether these failures carry stack traces (system property {@code cadmus.rulesStackTraces=true}), to find the
	 * line of a rule that throws one. Off by default: the engine raises them while searching, and recovers from
	 * nearly all, many times a program; filling in the stack of its deep recursion was a sixth of one language's
	 * generation time. The message says what failed, and the engine adds the holes it failed under.
	 */
	private static final boolean STACK_TRACES = Boolean.getBoolean("cadmus.rulesStackTraces");

	public RulesException(String message) {
		super(message, null, false, STACK_TRACES);
		this.message = null;
	}

	/** A failure whose message is built only when read: where the message costs a type's text to build. */
	public RulesException(java.util.function.Supplier<String> message) {
		super(null, null, false, STACK_TRACES);
		this.message = message;
	}

	@Override
	public String getMessage() {
		return message == null ? super.getMessage() : message.get();
	}
}
