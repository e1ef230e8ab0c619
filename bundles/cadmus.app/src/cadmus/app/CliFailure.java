package cadmus.app;

/** A failure the user can act on: printed as one line, exits with its code, no stack trace. */
final class CliFailure extends RuntimeException {

	private static final long serialVersionUID = 1L;

	private final int exitCode;

	CliFailure(int exitCode, String message) {
		super(message);
		this.exitCode = exitCode;
	}

	int exitCode() {
		return exitCode;
	}
}
