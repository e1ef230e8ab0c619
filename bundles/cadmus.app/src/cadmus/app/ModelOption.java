package cadmus.app;

import java.nio.file.Path;

import cadmus.api.Language;
import cadmus.corpus.TreeModel;

/** Reads the model a {@code --model} option names, for the language the command works on. */
final class ModelOption {

	private ModelOption() {
	}

	/** The model, or a failure naming the file: missing, not a model, or a model of another language. */
	static TreeModel read(Path file, Language language) {
		// Missing, not a model, or one of another format: CadmusCli reports its InputFileException (exit 3).
		TreeModel model = TreeModel.read(file);
		if (!model.language().equals(language.id())) {
			throw new CliFailure(ExitCodes.USAGE, file + " is a model of " + model.language() + ", not of " + language.id());
		}
		return model;
	}

	/**
	 * The model a {@code --model} option names, checked for what the options ask of it: fragments for
	 * {@code --langfuzz}, fragments with their leaves for {@code --mutants}, corpus programs kept whole for
	 * {@code --corpus-hosts}. Null when no file is given and none is needed.
	 */
	static TreeModel read(Path file, Language language, boolean langfuzz, boolean mutants, boolean hosts) {
		String option = hosts ? "--corpus-hosts" : mutants ? "--mutants" : "--langfuzz";
		if (file == null) {
			if (langfuzz || mutants || hosts) {
				throw new CliFailure(ExitCodes.USAGE, option + " needs --model FILE: its fragments are the model's");
			}
			return null;
		}
		var model = read(file, language);
		model.lack(langfuzz || mutants, mutants, hosts).ifPresent(lack -> {
			throw new CliFailure(ExitCodes.INPUT, file + " " + lack);
		});
		return model;
	}
}
