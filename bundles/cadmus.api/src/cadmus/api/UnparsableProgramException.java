package cadmus.api;

import java.util.List;

/** Program text that a language's parser rejects; carries every syntax error the parser reported. */
public class UnparsableProgramException extends Exception {

	private static final long serialVersionUID = 1L;

	private final List<SyntaxError> syntaxErrors;

	public UnparsableProgramException(List<SyntaxError> syntaxErrors) {
		super(syntaxErrors.isEmpty() ? "syntax error"
				: String.join("; ", syntaxErrors.stream().map(SyntaxError::toString).toList()));
		this.syntaxErrors = List.copyOf(syntaxErrors);
	}

	/** The parser's errors with their positions; empty when the parser built no tree without saying why. */
	public List<SyntaxError> syntaxErrors() {
		return syntaxErrors;
	}

	/** The parser's messages, each with its line ("line N: message"). */
	public List<String> errors() {
		return syntaxErrors.stream().map(SyntaxError::toString).toList();
	}
}
