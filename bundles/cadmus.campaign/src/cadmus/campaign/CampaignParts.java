package cadmus.campaign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.exec.CommandImplementation;

/**
 * Looks up what a campaign configuration names among what is installed: its language, implementations and oracles.
 * One that is not installed is a {@link MissingPartException} naming it.
 */
public final class CampaignParts {

	private CampaignParts() {
	}

	public static Language language(LanguageRegistry registry, CampaignConfig config) {
		return registry.language(config.languageId()).orElseThrow(() -> new MissingPartException(
				"language " + config.languageId() + " of this campaign is not installed"));
	}

	/** The campaign's implementations in its order; one no longer installed is an error naming it. */
	public static List<Implementation> implementations(LanguageRegistry registry, CampaignConfig config) {
		var byId = implementationsById(registry, config);
		var result = new ArrayList<Implementation>();
		for (String id : config.implementations()) {
			var implementation = byId.get(id);
			if (implementation == null) {
				throw new MissingPartException("implementation " + id + " of this campaign is not installed");
			}
			result.add(implementation);
		}
		return result;
	}

	/** The installed implementations of the campaign's language and those it was given as commands. */
	public static Map<String, Implementation> implementationsById(LanguageRegistry registry, CampaignConfig config) {
		var byId = implementationsById(registry, config.languageId());
		var language = language(registry, config);
		config.commands().forEach((id, command) -> byId.put(id, command(id, language, config.dialect(), command)));
		return byId;
	}

	/** An implementation given on the command line ({@code --command ID=COMMAND}) for a language's dialect. */
	public static Implementation command(String id, Language language, String dialect, String command) {
		return new CommandImplementation(id, language.id(), dialect, language.fileExtension(), command);
	}

	public static Map<String, Implementation> implementationsById(LanguageRegistry registry, String languageId) {
		var byId = new LinkedHashMap<String, Implementation>();
		registry.implementations(languageId).forEach(i -> byId.put(i.id(), i));
		return byId;
	}

	public static Map<String, Oracle> oraclesById(List<Oracle> oracles, String languageId) {
		var byId = new LinkedHashMap<String, Oracle>();
		oracles.stream().filter(o -> o.appliesTo(languageId)).sorted(java.util.Comparator.comparing(Oracle::id))
				.forEach(o -> byId.put(o.id(), o));
		return byId;
	}

	public static List<Oracle> oracles(List<Oracle> oracles, CampaignConfig config) {
		var byId = oraclesById(oracles, config.languageId());
		var result = new ArrayList<Oracle>();
		for (String id : config.oracles()) {
			var oracle = byId.get(id);
			if (oracle == null) {
				throw new MissingPartException("oracle " + id + " of this campaign is not installed");
			}
			result.add(oracle);
		}
		return result;
	}
}
