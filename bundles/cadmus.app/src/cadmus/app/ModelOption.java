package cadmus.app;

import java.nio.file.Files;
import java.nio.file.Path;

import cadmus.api.Language;
import cadmus.corpus.TreeModel;

/** Reads the model a {@code --model} option names, for the language the command works on. */
final class ModelOption {

	private ModelOption() {
	}

	/** The model, or a failure naming the file: missing, not a model, or a model of another language. */
	static TreeModel read(Path file, Language language) {
		if (!Files.isRegularFile(file)) {
			throw new CliFailure(ExitCodes.INPUT, "no such model file: " + file);
		}
		// Not a model, or one of another format: CadmusCli reports its CorpusException (exit 3).
		TreeModel model = TreeModel.read(file);
		if (!model.language().equals(language.id())) {
			throw new CliFailure(ExitCodes.USAGE, file + " is a model of " + model.language() + ", not of " + language.id());
		}
		return model;
	}

	/**
	 * The model a {@code --model} option names, for {@code --langfuzz} when {@code langfuzz}: then it must be given
	 * and hold fragments. Null when no file is given and none is needed.
	 */
	static TreeModel read(Path file, Language language, boolean langfuzz) {
		return read(file, language, langfuzz, false);
	}

	/**
	 * As {@link #read(Path, Language, boolean)}, also for {@code --mutants} when {@code mutants}: then its fragments
	 * must keep their leaves.
	 */
	static TreeModel read(Path file, Language language, boolean langfuzz, boolean mutants) {
		String option = mutants ? "--mutants" : "--langfuzz";
		if (file == null) {
			if (langfuzz || mutants) {
				throw new CliFailure(ExitCodes.USAGE, option + " needs --model FILE: its fragments are the model's");
			}
			return null;
		}
		var model = read(file, language);
		if ((langfuzz || mutants) && model.fragments().isEmpty()) {
			throw new CliFailure(ExitCodes.INPUT, file + " has no fragments (it was learned before models kept them): "
					+ "learn it again with 'cadmus learn'");
		}
		if (mutants && !model.hasLeaves()) {
			throw new CliFailure(ExitCodes.INPUT, file + " keeps its fragments' shapes only, not the names and values "
					+ "mutants splice (it was learned before they were kept): learn it again with 'cadmus learn'");
		}
		return model;
	}
}
