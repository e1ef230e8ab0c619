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
 * {@code cadmus corpus DIR}: a feedback-directed campaign's corpus, one line per saved input (its program, why it
 * was saved, when, its size); with {@code --out}, each input's program regenerated from its bytes into a file,
 * to replay the corpus elsewhere (under another coverage tool, on another engine).
 */
@Command(name = "corpus", mixinStandardHelpOptions = true,
		description = { "List a zest campaign's corpus of saved inputs; --out writes their programs.",
				"Exit status: 0, 3 no such campaign." })
final class CorpusCommand implements Callable<Integer> {

	private final CampaignService campaigns;

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "DIR", description = "Campaign directory.")
	private Path dir;

	@Option(names = "--out", paramLabel = "FOLDER", description = "Write each saved input's program into FOLDER.")
	private Path out;

	CorpusCommand(CampaignService campaigns) {
		this.campaigns = campaigns;
	}

	@Override
	public Integer call() throws Exception {
		var print = spec.commandLine().getOut();
		try (var store = CampaignStore.open(dir)) {
			var corpus = store.corpus();
			print.printf("%s: %d inputs in the corpus (guidance %s)%n", dir, corpus.size(), store.config().guidance());
			print.printf("%-8s %-26s %10s %7s%n", "program", "saved as", "found (ms)", "bytes");
			for (var entry : corpus) {
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
		return 0;
	}
}
