package cadmus.lang.js;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.syntax.XtextLanguage;
import cadmus.lang.js.js.JsPackage;

/** The JavaScript language service: metamodel and parser from Js.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + JsLanguage.ID)
public final class JsLanguage extends XtextLanguage {

	public static final String ID = "js";

	private final JsRules rules = new JsRules(Set.of());
	/** Rules by the features they avoid: built once each, as campaigns ask for the same set again and again. */
	private final Map<Set<String>, JsRules> rulesAvoiding = new ConcurrentHashMap<>();

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "JavaScript (ES2015+ subset)";
	}

	@Override
	public String fileExtension() {
		return "js";
	}

	@Override
	public String lineComment() {
		return "//";
	}

	@Override
	public EClass rootClass() {
		return JsPackage.Literals.SCRIPT;
	}

	@Override
	public String render(EObject tree) {
		return new JsRenderer().render(tree);
	}

	@Override
	public GenerationRules rules() {
		return rules;
	}

	@Override
	public GenerationRules rules(String dialect, Set<String> avoided) {
		return avoided.isEmpty() ? rules : rulesAvoiding.computeIfAbsent(Set.copyOf(avoided), JsRules::new);
	}

	@Override
	public String construct(EObject node) {
		return JsConstructs.of(node);
	}

	/** Rendered in the ES5 form when the rules avoid let or arrow functions. */
	@Override
	public String programText(EObject tree, GenerationRules rules) {
		boolean es5 = rules instanceof JsRules js && js.es5Form();
		return rules.prelude() + render(es5 ? JsEs5Form.of(tree) : tree);
	}

	/** The program's code as the body of one function that {@link JsHotForm} calls round after round. */
	@Override
	public java.util.Optional<String> hotProgramText(EObject tree, GenerationRules rules, int rounds) {
		boolean es5 = rules instanceof JsRules js && js.es5Form();
		return java.util.Optional.of(rules.prelude() + JsHotForm.wrap(render(JsVaryingCallSites.of(es5 ? JsEs5Form.of(tree) : tree)), rounds));
	}

	@Override
	protected JsSyntax createSyntax() {
		return new JsSyntax();
	}
}
