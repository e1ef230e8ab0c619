package cadmus.app;

import cadmus.api.SizeBound;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The {@code --size} option of every command that generates (a picocli mixin). */
final class SizeOption {

	@Option(names = "--size", paramLabel = "NODES",
			description = "Size bound in tree nodes (default: the language's own, see 'cadmus languages'); typed programs may exceed it.")
	private Integer size;

	/** Checks --size before a language is known. */
	void validate(CommandLine commandLine) {
		if (size != null && size < 1) {
			throw new ParameterException(commandLine, "--size must be positive: " + size);
		}
	}

	SizeBound bound(CommandLine commandLine, cadmus.api.Language language) {
		validate(commandLine);
		return new SizeBound(nodes(language));
	}

	int nodes(cadmus.api.Language language) {
		return size == null ? language.defaultSize() : size;
	}
}
