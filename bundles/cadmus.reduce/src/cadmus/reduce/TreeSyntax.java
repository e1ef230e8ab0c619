package cadmus.reduce;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;
import cadmus.generate.VisibleNames;

/** A language's parser and renderer, for edits of a program's parsed tree ({@link StatementPasses}). */
public interface TreeSyntax {

	/** The text's tree; null when the text is not a program of the language. */
	EObject parse(String text);

	/** The tree's text. */
	String render(EObject tree);

	/**
	 * The names the tree's references name where no binding of that name is visible (by the rules' binders); none
	 * when the syntax does not know the rules. An edit that adds one has cut a declaration still referred to.
	 */
	default java.util.Set<String> unboundNames(EObject tree) {
		return java.util.Set.of();
	}

	/** Whether the text is a program of the language. */
	default boolean parses(String text) {
		return parse(text) != null;
	}

	/** A language's own parser and renderer, its names judged by the rules of its default dialect. */
	static TreeSyntax of(Language language) {
		return of(language, language.rules());
	}

	/** A language's own parser and renderer, its names judged by these rules. */
	static TreeSyntax of(Language language, GenerationRules rules) {
		var visible = new VisibleNames(rules);
		return new TreeSyntax() {
			@Override
			public java.util.Set<String> unboundNames(EObject tree) {
				return visible.unbound(tree);
			}

			@Override
			public EObject parse(String text) {
				try {
					return language.parse(text);
				} catch (UnparsableProgramException | RuntimeException e) {
					return null;
				}
			}

			@Override
			public String render(EObject tree) {
				return language.render(tree);
			}
		};
	}
}
