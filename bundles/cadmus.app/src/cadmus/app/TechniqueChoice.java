package cadmus.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignModel;
import cadmus.corpus.TreeModel;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * A new campaign's techniques as {@code fuzz --model --mix --mutant-oracles} ask for them, checked against the model
 * and the campaign's oracles before anything is made: a technique the model cannot serve is refused naming the file
 * and what to do, not found out at the first program that needs it.
 */
final class TechniqueChoice {

	private TechniqueChoice() {
	}

	/**
	 * @param modelFile     the {@code --model} file, null for none
	 * @param model         the model read from it, null for none
	 * @param mix           the {@code --mix}, null for none
	 * @param mutantOracles the {@code --mutant-oracles}, null for the default
	 * @throws ParameterException naming the option and the cause
	 */
	static CampaignConfig apply(CommandLine commandLine, CampaignConfig config, Path modelFile, TreeModel model,
			MixConverter.Mix mix, List<String> mutantOracles) {
		Map<String, Integer> shares = mix == null ? Map.of() : mix.shares();
		if (model != null) {
			checkModel(commandLine, config, modelFile, model, shares);
		}
		if (mutantOracles != null) {
			var unknown = mutantOracles.stream().filter(id -> !config.oracles().contains(id)).toList();
			if (!unknown.isEmpty()) {
				throw new ParameterException(commandLine, "--mutant-oracles names " + String.join(", ", unknown)
						+ ", not among the campaign's oracles: " + String.join(", ", config.oracles()));
			}
			if (CampaignConfig.MUTANT_TECHNIQUES.stream().noneMatch(shares::containsKey)) {
				throw new ParameterException(commandLine, "--mutant-oracles is for a --mix with mutants or corpus-mutants");
			}
		}
		try {
			return config.withTechniques(model == null ? null : CampaignModel.digest(model), shares, mutantOracles);
		} catch (IllegalArgumentException e) {
			throw new ParameterException(commandLine, e.getMessage());
		}
	}

	/**
	 * The mix {@code --guidance T} asks for, T a technique of the mix other than random ({@code --guidance langfuzz}):
	 * the same as {@code --mix T:1}, all programs by that technique. Otherwise {@code mix} itself.
	 *
	 * @throws ParameterException when both are given
	 */
	static MixConverter.Mix guidanceMix(CommandLine commandLine, String guidance, MixConverter.Mix mix) {
		if (!CampaignConfig.TECHNIQUES.contains(guidance) || CampaignConfig.GUIDANCES.contains(guidance)) {
			return mix;
		}
		if (mix != null) {
			throw new ParameterException(commandLine, "--guidance " + guidance + " is --mix " + guidance + ":1: give one "
					+ "of them");
		}
		return new MixConverter.Mix(Map.of(guidance, 1));
	}

	private static void checkModel(CommandLine commandLine, CampaignConfig config, Path modelFile, TreeModel model,
			Map<String, Integer> shares) {
		if (!model.language().equals(config.languageId())) {
			throw new ParameterException(commandLine, "--model " + modelFile + " is a model of " + model.language()
					+ ", not of " + config.languageId());
		}
		boolean mutants = CampaignConfig.MUTANT_TECHNIQUES.stream().anyMatch(shares::containsKey);
		String lack = ModelOption.lack(model, mutants || shares.containsKey(CampaignConfig.LANGFUZZ), mutants,
				shares.containsKey(CampaignConfig.CORPUS_MUTANTS));
		if (lack != null) {
			throw new ParameterException(commandLine, "--model " + modelFile + " " + lack);
		}
	}
}
