package cadmus.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.api.LanguageRegistry;
import cadmus.corpus.CorpusStore;
import cadmus.corpus.TreeModelLearner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus learn --lang L --corpus DIR --out MODEL}: a probabilistic model of the corpus's trees (TreeFuzz),
 * which {@code cadmus generate --model} then draws from.
 */
@Command(name = "learn", mixinStandardHelpOptions = true,
		description = { "Learn a model of a corpus's trees (for generate --model).",
				"Exit status: 0, 2 bad usage, 3 no such corpus, or a corpus of another language." })
final class LearnCommand implements Callable<Integer> {

	private final LanguageRegistry registry;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--corpus", required = true, paramLabel = "DIR", description = "A corpus ('cadmus corpus import').")
	private Path corpus;

	@Option(names = "--out", required = true, paramLabel = "FILE", description = "The model file to write.")
	private Path out;

	LearnCommand(LanguageRegistry registry) {
		this.registry = registry;
	}

	@Override
	public Integer call() throws IOException {
		var language = languageOption.resolve(registry, spec.commandLine());
		try (var store = CorpusStore.open(corpus)) {
			var learner = new TreeModelLearner(language);
			int files = learner.learn(store);
			if (files == 0) {
				throw new CliFailure(ExitCodes.INPUT, corpus + " holds no parsed file to learn from");
			}
			var model = learner.model();
			model.write(out);
			spec.commandLine().getOut().printf("learned from %d files of %s: %d contexts, %d list features, "
					+ "%d fragments of %d classes, %d programs kept whole (hosts of corpus-mutants); model %s%n", files, corpus,
					model.classes().size(), model.lengths().size(),
					model.fragments().values().stream().mapToInt(java.util.List::size).sum(), model.fragments().size(),
					model.hosts().size(), out);
		}
		return ExitCodes.OK;
	}
}
