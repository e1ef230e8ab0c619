package cadmus.syntax;

import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.Completion;
import cadmus.api.Language;
import cadmus.api.SyntaxError;
import cadmus.api.UnparsableProgramException;

/**
 * A language whose programs an Xtext grammar parses: parsing, positioned syntax errors, the grammar's keywords and
 * content assist all come from its {@link XtextSyntax}, made on first use (setting up Xtext's injector costs a few
 * hundred milliseconds, which a campaign that only renders need not pay).
 */
public abstract class XtextLanguage implements Language {

	private volatile XtextSyntax syntax;

	/** Makes the language's parser wrapper; called once, on first use. */
	protected abstract XtextSyntax createSyntax();

	/** The language's parser wrapper, made on first use. */
	protected final XtextSyntax syntax() {
		var s = syntax;
		if (s == null) {
			synchronized (this) {
				s = syntax;
				if (s == null) {
					s = createSyntax();
					syntax = s;
				}
			}
		}
		return s;
	}

	@Override
	public EObject parse(String text) throws UnparsableProgramException {
		return syntax().parse(text);
	}

	@Override
	public List<SyntaxError> syntaxErrors(String text) {
		return syntax().syntaxErrors(text);
	}

	@Override
	public Set<String> keywords() {
		return syntax().keywords();
	}

	@Override
	public List<Completion> completions(String text, int offset) {
		return syntax().completions(text, offset);
	}
}
