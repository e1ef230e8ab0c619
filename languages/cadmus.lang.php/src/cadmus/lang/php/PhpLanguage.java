package cadmus.lang.php;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.osgi.service.component.annotations.Component;

import cadmus.api.GenerationRules;
import cadmus.api.Language;
import cadmus.syntax.XtextLanguage;
import cadmus.lang.php.php.PhpPackage;

/** The Php language service: metamodel and parser from Php.xtext, the renderer, and the generation rules. */
@Component(service = Language.class, property = Language.ID_PROPERTY + "=" + PhpLanguage.ID)
public final class PhpLanguage extends XtextLanguage {

	public static final String ID = "php";

	private final Map<PhpDialect, PhpRules> rules = new EnumMap<>(PhpDialect.class);
	private final Map<String, PhpRules> rulesAvoiding = new java.util.concurrent.ConcurrentHashMap<>();

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String name() {
		return "PHP (8 subset)";
	}

	@Override
	public String fileExtension() {
		return "php";
	}

	/** A php-src test ({@code .phpt}) holds its program in its {@code --FILE--} section ({@link PhpTestFile}). */
	@Override
	public java.util.Optional<String> programInFile(String fileName, String text) {
		return fileName.endsWith(PhpTestFile.EXTENSION) ? PhpTestFile.program(text) : java.util.Optional.of(text);
	}

	@Override
	public String lineComment() {
		return "//";
	}

	@Override
	public EClass rootClass() {
		return PhpPackage.Literals.SCRIPT;
	}

	/** Completes each closure's use clause from its body first ({@link PhpClosureUses}): the tree is changed so. */
	@Override
	public String render(EObject tree) {
		PhpClosureUses.complete(tree);
		return new PhpRenderer().render(tree);
	}

	/** Written in the legacy form ({@link PhpLegacyForm}) when the rules avoid type declarations (PHP 5, Quercus). */
	@Override
	public String programText(EObject tree, GenerationRules rules) {
		boolean legacy = rules instanceof PhpRules php && !php.allows(PhpFeatures.TYPE_DECLARATIONS);
		return rules.prelude() + render(legacy ? PhpLegacyForm.of(tree) : tree);
	}

	/** The hot form ({@link PhpHotForm}), in the legacy form where the rules call for it as {@link #programText}. */
	@Override
	public java.util.Optional<String> hotProgramText(EObject tree, GenerationRules rules, int rounds) {
		boolean legacy = rules instanceof PhpRules php && !php.allows(PhpFeatures.TYPE_DECLARATIONS);
		return java.util.Optional.of(PhpHotForm.of(rules.prelude(), legacy ? PhpLegacyForm.of(tree) : tree, rounds, legacy,
				this::render));
	}

	public PhpLanguage() {
		for (var dialect : PhpDialect.values()) {
			rules.put(dialect, PhpRules.of(dialect, Set.of()));
		}
	}

	/**
	 * Big enough for a script to declare a class and its subclass and still use them, and to nest loops, tries and
	 * matches: a median of about 130 nodes.
	 */
	@Override
	public int defaultSize() {
		return 80;
	}

	@Override
	public GenerationRules rules() {
		return rules.get(PhpDialect.PHP8);
	}

	@Override
	public List<String> dialects() {
		return java.util.Arrays.stream(PhpDialect.values()).map(PhpDialect::id).toList();
	}

	@Override
	public GenerationRules rules(String dialect) {
		return rules.get(PhpDialect.of(dialect));
	}

	/** A dialect's rules, less what some implementation lacks as well (names of {@link PhpFeatures}). */
	@Override
	public GenerationRules rules(String dialect, Set<String> avoided) {
		var d = PhpDialect.of(dialect);
		return avoided.isEmpty() ? rules.get(d) : rulesAvoiding.computeIfAbsent(d.id() + " " + new java.util.TreeSet<>(avoided),
				k -> PhpRules.of(d, Set.copyOf(avoided)));
	}

	@Override
	public String construct(EObject node) {
		return PhpConstructs.of(node);
	}

	@Override
	protected PhpSyntax createSyntax() {
		return new PhpSyntax();
	}
}
