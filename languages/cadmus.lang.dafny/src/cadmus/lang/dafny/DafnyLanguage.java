package cadmus.lang.dafny;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;
import cadmus.lang.dafny.dafny.DafnyPackage;

/** The Dafny language service: metamodel and parser from Dafny.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + DafnyLanguage.ID)
public final class DafnyLanguage implements Language {

	public static final String ID = "dafny";

	private final DafnyRules rules = new DafnyRules();
	private volatile DafnySyntax syntax;

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "Dafny (2.3)";
	}

	@Override
	public String fileExtension() {
		return "dfy";
	}

	@Override
	public String lineComment() {
		return "//";
	}

	@Override
	public EClass rootClass() {
		return DafnyPackage.Literals.DOCUMENT;
	}

	@Override
	public EObject parse(String text) throws UnparsableProgramException {
		return syntax().parse(text);
	}

	@Override
	public java.util.Set<String> keywords() {
		return syntax().keywords();
	}

	@Override
	public java.util.List<cadmus.api.Completion> completions(String text, int offset) {
		return syntax().completions(text, offset);
	}

	@Override
	public String render(EObject tree) {
		return new DafnyRenderer().render(tree);
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}

	/** Enough for a datatype, a function or two, a method and a Main with a loop: a median of about 100 nodes. */
	@Override
	public int defaultSize() {
		return 70;
	}

	@Override
	public String construct(EObject node) {
		return DafnyConstructs.of(node);
	}

	/** Created on first use: setting up Xtext's injector costs a few hundred milliseconds. */
	private DafnySyntax syntax() {
		var s = syntax;
		if (s == null) {
			synchronized (this) {
				s = syntax;
				if (s == null) {
					s = new DafnySyntax();
					syntax = s;
				}
			}
		}
		return s;
	}
}
