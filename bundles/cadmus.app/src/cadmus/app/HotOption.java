package cadmus.app;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.campaign.CampaignConfig;
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
			+ "the program does (for languages that have one: 'cadmus generate --hot' says which do not).")
	private Integer rounds;

	/** Checks --hot before a language is known. */
	void validate(CommandLine commandLine) {
		requireRounds(commandLine, rounds);
	}

	/** What --hot takes, wherever it is given: nothing, or at least 2 rounds. */
	private static void requireRounds(CommandLine commandLine, Integer rounds) {
		if (rounds != null && rounds < 2) {
			throw new ParameterException(commandLine, "--hot needs at least 2 rounds: " + rounds);
		}
	}

	/**
	 * A fresh campaign's configuration with its programs in their hot form of {@code rounds} rounds (null: as they
	 * are); a usage error, before anything runs, where the rounds are too few or the language has no hot form.
	 */
	static CampaignConfig apply(CommandLine commandLine, LanguageRegistry registry, CampaignConfig config, Integer rounds) {
		requireRounds(commandLine, rounds);
		if (rounds == null) {
			return config;
		}
		var language = registry.language(config.languageId()).orElseThrow();
		// An empty program asks the language whether it has a hot form at all.
		var empty = EcoreUtil.create(language.rootClass());
		if (language.hotProgramText(empty, config.rules(language), rounds).isEmpty()) {
			throw new ParameterException(commandLine, "--hot: language " + language.id() + " has no hot form");
		}
		return config.withHotRounds(rounds);
	}

	/** Whether --hot was given: programs in their hot form. */
	boolean asked() {
		return rounds != null;
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
