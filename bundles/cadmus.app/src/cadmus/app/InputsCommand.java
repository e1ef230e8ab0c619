package cadmus.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.campaign.CampaignService;
import cadmus.campaign.store.CampaignStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus inputs CAMPAIGN}: the inputs a feedback-directed campaign saved (Zest's corpus of byte sequences),
 * one line per input (its program, why it was saved, when, its size); with {@code --out}, each input's program,
 * regenerated from its bytes, into a file, to replay it elsewhere (under another coverage tool, on another engine).
 * A random campaign saves none. Corpora of real programs are {@code cadmus corpus}'s.
 */
@Command(name = "inputs", mixinStandardHelpOptions = true,
		description = { "List the inputs a zest campaign saved; --out writes their programs.",
				"Exit status: 0, 2 bad usage, 3 no such campaign." })
final class InputsCommand implements Callable<Integer> {

	private final CampaignService campaigns;

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "CAMPAIGN", description = "Campaign directory.")
	private Path dir;

	@Option(names = "--out", paramLabel = "FOLDER", description = "Write each saved input's program into FOLDER.")
	private Path out;

	InputsCommand(CampaignService campaigns) {
		this.campaigns = campaigns;
	}

	@Override
	public Integer call() throws Exception {
		var print = spec.commandLine().getOut();
		try (var store = CampaignStore.open(dir)) {
			var saved = store.corpus();
			print.printf("%s: %d inputs saved (guidance %s)%n", dir, saved.size(), store.config().guidance());
			print.printf("%-8s %-26s %10s %7s%n", "program", "saved as", "found (ms)", "bytes");
			for (var entry : saved) {
				print.printf("%-8d %-26s %10d %7d%n", entry.index(), entry.savedAs(), entry.foundMillis(),
						entry.input().length);
			}
			if (out != null) {
				Files.createDirectories(out);
				var programs = campaigns.corpusPrograms(store);
				for (var program : programs) {
					Files.writeString(out.resolve(program.name()), program.text());
				}
				print.printf("%d programs written to %s%n", programs.size(), out);
			}
		}
		return ExitCodes.OK;
	}
}
