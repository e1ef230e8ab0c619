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
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.lang.php.PhpFeatures;

/**
 * Programs made for PHP 7.4 use nothing PHP 7.4 lacks (match, promoted constructor parameters, str_contains and
 * its kin), where programs for PHP 8 from the same seeds use each of them; a class's constructor assigns its
 * properties instead. They run cleanly on php8.2 as well.
 */
class PhpDialectTest {

	private static final int PROGRAMS = 80;
	private final Language php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	@Test
	void programsForPhp74AvoidWhatItLacksAndStillRun() {
		assertEquals(List.of("8", "7.4"), php.dialects());
		var plain = registry.implementations("php").stream().filter(i -> i.id().equals("php.plain")).findFirst().orElseThrow();
		var for8 = new TreeSet<String>();
		try (var session = plain.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				for8.addAll(features(generate("8", seed)));
				EObject tree = generate("7.4", seed);
				var used = features(tree);
				assertTrue(used.isEmpty(), "seed " + seed + " uses " + used + " for PHP 7.4:\n" + php.render(tree));
				var run = session.run(new Program("php", "seed-" + seed, php.programText(tree, php.rules("7.4")), "7.4"));
				assertEquals(Outcome.OK, run.outcome(), "seed " + seed + ": " + run.stderr() + "\n" + php.render(tree));
			}
		}
		assertEquals(Set.of(PhpFeatures.MATCH, PhpFeatures.PROMOTED_PARAMETERS, PhpFeatures.STR_CONTAINS), for8,
				"programs for PHP 8 use each feature PHP 7.4 lacks");
	}

	private EObject generate(String dialect, int seed) {
		return generator.generate(php, php.rules(dialect), new SeededDecisionSource(seed), new SizeBound(php.defaultSize()));
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
