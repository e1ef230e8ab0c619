package cadmus.app;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level command; its subcommands do the work. Its exit code list is {@link ExitCodes#described()}. */
@Command(name = "cadmus", mixinStandardHelpOptions = true, version = "Cadmus 0.1.0",
		description = "Tests compilers, interpreters and databases with generated programs.",
		commandListHeading = "%nCommands (cadmus COMMAND --help explains each):%n",
		exitCodeListHeading = "%nExit codes:%n")
final class CadmusCommand implements Runnable {

	@Spec
	private CommandSpec spec;

	@Override
	public void run() {
		throw MissingSubcommand.of(spec, "command");
	}
}
