package cadmus.app;

import cadmus.api.SizeBound;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The {@code --size} option of every command that generates (a picocli mixin). */
final class SizeOption {

	@Option(names = "--size", defaultValue = "30", paramLabel = "NODES",
			description = "Size bound in tree nodes (default ${DEFAULT-VALUE}); typed programs may exceed it.")
	private int size;

	SizeBound bound(CommandLine commandLine) {
		if (size < 1) {
			throw new ParameterException(commandLine, "--size must be positive: " + size);
		}
		return new SizeBound(size);
	}

	int nodes() {
		return size;
	}
}
