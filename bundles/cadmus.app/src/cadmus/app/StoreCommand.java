package cadmus.app;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code cadmus store}: what is done to a campaign's store as a whole; its subcommands do it. */
@Command(name = "store", mixinStandardHelpOptions = true,
		description = "Work on campaign stores as a whole: 'store copy' moves a campaign between its directory's "
				+ "SQLite file and a shared PostgreSQL store; 'store serve' runs a PostgreSQL server for shared stores.")
final class StoreCommand implements Runnable {

	@Spec
	private CommandSpec spec;

	@Override
	public void run() {
		throw MissingSubcommand.of(spec, "store command");
	}
}
