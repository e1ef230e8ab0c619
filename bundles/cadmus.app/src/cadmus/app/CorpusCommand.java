package cadmus.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.campaign.store.CampaignStore;
import cadmus.corpus.CorpusStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus corpus DIR}: a corpus of real programs ({@code cadmus corpus import}), its parse rates and the
 * commonest syntax errors; with {@code --out}, its parsed programs into files. The inputs a zest campaign saved
 * are {@code cadmus inputs}'.
 */
@Command(name = "corpus", mixinStandardHelpOptions = true,
		description = { "Show a corpus of real programs (see 'corpus import'); --out writes its parsed programs.",
				"Exit status: 0, 2 no DIR, 3 no such corpus." })
final class CorpusCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	// Optional for picocli, so that 'corpus import' is not taken for a missing DIR.
	@Parameters(index = "0", arity = "0..1", paramLabel = "DIR", description = "Corpus directory.")
	private Path dir;

	@Option(names = "--out", paramLabel = "FOLDER", description = "Write the corpus's parsed programs into FOLDER.")
	private Path out;

	@Override
	public Integer call() throws Exception {
		if (dir == null) {
			throw new CliFailure(ExitCodes.USAGE, "a corpus directory is needed (or 'corpus import')");
		}
		if (!CorpusStore.isCorpus(dir) && Files.isRegularFile(dir.resolve(CampaignStore.FILE))) {
			throw new CliFailure(ExitCodes.INPUT, dir + " holds a campaign, not a corpus: the inputs a zest campaign "
					+ "saved are listed by 'cadmus inputs " + dir + "'");
		}
		return showImported();
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
