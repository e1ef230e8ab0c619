package cadmus.app;

import java.util.stream.Collectors;

import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** Resolves a --lang value, or fails as bad usage listing the installed languages. */
final class LanguageChoice {

	private LanguageChoice() {
	}

	static Language resolve(LanguageRegistry registry, String id, CommandLine commandLine) {
		return registry.language(id).orElseThrow(() -> {
			String installed = registry.languages().stream().map(Language::id).collect(Collectors.joining(", "));
			return new ParameterException(commandLine, "unknown language '" + id + "'; installed: "
					+ (installed.isEmpty() ? "none (install a language feature from the update site)" : installed));
		});
	}
}
