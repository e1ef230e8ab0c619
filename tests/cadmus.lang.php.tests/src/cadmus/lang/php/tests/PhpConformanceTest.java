package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.api.UnparsableProgramException;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Services;
import cadmus.testing.EngineOutputs;

/**
 * Generated PHP programs are conforming: they parse back to the tree they were rendered from (and parse with their
 * prelude before them, which the reducer needs), run without error
 * (a warning or notice counts as one: the prelude throws it) on php8.2, and every configuration of it (plain,
 * opcache, both JIT modes), each as a persistent driver and as a process per program, prints the same, as every
 * PHP 8 version of php-wasm (8.0 to 8.5) does. One case per implementation: where php8.2 or php-wasm is not
 * installed (releng/install-engines installs both), its cases are skipped, saying what installs it.
 */
class PhpConformanceTest {

	private static final int PROGRAMS = 120;
	private static final int COVERAGE_PROGRAMS = 3000;
	private final Language php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	/** The programs of this test, generated (and checked to parse back) once for all its cases. */
	private static List<Program> programs;
	private static final EngineOutputs OUTPUTS = new EngineOutputs();

	/** Every implementation of all PHP 8 (php-wasm 7.4 lacks some of it: PhpDialectTest), each a case of its own. */
	static Stream<String> allOfPhp8() {
		return Services.get(LanguageRegistry.class, null).implementations("php").stream().filter(i -> i.lacks().isEmpty())
				.map(Implementation::id);
	}

	private Implementation implementation(String id) {
		return registry.implementations("php").stream().filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + id));
	}

	private synchronized List<Program> programs() throws UnparsableProgramException {
		if (programs == null) {
			var rules = php.rules();
			var generated = new ArrayList<Program>();
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				var tree = generator.generate(php, rules, new SeededDecisionSource(seed), new SizeBound(php.defaultSize()));
				String text = php.programText(tree, rules);
				String body = php.render(tree);
				assertTrue(EcoreUtil.equals(tree, php.parse(body)), "seed " + seed + " parses to another tree:\n" + body);
				// With its prelude too (two PHP blocks): the reducer edits the whole text.
				php.parse(text);
				generated.add(new Program("php", "seed-" + seed, text, "seed " + seed));
			}
			programs = generated;
		}
		return programs;
	}

	/** Outcome, error kind and output of every program, run once; skips the test where the engine is not installed. */
	private List<String> outputs(String id) throws UnparsableProgramException {
		return OUTPUTS.of(implementation(id), programs());
	}

	@Test
	void everyConfigurationOfPhp82AndPhp84AndEveryPhp8OfPhpWasmIsAnImplementation() {
		var implementations = registry.implementations("php").stream().filter(i -> i.lacks().isEmpty()).toList();
		assertEquals(List.of("php.plain", "php.opcache", "php.jit-tracing", "php.jit-function"),
				implementations.stream().filter(Implementation::inDefaultSet).map(Implementation::id).toList());
		assertEquals(16, implementations.stream().filter(i -> !i.id().startsWith("php.wasm-")).count(),
				"each configuration of php8.2 and of Debian 13's php8.4 as a driver and as a process per program");
		assertTrue(implementations.stream().allMatch(i -> i.binary().equals(i.id().startsWith("php.wasm-") ? ""
				: i.id().contains("-debian13") ? "php8.4" : "php8.2")),
				"each binary's configurations share it, so the differential oracle tells a tier's disagreement apart");
		assertEquals(List.of("php.wasm-8.0", "php.wasm-8.1", "php.wasm-8.2", "php.wasm-8.3", "php.wasm-8.4", "php.wasm-8.5"),
				implementations.stream().map(Implementation::id).filter(id -> id.startsWith("php.wasm-")).toList());
	}

	@Test
	void programsParseBackIntoTheirTrees() throws UnparsableProgramException {
		assertEquals(PROGRAMS, programs().size());
	}

	/**
	 * Each runs at least 98% of the programs without error and prints exactly what php8.2 without opcache (php.plain)
	 * prints for every program: agreeing with one, all agree.
	 */
	@ParameterizedTest
	@MethodSource("allOfPhp8")
	void programsRunCleanlyAndPrintWhatPlainPhp82Prints(String id) throws UnparsableProgramException {
		var results = outputs(id);
		long clean = results.stream().filter(r -> r.startsWith(Outcome.OK + " ")).count();
		assertTrue(clean >= PROGRAMS * 0.98, id + ": only " + clean + " of " + PROGRAMS + " programs ran without error");
		var plain = outputs("php.plain");
		for (int p = 0; p < PROGRAMS; p++) {
			assertEquals(plain.get(p), results.get(p), id + " and php.plain disagree on seed " + (p + 1));
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
