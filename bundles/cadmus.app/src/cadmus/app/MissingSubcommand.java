package cadmus.app;

import java.util.ArrayList;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** The error of a command run without one of its subcommands, naming every subcommand it has. */
final class MissingSubcommand {

	private MissingSubcommand() {
	}

	/** For example "missing command: fuzz, findings or report", from the subcommands registered now. */
	static ParameterException of(CommandSpec spec, String what) {
		var names = new ArrayList<>(spec.subcommands().keySet());
		String list = names.size() <= 1 ? String.join("", names)
				: String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
		return new ParameterException(spec.commandLine(), "missing " + what + ": " + list);
	}
}
