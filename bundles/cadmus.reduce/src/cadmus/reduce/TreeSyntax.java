package cadmus.reduce;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;

/** A language's parser and renderer, for edits of a program's parsed tree ({@link StatementPasses}). */
public interface TreeSyntax {

	/** The text's tree; null when the text is not a program of the language. */
	EObject parse(String text);

	/** The tree's text. */
	String render(EObject tree);

	/** Whether the text is a program of the language. */
	default boolean parses(String text) {
		return parse(text) != null;
	}

	/** A language's own parser and renderer. */
	static TreeSyntax of(Language language) {
		return new TreeSyntax() {
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
