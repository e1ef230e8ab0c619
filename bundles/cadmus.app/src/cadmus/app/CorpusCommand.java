package cadmus.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.campaign.CampaignService;
import cadmus.campaign.store.CampaignStore;
import cadmus.corpus.CorpusStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus corpus DIR}: a corpus of real programs ({@code cadmus corpus import}), its parse rates and the
 * commonest syntax errors; or a feedback-directed campaign's corpus, one line per saved input (its program, why
 * it was saved, when, its size). With {@code --out}, the corpus's programs (the parsed files; each saved input's
 * program regenerated from its bytes) into files, to replay them elsewhere (under another coverage tool, on
 * another engine).
 */
@Command(name = "corpus", mixinStandardHelpOptions = true,
		description = { "Show a corpus of real programs (see 'corpus import') or a zest campaign's corpus of saved "
				+ "inputs; --out writes their programs.", "Exit status: 0, 2 no DIR, 3 no such corpus or campaign." })
final class CorpusCommand implements Callable<Integer> {

	private final CampaignService campaigns;

	@Spec
	private CommandSpec spec;

	// Optional for picocli, so that 'corpus import' is not taken for a missing DIR.
	@Parameters(index = "0", arity = "0..1", paramLabel = "DIR", description = "Corpus or campaign directory.")
	private Path dir;

	@Option(names = "--out", paramLabel = "FOLDER", description = "Write each saved input's program into FOLDER.")
	private Path out;

	CorpusCommand(CampaignService campaigns) {
		this.campaigns = campaigns;
	}

	@Override
	public Integer call() throws Exception {
		if (dir == null) {
			throw new CliFailure(ExitCodes.USAGE, "a corpus or campaign directory is needed (or 'corpus import')");
		}
		if (CorpusStore.isCorpus(dir)) {
			return showImported();
		}
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

	private int showImported() throws java.io.IOException {
		var print = spec.commandLine().getOut();
		try (var store = CorpusStore.open(dir)) {
			var rates = store.rates();
			print.printf("%s: a corpus of %s, %d parsed files%n", dir, store.language(),
					rates.stream().mapToInt(r -> r.parsed()).sum());
			CorpusTable.rates(print, "every import", rates);
			CorpusTable.commonErrors(print, store.files(), 10);
			if (out != null) {
				Files.createDirectories(out);
				var written = new int[1];
				store.eachParsed((path, text) -> {
					// Numbered in import order, so that files of the same name from two packages stay apart.
					String name = String.format("%05d-%s", ++written[0], Path.of(path).getFileName());
					try {
						Files.writeString(out.resolve(name), text);
					} catch (java.io.IOException e) {
						throw new java.io.UncheckedIOException(e);
					}
				});
				print.printf("%d programs written to %s%n", written[0], out);
			}
		}
		return 0;
	}
}
