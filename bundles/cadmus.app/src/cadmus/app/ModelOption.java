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
		return read(file, language, langfuzz, mutants, false);
	}

	/**
	 * As {@link #read(Path, Language, boolean, boolean)}, also for {@code --corpus-hosts} when {@code hosts}: then
	 * it must keep corpus programs whole.
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
		String lack = lack(model, langfuzz || mutants, mutants, hosts);
		if (lack != null) {
			throw new CliFailure(ExitCodes.INPUT, file + " " + lack);
		}
		return model;
	}

	/**
	 * What the model lacks for a use, said after its file's name, or null when it lacks nothing: a model learned by
	 * an earlier Cadmus keeps less.
	 *
	 * @param fragments whether the use splices fragments
	 * @param leaves    whether it splices them with their leaves (mutants)
	 * @param hosts     whether it mutates corpus programs the model keeps whole
	 */
	static String lack(TreeModel model, boolean fragments, boolean leaves, boolean hosts) {
		String learnAgain = ": learn it again with 'cadmus learn'";
		if (fragments && model.fragments().isEmpty()) {
			return "has no fragments (it was learned before models kept them)" + learnAgain;
		}
		if (leaves && !model.hasLeaves()) {
			return "keeps its fragments' shapes only, not the names and values mutants splice (it was learned before "
					+ "they were kept)" + learnAgain;
		}
		if (hosts && model.hosts().isEmpty()) {
			return "keeps no corpus program whole to mutate (it was learned before they were kept, or from a corpus "
					+ "with no file of 20 to 1000 nodes)" + learnAgain;
		}
		return null;
	}
}
