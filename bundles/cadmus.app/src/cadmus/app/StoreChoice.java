package cadmus.app;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoreException;
import cadmus.store.PostgresAddress;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The store {@code cadmus fuzz} keeps its campaign in, as its options choose: a new one (in the campaign's folder,
 * or on a shared store with {@code --store}), the one of a campaign to resume, or a shared campaign to join. What
 * the user named wrongly is bad usage or bad input, said in one line.
 */
final class StoreChoice {

	private StoreChoice() {
	}

	/** The store of the campaign in {@code dir}, to resume it. */
	static CampaignStore resume(CommandLine commandLine, Path dir, java.time.Duration moreTime) {
		var store = CampaignStore.open(dir);
		commandLine.getOut().printf("resuming campaign %s%s%n", dir,
				moreTime == null ? "" : " for " + moreTime.toSeconds() + " s more");
		commandLine.getOut().flush();
		return store;
	}

	/**
	 * The store of the campaign {@code campaign} on the shared store at {@code url}, named in this process's folder
	 * ({@code outDir}, else one made for the campaign and process, or the one an earlier join made).
	 */
	static CampaignStore join(CommandLine commandLine, String url, String campaign, Path outDir) {
		var address = JoinChoice.address(commandLine, url, campaign);
		Path dir = outDir != null ? outDir : Path.of("campaigns", address.schema() + "-" + JoinChoice.process());
		try {
			var store = CampaignStore.join(dir, address);
			commandLine.getOut().printf("joined campaign %s on %s as %s (directory %s)%n", address.schema(),
					address.where(), JoinChoice.process(), dir);
			commandLine.getOut().flush();
			return store;
		} catch (StoreException e) {
			throw new CliFailure(ExitCodes.INPUT, e.getMessage());
		}
	}

	/** The folder of a new campaign: the one given, else one named by its language and the time. */
	static Path newDir(Path outDir, String languageId) {
		return outDir != null ? outDir
				: Path.of("campaigns", languageId + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
	}

	/** A new campaign's store: in its folder, or on the shared store ({@code shared}, when not null). */
	static CampaignStore create(Path dir, CampaignConfig config, PostgresAddress shared) {
		try {
			return shared == null ? CampaignStore.create(dir, config) : CampaignStore.create(dir, config, shared);
		} catch (StoreException e) {
			throw new CliFailure(ExitCodes.USAGE, e.getMessage());
		}
	}

	/**
	 * The shared store {@code --store} names, with the campaign's schema there ({@code --campaign}, else the
	 * folder's name); null without {@code --store}, where {@code --campaign} and {@code --create-only} are bad usage.
	 */
	static PostgresAddress shared(CommandLine commandLine, String url, String campaign, boolean createOnly, Path dir) {
		if (url == null) {
			if (campaign != null || createOnly) {
				throw new ParameterException(commandLine, "--campaign and --create-only are for a campaign on a "
						+ "shared store: give --store too");
			}
			return null;
		}
		try {
			return new PostgresAddress(url, campaign != null ? campaign
					: PostgresAddress.schemaOf(dir.toAbsolutePath().normalize().getFileName().toString()));
		} catch (IllegalArgumentException e) {
			throw new ParameterException(commandLine, e.getMessage());
		}
	}
}
