package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.api.UnparsableProgramException;
import cadmus.generate.SeededDecisionSource;

/**
 * Generated PHP programs are conforming: they parse back to the tree they were rendered from (and parse with their
 * prelude before them, which the reducer needs), run without error
 * (a warning or notice counts as one: the prelude throws it) on php8.2, and every configuration of it (plain,
 * opcache, both JIT modes), each as a persistent driver and as a process per program, prints the same, as every
 * PHP 8 version of php-wasm (8.0 to 8.5) does. releng/install-engines installs php8.2 and php-wasm, so this never
 * runs on nothing.
 */
class PhpConformanceTest {

	private static final int PROGRAMS = 120;
	private static final int COVERAGE_PROGRAMS = 3000;
	private final Language php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	@Test
	void programsParseBackRunCleanlyAndEveryConfigurationPrintsTheSame() throws UnparsableProgramException {
		// Every implementation of all PHP 8 (php-wasm 7.4 lacks some of it: PhpDialectTest).
		var implementations = registry.implementations("php").stream()
				.filter(i -> i.availability().available() && i.lacks().isEmpty()).toList();
		assertEquals(List.of("php.plain", "php.opcache", "php.jit-tracing", "php.jit-function"),
				implementations.stream().filter(Implementation::inDefaultSet).map(Implementation::id).toList(),
				"php8.2 is not installed in every configuration");
		assertEquals(8, implementations.stream().filter(i -> !i.id().startsWith("php.wasm-")).count(),
				"each configuration as a driver and as a process per program");
		assertTrue(implementations.stream().allMatch(i -> i.binary().equals(i.id().startsWith("php.wasm-") ? "" : "php8.2")),
				"php8.2's configurations share one binary, so the differential oracle tells a tier's disagreement apart");
		assertEquals(List.of("php.wasm-8.0", "php.wasm-8.1", "php.wasm-8.2", "php.wasm-8.3", "php.wasm-8.4", "php.wasm-8.5"),
				implementations.stream().map(Implementation::id).filter(id -> id.startsWith("php.wasm-")).toList(),
				"php-wasm is not installed in every PHP 8 version");
		var rules = php.rules();
		var programs = new ArrayList<Program>();
		for (int seed = 1; seed <= PROGRAMS; seed++) {
			var tree = generator.generate(php, rules, new SeededDecisionSource(seed), new SizeBound(php.defaultSize()));
			String text = php.programText(tree, rules);
			String body = php.render(tree);
			assertTrue(EcoreUtil.equals(tree, php.parse(body)), "seed " + seed + " parses to another tree:\n" + body);
			// With its prelude too (two PHP blocks): the reducer edits the whole text.
			php.parse(text);
			programs.add(new Program("php", "seed-" + seed, text, "seed " + seed));
		}
		var outputs = new ArrayList<List<String>>();
		for (Implementation implementation : implementations) {
			var results = new ArrayList<String>();
			int clean = 0;
			try (var session = implementation.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
				for (var program : programs) {
					var e = session.run(program);
					results.add(e.outcome() + " " + e.errorKind() + "\n" + e.stdout());
					if (e.outcome() == Outcome.OK) {
						clean++;
					}
				}
			}
			assertTrue(clean >= PROGRAMS * 0.98, implementation.id() + ": only " + clean + " of " + PROGRAMS
					+ " programs ran without error");
			outputs.add(results);
		}
		for (int p = 0; p < PROGRAMS; p++) {
			int index = p;
			assertEquals(1, outputs.stream().map(r -> r.get(index)).distinct().count(),
					"configurations disagree on seed " + (p + 1) + ": " + outputs.stream().map(r -> r.get(index)).toList());
		}
	}

	/**
	 * Generation reaches every class of node the rules give a weight, and every construct of the list that
	 * a class alone does not tell (a heredoc, ?->, a default value, ...), in a few thousand programs of the default
	 * size: none is weighed and then never made.
	 */
	@Test
	void everyClassAndConstructTheRulesWriteIsGenerated() {
		var rules = php.rules();
		var seen = new TreeSet<String>();
		for (int seed = 1; seed <= COVERAGE_PROGRAMS; seed++) {
			var tree = generator.generate(php, rules, new SeededDecisionSource(seed), new SizeBound(php.defaultSize()));
			seen.add(tree.eClass().getName());
			tree.eAllContents().forEachRemaining(node -> {
				seen.add(node.eClass().getName());
				seen.add(php.construct(node));
			});
		}
		var missing = new TreeSet<String>();
		for (var classifier : php.rootClass().getEPackage().getEClassifiers()) {
			if (classifier instanceof EClass c && rules.isNode(c) && rules.weight(c) > 0 && !seen.contains(c.getName())) {
				missing.add(c.getName());
			}
		}
		for (String construct : List.of("heredoc", "nowdoc", "interpolated string", "$x in a string",
				"property fetch ?->", "method call ?->m()", "function (a parameter with a default)", "closure use (&$x)",
				"foreach (... as $k => &$v)", "break 2", "continue 2", "catch (A | B)", "try/catch/finally",
				"destructuring list(...) =", "destructuring ['k' => ...] =", "binary <=>", "binary ??", "assignment ??=",
				"static call parent::m()", "abstract class", "final class extends", "constructor promoting",
				"call sorted_by", "call kept", "call array_map", "call rep", "call sub")) {
			if (!seen.contains(construct)) {
				missing.add(construct);
			}
		}
		assertEquals(new TreeSet<String>(), missing, "weighed or listed, never generated in " + COVERAGE_PROGRAMS
				+ " programs");
	}
}
