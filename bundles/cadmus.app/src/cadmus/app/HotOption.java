package cadmus.app;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The {@code --hot} option of the commands that write programs for engines (a picocli mixin): programs in their hot
 * form ({@link Language#hotProgramText}), each run round after round in one process so that JIT compilers compile it.
 */
final class HotOption {

	@Option(names = "--hot", paramLabel = "ROUNDS", description = "Programs in their hot form: each runs ROUNDS times in "
			+ "one process, so that JIT tiers compile it; the earlier rounds' output is hashed, the last round prints as "
			+ "the program does (JavaScript and Lua).")
	private Integer rounds;

	/** Checks --hot before a language is known. */
	void validate(CommandLine commandLine) {
		if (rounds != null && rounds < 2) {
			throw new ParameterException(commandLine, "--hot needs at least 2 rounds: " + rounds);
		}
	}

	/** The program's text: its hot form when asked for, else as it is. */
	String text(CommandLine commandLine, Language language, EObject tree, GenerationRules rules) {
		if (rounds == null) {
			return language.programText(tree, rules);
		}
		return language.hotProgramText(tree, rules, rounds).orElseThrow(() -> new ParameterException(commandLine,
				"--hot: language " + language.id() + " has no hot form"));
	}
}
