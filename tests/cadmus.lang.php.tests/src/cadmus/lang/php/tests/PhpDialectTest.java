package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.lang.php.PhpFeatures;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * Programs for a set of implementations that includes PHP 7.4 (php-wasm's) use nothing it lacks (match, promoted
 * constructor parameters, str_contains and its kin, ?->, union types), where programs for PHP 8 alone from the
 * same seeds use each of them; a class's constructor assigns its properties instead. They run cleanly on php8.2,
 * and print on php-wasm 7.4 what they print there. Programs for a set with Quercus are written for PHP 5: nothing
 * of what Quercus lacks in the tree, and no type declaration, arrow function or closure called where it is made in
 * the text; they print on Quercus what they print on php8.2.
 */
class PhpDialectTest {

	private static final int PROGRAMS = 80;
	private final Language php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	@Test
	void programsForPhp74AvoidWhatItLacksAndRunAlikeOnIt() {
		var plain = implementation("php.plain");
		var wasm74 = implementation("php.wasm-7.4");
		assertEquals(PhpFeatures.PHP74, wasm74.lacks());
		var rules74 = php.rules("8", Language.lackedByAny(List.of(plain, wasm74)));
		var for8 = new TreeSet<String>();
		var limits = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
		try (var native82 = plain.open(limits); var wasm = wasm74.open(limits)) {
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				var uses8 = features(generator.generate(php, php.rules("8"), new SeededDecisionSource(seed), size()));
				uses8.retainAll(PhpFeatures.PHP74);
				for8.addAll(uses8);
				EObject tree = generator.generate(php, rules74, new SeededDecisionSource(seed), size());
				var used = features(tree);
				used.retainAll(PhpFeatures.PHP74);
				assertTrue(used.isEmpty(), "seed " + seed + " uses " + used + " for PHP 7.4:\n" + php.render(tree));
				var program = new Program("php", "seed-" + seed, php.programText(tree, rules74), "7.4");
				var onPhp82 = native82.run(program);
				assertEquals(Outcome.OK, onPhp82.outcome(), "seed " + seed + ": " + onPhp82.stderr() + "\n" + php.render(tree));
				var on74 = wasm.run(program);
				assertEquals(onPhp82.outcome() + "\n" + onPhp82.stdout(), on74.outcome() + "\n" + on74.stdout(),
						"seed " + seed + " on php-wasm 7.4: " + on74.stderr());
			}
		}
		assertEquals(PhpFeatures.PHP74, for8, "programs for PHP 8 use each feature PHP 7.4 lacks");
	}

	@Test
	void programsForQuercusAreWrittenForPhp5AndRunAlikeOnIt() {
		var plain = implementation("php.plain");
		var quercus = implementation("php.quercus");
		assertEquals(PhpFeatures.QUERCUS, quercus.lacks());
		var rules = php.rules("8", Language.lackedByAny(List.of(plain, quercus)));
		var limits = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
		int legacyForms = 0;
		try (var native82 = plain.open(limits); var java = quercus.open(limits)) {
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				EObject tree = generator.generate(php, rules, new SeededDecisionSource(seed), size());
				var used = features(tree);
				used.retainAll(PhpFeatures.QUERCUS);
				used.remove(PhpFeatures.TYPE_DECLARATIONS); // the tree has them: its legacy form leaves them out
				assertTrue(used.isEmpty(), "seed " + seed + " uses " + used + " for Quercus:\n" + php.render(tree));
				String text = php.programText(tree, rules);
				php.parse(text); // with its legacy prelude: the reducer edits the whole text
				var written = features(php.parse(text.substring(rules.prelude().length())));
				assertTrue(written.stream().noneMatch(LEGACY_FORM::contains), "seed " + seed + " is written with "
						+ written + " for Quercus:\n" + text);
				legacyForms += features(tree).stream().anyMatch(LEGACY_FORM::contains) ? 1 : 0;
				var program = new Program("php", "seed-" + seed, text, "5");
				var onPhp82 = native82.run(program);
				assertEquals(Outcome.OK, onPhp82.outcome(), "seed " + seed + ": " + onPhp82.stderr() + "\n" + text);
				var onQuercus = java.run(program);
				assertEquals(onPhp82.outcome() + "\n" + onPhp82.stdout(), onQuercus.outcome() + "\n" + onQuercus.stdout(),
						"seed " + seed + " on Quercus: " + onQuercus.stderr());
			}
		} catch (cadmus.api.UnparsableProgramException e) {
			throw new AssertionError("a program in its PHP 5 form does not parse", e);
		}
		assertTrue(legacyForms > PROGRAMS / 2, "the legacy form rewrote " + legacyForms + " programs of " + PROGRAMS);
	}

	/** What the legacy form rewrites: declarations, arrow functions, closures called where they are made. */
	private static final Set<String> LEGACY_FORM = Set.of(PhpFeatures.TYPE_DECLARATIONS, "arrow function",
			"closure called where it is made");

	private SizeBound size() {
		return new SizeBound(php.defaultSize());
	}

	private Implementation implementation(String id) {
		var implementation = registry.implementations("php").stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
		Engines.assumeAvailable(implementation);
		return implementation;
	}

	/**
	 * The features of {@link PhpFeatures} a program uses, read off its tree, and the forms {@link #LEGACY_FORM}
	 * names.
	 */
	private static Set<String> features(EObject tree) {
		var used = new TreeSet<String>();
		for (var it = tree.eAllContents(); it.hasNext();) {
			EObject node = it.next();
			String name = node.eClass().getName();
			switch (name) {
			case "Match" -> used.add(PhpFeatures.MATCH);
			case "Parameter" -> {
				if (get(node, "promotion") != null) {
					used.add(PhpFeatures.PROMOTED_PARAMETERS);
				}
			}
			case "Name" -> {
				Object called = get(node, "name");
				PhpFeatures.FUNCTIONS.forEach((feature, functions) -> {
					if (functions.contains(called)) {
						used.add(feature);
					}
				});
			}
			case "PropertyFetch", "MethodCall" -> {
				if ("?->".equals(get(node, "operator"))) {
					used.add(PhpFeatures.NULLSAFE);
				}
			}
			case "UnionType" -> used.addAll(List.of(PhpFeatures.UNION_TYPES, PhpFeatures.TYPE_DECLARATIONS));
			case "SimpleType", "NullableType" -> used.add(PhpFeatures.TYPE_DECLARATIONS);
			case "Binary" -> {
				if ("??".equals(get(node, "operator"))) {
					used.add(PhpFeatures.COALESCE);
				} else if ("<=>".equals(get(node, "operator"))) {
					used.add(PhpFeatures.SPACESHIP);
				}
			}
			case "Assign" -> {
				if ("??=".equals(get(node, "operator"))) {
					used.add(PhpFeatures.COALESCE);
				}
			}
			case "Destructuring" -> {
				if (!(Boolean) get(node, "list") || !((List<?>) get(node, "keys")).isEmpty()) {
					used.add(PhpFeatures.SHORT_DESTRUCTURING);
				}
			}
			case "Catch" -> {
				if (((List<?>) get(node, "types")).size() > 1) {
					used.add(PhpFeatures.MULTI_CATCH);
				}
			}
			case "Try" -> {
				if (get(node, "finally") != null) {
					used.add(PhpFeatures.FINALLY);
				}
			}
			case "Closure" -> {
				if ((Boolean) get(node, "static")) {
					used.add(PhpFeatures.STATIC_CLOSURES);
				}
			}
			case "ArrowFunction" -> used.add("arrow function");
			case "Call" -> {
				String target = ((EObject) get(node, "target")).eClass().getName();
				if (target.equals("Closure") || target.equals("ArrowFunction")) {
					used.add("closure called where it is made");
				}
			}
			default -> {
			}
			}
		}
		return used;
	}

	private static Object get(EObject node, String feature) {
		return node.eGet(node.eClass().getEStructuralFeature(feature));
	}
}
