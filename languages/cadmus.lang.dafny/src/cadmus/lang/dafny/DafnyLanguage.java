package cadmus.lang.dafny;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.syntax.XtextLanguage;
import cadmus.lang.dafny.dafny.DafnyPackage;

/** The Dafny language service: metamodel and parser from Dafny.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + DafnyLanguage.ID)
public final class DafnyLanguage extends XtextLanguage {

	public static final String ID = "dafny";

	private final DafnyRules rules = new DafnyRules();

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

	@Override
	protected DafnySyntax createSyntax() {
		return new DafnySyntax();
	}
}
