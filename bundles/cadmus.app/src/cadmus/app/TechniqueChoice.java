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
import cadmus.campaign.CampaignFiles;
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

	/**
	 * The files given for the campaign's techniques ({@code --model}, {@code --target}).
	 *
	 * @param paths kind → the file the user named
	 * @param model the model read from its file, null for none
	 * @param texts kind → the text of each file other than the model, as the campaign will keep it
	 */
	record Given(Map<String, Path> paths, TreeModel model, Map<String, String> texts) {
	}

	private TechniqueChoice() {
	}

	/**
	 * @param given         the files given for its techniques
	 * @param mix           the {@code --mix}, null for none
	 * @param mutantOracles the {@code --mutant-oracles}, null for the default
	 * @throws ParameterException naming the option and the cause
	 */
	static CampaignConfig apply(CommandLine commandLine, CampaignConfig config, Given given, MixConverter.Mix mix,
			List<String> mutantOracles, Parts parts) {
		Map<String, Integer> shares = mix == null ? Map.of() : mix.shares();
		String digest = given.model() == null ? null : CampaignFiles.digest(given.model());
		CampaignConfig chosen;
		try {
			chosen = config.withTechniques(digest, shares, mutantOracles, List.of());
		} catch (IllegalArgumentException e) {
			throw new ParameterException(commandLine, e.getMessage());
		}
		var context = new GivenContext(parts.language(), chosen.rules(parts.language()), parts.generator(),
				new SizeBound(chosen.size()), given.paths());
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
		for (String kind : given.texts().keySet()) {
			if (chosen.techniques().stream().noneMatch(id -> parts.installed().get(id).needs().contains(kind))) {
				throw new ParameterException(commandLine, "--" + kind + " is for a technique that needs a " + kind + " ("
						+ String.join(", ", parts.installed().needing(kind)) + "): the campaign's techniques are "
						+ String.join(", ", chosen.techniques()));
			}
		}
		var digests = new java.util.TreeMap<String, String>();
		given.texts().forEach((kind, text) -> digests.put(kind, CampaignFiles.digest(text)));
		return chosen.withTechniques(digest, shares, mutantOracles, unchecked).withFiles(digests);
	}

	/**
	 * The mix a file given without one asks for: with {@code --target FILE} alone, all programs by the technique that
	 * needs a target, as with {@code --model FILE} alone all are drawn by the model. Otherwise {@code mix} itself.
	 *
	 * @throws ParameterException when no technique installed needs a file given, or several do and the mix does not
	 *                            say which
	 */
	static MixConverter.Mix fileMix(CommandLine commandLine, Given given, MixConverter.Mix mix, Techniques installed) {
		if (mix != null || given.texts().isEmpty()) {
			return mix;
		}
		if (given.model() != null) {
			throw new ParameterException(commandLine, "--model and --" + String.join(", --", given.texts().keySet())
					+ " are for two techniques: say by --mix how they share the programs");
		}
		var shares = new java.util.TreeMap<String, Integer>();
		for (String kind : given.texts().keySet()) {
			var needing = installed.needing(kind);
			if (needing.size() != 1) {
				throw new ParameterException(commandLine, "--" + kind + ": " + (needing.isEmpty()
						? "no technique installed needs a " + kind
						: "say by --mix which of " + String.join(", ", needing) + " makes the programs"));
			}
			shares.put(needing.get(0), 1);
		}
		return new MixConverter.Mix(shares);
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
