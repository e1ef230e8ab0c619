package cadmus.app;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code cadmus bench}: benchmarks that print figures, one subcommand each. */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmarks that print figures.")
final class BenchCommand implements Runnable {

	@Spec
	private CommandSpec spec;

	@Override
	public void run() {
		throw MissingSubcommand.of(spec, "benchmark");
	}
}
