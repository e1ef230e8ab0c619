package cadmus.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.api.Technique;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignModel;
import cadmus.corpus.TreeModel;
import cadmus.generate.technique.GivenContext;
import cadmus.generate.technique.Techniques;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * A new campaign's techniques as {@code fuzz --model --mix --mutant-oracles} ask for them, checked against the
 * techniques installed, the model and the campaign's oracles before anything is made: a technique that is not
 * installed, or that the model cannot serve, is refused naming it and what to do, not found out at the first program
 * that needs it.
 */
final class TechniqueChoice {

	/** What the techniques are checked with: the campaign's language and generator, and the techniques installed. */
	record Parts(Language language, Generator generator, Techniques installed) {
	}

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
			MixConverter.Mix mix, List<String> mutantOracles, Parts parts) {
		Map<String, Integer> shares = mix == null ? Map.of() : mix.shares();
		String digest = model == null ? null : CampaignModel.digest(model);
		CampaignConfig chosen;
		try {
			chosen = config.withTechniques(digest, shares, mutantOracles, List.of());
		} catch (IllegalArgumentException e) {
			throw new ParameterException(commandLine, e.getMessage());
		}
		var context = new GivenContext(parts.language(), chosen.rules(parts.language()), parts.generator(),
				new SizeBound(chosen.size()), modelFile == null ? Map.of() : Map.of(CampaignModel.KIND, modelFile));
		var unchecked = new ArrayList<String>();
		for (String id : chosen.techniques()) {
			Technique technique;
			try {
				technique = parts.installed().get(id);
			} catch (IllegalArgumentException e) {
				throw new ParameterException(commandLine, e.getMessage());
			}
			var cause = Techniques.unready(technique, context);
			if (cause.isPresent()) {
				throw new ParameterException(commandLine, cause.get());
			}
			if (technique.fromInputs() && !chosen.zest()) {
				throw new ParameterException(commandLine, "technique " + id + " draws each program's decisions from the byte "
						+ "sequence a feedback loop gives it: it is --guidance " + id + ", not a share of a --mix");
			}
			if (!technique.conforming()) {
				unchecked.add(id);
			}
		}
		if (mutantOracles != null) {
			var unknown = mutantOracles.stream().filter(id -> !config.oracles().contains(id)).toList();
			if (!unknown.isEmpty()) {
				throw new ParameterException(commandLine, "--mutant-oracles names " + String.join(", ", unknown)
						+ ", not among the campaign's oracles: " + String.join(", ", config.oracles()));
			}
			if (unchecked.isEmpty()) {
				throw new ParameterException(commandLine, "--mutant-oracles is for a --mix with mutants (a technique whose "
						+ "programs the rules do not check, as mutants and corpus-mutants)");
			}
		}
		return chosen.withTechniques(digest, shares, mutantOracles, unchecked);
	}

	/**
	 * The mix {@code --guidance T} asks for, T a technique other than the guidance modes ({@code --guidance langfuzz}):
	 * the same as {@code --mix T:1}, all programs by that technique. Otherwise {@code mix} itself.
	 *
	 * @throws ParameterException when both are given
	 */
	static MixConverter.Mix guidanceMix(CommandLine commandLine, String guidance, MixConverter.Mix mix) {
		if (CampaignConfig.GUIDANCES.contains(guidance)) {
			return mix;
		}
		if (mix != null) {
			throw new ParameterException(commandLine, "--guidance " + guidance + " is --mix " + guidance + ":1: give one "
					+ "of them");
		}
		return new MixConverter.Mix(Map.of(guidance, 1));
	}
}
