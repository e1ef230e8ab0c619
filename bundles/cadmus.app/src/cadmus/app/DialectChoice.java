package cadmus.app;

import cadmus.api.Language;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** Resolves a --dialect value of a language, or fails as bad usage listing its dialects. */
final class DialectChoice {

	private DialectChoice() {
	}

	static String resolve(Language language, String dialect, CommandLine commandLine) {
		if (dialect == null) {
			return language.dialects().get(0);
		}
		if (!language.dialects().contains(dialect)) {
			throw new ParameterException(commandLine, "unknown dialect '" + dialect + "' of " + language.id()
					+ "; known: " + String.join(", ", language.dialects()));
		}
		return dialect;
	}
}
