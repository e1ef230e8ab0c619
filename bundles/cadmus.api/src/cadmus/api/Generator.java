package cadmus.api;

import org.eclipse.emf.ecore.EObject;

/** Builds program trees for any language from decisions; the language-neutral heart of Cadmus. */
public interface Generator {

	/**
	 * Generates one program tree of {@code language}, every choice drawn from {@code decisions}. The same
	 * language, rules and decisions give the same tree.
	 *
	 * @throws RulesException when the language's rules cannot produce a tree within the bound
	 */
	default EObject generate(Language language, DecisionSource decisions, SizeBound bound) {
		return generate(language, language.rules(), decisions, bound);
	}

	/** Generates with the rules of one of the language's dialects. */
	EObject generate(Language language, GenerationRules rules, DecisionSource decisions, SizeBound bound);
}
