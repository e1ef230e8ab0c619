package cadmus.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import cadmus.api.LanguageRegistry;
import cadmus.corpus.CorpusImporter;
import cadmus.corpus.CorpusStore;
import cadmus.corpus.FileVerdict;
import cadmus.corpus.ImportLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus corpus import --lang L --into DIR PATH...}: parses real programs with the language's grammar into a
 * corpus for learning, one line per file (parsed, or not with its first syntax error, or skipped and why), then
 * each path's parse rate.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
		description = { "Parse files with a language's grammar into a corpus (for learning from real code).",
				"Each PATH is a file, or a folder searched for files of the language's extension (see --ext).",
				"Exit status: 0 (also when files did not parse: they are reported), 2 bad usage, 3 a PATH does not "
						+ "exist or DIR holds another language's corpus." })
final class CorpusImportCommand implements Callable<Integer> {

	private final LanguageRegistry registry;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--into", required = true, paramLabel = "DIR",
			description = "The corpus folder (made if missing; a later import adds to it).")
	private Path into;

	@Option(names = "--ext", paramLabel = "EXT", description = "File name endings taken from folders "
			+ "(default: the language's own); repeat for more.")
	private List<String> extensions = new ArrayList<>();

	@Option(names = "--max-size", paramLabel = "BYTES", defaultValue = "" + ImportLimits.DEFAULT_MAX_BYTES,
			description = "Larger files are skipped (default: ${DEFAULT-VALUE}).")
	private long maxBytes;

	@Option(names = "--parse-timeout", paramLabel = "DURATION", converter = DurationConverter.class,
			defaultValue = "30s", description = "Time the parser may take for one file (default: ${DEFAULT-VALUE}).")
	private Duration parseTimeout;

	@Option(names = "--quiet", description = "Print only the files that were not parsed, and the parse rates.")
	private boolean quiet;

	@Parameters(arity = "1..*", paramLabel = "PATH", description = "Files or folders to import.")
	private List<Path> paths;

	CorpusImportCommand(LanguageRegistry registry) {
		this.registry = registry;
	}

	@Override
	public Integer call() {
		var language = languageOption.resolve(registry, spec.commandLine());
		if (maxBytes < 1) {
			throw new CliFailure(ExitCodes.USAGE, "--max-size must be positive");
		}
		for (var path : paths) {
			if (!java.nio.file.Files.exists(path)) {
				throw new CliFailure(ExitCodes.INPUT, "no such file or folder: " + path);
			}
		}
		var limits = new ImportLimits(extensions.isEmpty() ? List.of(language.fileExtension()) : extensions, maxBytes,
				parseTimeout);
		var print = spec.commandLine().getOut();
		try (var store = CorpusStore.openOrCreate(into, language.id())) {
			var rates = new CorpusImporter(language, limits).importInto(store, paths, file -> {
				if (!quiet || file.verdict() != FileVerdict.PARSED) {
					print.printf("%-11s %s%n", file.verdict().shown(), file.described());
				}
			});
			print.println();
			CorpusTable.rates(print, "this import", rates);
			print.printf("corpus %s: %s, %d parsed files in all%n", into, language.id(),
					store.rates().stream().mapToInt(r -> r.parsed()).sum());
		}
		return ExitCodes.OK;
	}
}
