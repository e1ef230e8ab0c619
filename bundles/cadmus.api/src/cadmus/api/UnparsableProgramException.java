package cadmus.api;

import java.util.List;

/** Program text that a language's parser rejects; carries every syntax error the parser reported. */
public class UnparsableProgramException extends Exception {

	private static final long serialVersionUID = 1L;

	private final List<String> errors;

	public UnparsableProgramException(List<String> errors) {
		super(errors.isEmpty() ? "syntax error" : String.join("; ", errors));
		this.errors = List.copyOf(errors);
	}

	/** The parser's messages, each with its line. */
	public List<String> errors() {
		return errors;
	}
}
