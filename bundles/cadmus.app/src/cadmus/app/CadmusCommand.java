package cadmus.app;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The top-level command; its subcommands do the work. */
@Command(name = "cadmus", mixinStandardHelpOptions = true, version = "Cadmus 0.1.0",
		description = "Tests compilers, interpreters and databases with generated programs.",
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { "0:success", "1:internal error", "2:bad usage (option, language, implementation)",
				"3:missing or unreadable input file", "4:no implementation of the language is available" })
final class CadmusCommand implements Runnable {

	@Spec
	private CommandSpec spec;

	@Override
	public void run() {
		throw new ParameterException(spec.commandLine(), "missing command: languages, generate, run, compare or bench");
	}
}
