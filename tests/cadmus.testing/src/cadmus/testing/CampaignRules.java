package cadmus.testing;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.GenerationRules;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;

/**
 * The rules a campaign takes for each of a language's dialects: the dialect's, avoiding what any of its default
 * implementations lacks. Program i of a check over all dialects is made with the rules of dialect i mod their number.
 */
public final class CampaignRules {

	private CampaignRules() {
	}

	/** One set of rules per dialect, in the language's order of dialects. */
	public static List<GenerationRules> of(Language language) {
		var implementations = Services.get(LanguageRegistry.class).implementations(language.id());
		var rules = new ArrayList<GenerationRules>();
		for (String dialect : language.dialects()) {
			List<Implementation> defaults = implementations.stream()
					.filter(i -> i.dialect().equals(dialect) && i.inDefaultSet()).toList();
			rules.add(language.rules(dialect, Language.lackedByAny(defaults)));
		}
		return rules;
	}
}
