package cadmus.app;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.campaign.store.StoreCopy;
import cadmus.campaign.store.StoreException;
import cadmus.store.PostgresAddress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus store copy FROM TO [--store URL [--campaign NAME]]}: a campaign copied whole into a new campaign
 * directory, kept in TO's own SQLite file, or on a shared PostgreSQL store, and so back again.
 */
@Command(name = "copy", mixinStandardHelpOptions = true,
		description = { "Copy a campaign whole (programs, executions, findings, buckets, reductions, corpus) into a new "
				+ "campaign directory: into TO's own SQLite file, or with --store onto a shared PostgreSQL store, which "
				+ "TO then names. FROM may be either kind. Every table's rows are counted on both sides.",
				"Exit status: 0 copied, 2 bad usage (TO holds a campaign, the name is taken), 3 FROM is no campaign" })
final class StoreCopyCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FROM", description = "The campaign directory to copy.")
	private Path from;

	@Parameters(index = "1", paramLabel = "TO", description = "The new campaign directory.")
	private Path to;

	@Option(names = "--store", paramLabel = "URL", description = "Keep the copy on this shared PostgreSQL store "
			+ "(jdbc:postgresql://HOST[:PORT]/DATABASE[?user=U&password=P]).")
	private String store;

	@Option(names = "--campaign", paramLabel = "NAME", description = "With --store: the copy's name there (default: "
			+ "TO's name, made a schema name).")
	private String campaignName;

	@Override
	public Integer call() {
		PostgresAddress shared = null;
		if (store != null) {
			try {
				shared = new PostgresAddress(store, campaignName != null ? campaignName
						: PostgresAddress.schemaOf(to.toAbsolutePath().normalize().getFileName().toString()));
			} catch (IllegalArgumentException e) {
				throw new ParameterException(spec.commandLine(), e.getMessage());
			}
		} else if (campaignName != null) {
			throw new ParameterException(spec.commandLine(), "--campaign names a campaign on a shared store: give --store too");
		}
		StoreCopy.Copied copied;
		try {
			copied = StoreCopy.copy(from, to, shared);
		} catch (StoreException e) {
			throw new CliFailure(e.getMessage().contains("already holds") ? ExitCodes.USAGE : ExitCodes.INPUT, e.getMessage());
		}
		var out = spec.commandLine().getOut();
		out.printf("copied %s to %s%s%n", from, to, shared == null ? "" : " (" + shared.where() + ")");
		copied.rows().forEach((table, rows) -> out.printf("  %-16s %,d rows%n", table, rows));
		return ExitCodes.OK;
	}
}
