package cadmus.app;

import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The {@code --lang} option every command that works on one language shares (a picocli mixin). */
final class LanguageOption {

	@Option(names = "--lang", required = true, paramLabel = "LANG", description = "Language id (see 'cadmus languages').")
	private String languageId;

	/** The installed language, or bad usage listing the installed ones. */
	Language resolve(LanguageRegistry registry, CommandLine commandLine) {
		return LanguageChoice.resolve(registry, languageId, commandLine);
	}
}
