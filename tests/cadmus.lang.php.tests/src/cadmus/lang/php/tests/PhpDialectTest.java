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

/**
 * Programs for a set of implementations that includes PHP 7.4 (php-wasm's) use nothing it lacks (match, promoted
 * constructor parameters, str_contains and its kin), where programs for PHP 8 alone from the same seeds use each
 * of them; a class's constructor assigns its properties instead. They run cleanly on php8.2, and print on
 * php-wasm 7.4 what they print there.
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
		assertTrue(wasm74.availability().available(), "php-wasm 7.4: " + wasm74.availability());
		var rules74 = php.rules("8", Language.lackedByAny(List.of(plain, wasm74)));
		var for8 = new TreeSet<String>();
		var limits = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
		try (var native82 = plain.open(limits); var wasm = wasm74.open(limits)) {
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				for8.addAll(features(generator.generate(php, php.rules("8"), new SeededDecisionSource(seed), size())));
				EObject tree = generator.generate(php, rules74, new SeededDecisionSource(seed), size());
				var used = features(tree);
				assertTrue(used.isEmpty(), "seed " + seed + " uses " + used + " for PHP 7.4:\n" + php.render(tree));
				var program = new Program("php", "seed-" + seed, php.programText(tree, rules74), "7.4");
				var onPhp82 = native82.run(program);
				assertEquals(Outcome.OK, onPhp82.outcome(), "seed " + seed + ": " + onPhp82.stderr() + "\n" + php.render(tree));
				var on74 = wasm.run(program);
				assertEquals(onPhp82.outcome() + "\n" + onPhp82.stdout(), on74.outcome() + "\n" + on74.stdout(),
						"seed " + seed + " on php-wasm 7.4: " + on74.stderr());
			}
		}
		assertEquals(Set.of(PhpFeatures.MATCH, PhpFeatures.PROMOTED_PARAMETERS, PhpFeatures.STR_CONTAINS), for8,
				"programs for PHP 8 use each feature PHP 7.4 lacks");
	}

	private SizeBound size() {
		return new SizeBound(php.defaultSize());
	}

	private Implementation implementation(String id) {
		return registry.implementations("php").stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
	}

	/** The features of {@link PhpFeatures#PHP74} a program uses, read off its tree. */
	private static Set<String> features(EObject tree) {
		var used = new TreeSet<String>();
		for (var it = tree.eAllContents(); it.hasNext();) {
			EObject node = it.next();
			String name = node.eClass().getName();
			if (name.equals("Match")) {
				used.add(PhpFeatures.MATCH);
			} else if (name.equals("Parameter") && node.eGet(node.eClass().getEStructuralFeature("promotion")) != null) {
				used.add(PhpFeatures.PROMOTED_PARAMETERS);
			} else if (name.equals("Name") && Set.of("str_contains", "str_starts_with", "str_ends_with")
					.contains(node.eGet(node.eClass().getEStructuralFeature("name")))) {
				used.add(PhpFeatures.STR_CONTAINS);
			}
		}
		return used;
	}
}
