package cadmus.lang.dafny.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
 * Generated Dafny programs are conforming: they parse back to the tree they were rendered from, verify, compile and
 * run cleanly on the C#, JavaScript and Go back ends, which print the same. A few programs only (each costs a
 * verification and three compilations); the figures over a thousand come from {@code cadmus compare}.
 * One case per back end, each compared with C#'s output: where a back end is not installed (releng/install-engines
 * installs dafny, golang-go and bignumber.js) its case is skipped, saying what installs it.
 */
class DafnyConformanceTest {

	private static final int PROGRAMS = 10;
	private static final int COVERAGE_PROGRAMS = 2000;
	private final Language dafny = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=dafny)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	/** The programs of this test, generated once for all its cases. */
	private static List<Program> programs;
	/** What each back end made of them (outcome, error kind, output), run once for all cases. */
	private static final EngineOutputs OUTPUTS = new EngineOutputs(Duration.ofSeconds(60));

	private synchronized List<Program> programs() throws UnparsableProgramException {
		if (programs == null) {
			var rules = dafny.rules();
			var generated = new ArrayList<Program>();
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				var tree = generator.generate(dafny, rules, new SeededDecisionSource(seed), new SizeBound(dafny.defaultSize()));
				String body = dafny.render(tree);
				assertTrue(EcoreUtil.equals(tree, dafny.parse(body)), "seed " + seed + " parses to another tree:\n" + body);
				generated.add(new Program("dafny", "seed-" + seed, dafny.programText(tree, rules), "seed " + seed));
			}
			programs = generated;
		}
		return programs;
	}

	private Implementation backEnd(String id) {
		return registry.implementations("dafny").stream().filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + id));
	}

	/** The back end's results, run when first asked; skips the test when it is not installed. */
	private List<String> outputs(String id) throws UnparsableProgramException {
		return OUTPUTS.of(backEnd(id), programs());
	}

	@Test
	void theBackEndsAreCSharpJavaScriptAndGo() {
		assertEquals(List.of("dafny.cs", "dafny.js", "dafny.go"), registry.implementations("dafny").stream()
				.filter(Implementation::inDefaultSet).map(Implementation::id).toList());
	}

	@Test
	void programsParseBackIntoTheirTrees() throws UnparsableProgramException {
		assertEquals(PROGRAMS, programs().size());
	}

	/** Each back end runs the programs cleanly and prints what the C# back end prints; one case per back end. */
	@ParameterizedTest
	@ValueSource(strings = { "dafny.cs", "dafny.js", "dafny.go" })
	void programsVerifyRunCleanlyAndPrintWhatCSharpPrints(String id) throws UnparsableProgramException {
		var results = outputs(id);
		long clean = results.stream().filter(r -> r.startsWith(Outcome.OK + " ")).count();
		// a known finding may fail one (findings/): at least 9 of 10 run cleanly
		assertTrue(clean >= PROGRAMS - 1, id + ": only " + clean + " of " + PROGRAMS + " ran cleanly: " + results);
		var reference = outputs("dafny.cs");
		int agreeing = 0;
		for (int p = 0; p < PROGRAMS; p++) {
			agreeing += results.get(p).equals(reference.get(p)) ? 1 : 0;
		}
		assertTrue(agreeing >= PROGRAMS - 1, id + " agrees with dafny.cs on only " + agreeing + " of " + PROGRAMS + ": "
				+ results + " | " + reference);
	}

	/**
	 * Generation reaches every class the rules give a weight, and the constructs the issue lists, in 2,000 programs,
	 * and gives up on none.
	 */
	@Test
	void everyClassAndConstructTheRulesWriteIsGenerated() {
		var rules = dafny.rules();
		var seen = new TreeSet<String>();
		var failed = new ArrayList<String>();
		for (int seed = 1; seed <= COVERAGE_PROGRAMS; seed++) {
			org.eclipse.emf.ecore.EObject tree;
			try {
				tree = generator.generate(dafny, rules, new SeededDecisionSource(seed), new SizeBound(dafny.defaultSize()));
			} catch (RuntimeException e) {
				failed.add(seed + ": " + e.getMessage());
				continue;
			}
			tree.eAllContents().forEachRemaining(node -> {
				seen.add(node.eClass().getName());
				seen.add(dafny.construct(node));
			});
		}
		var missing = new TreeSet<String>();
		for (var classifier : dafny.rootClass().getEPackage().getEClassifiers()) {
			if (classifier instanceof EClass c && rules.isNode(c) && rules.weight(c) > 0 && c != dafny.rootClass()
					&& !seen.contains(c.getName())) {
				missing.add(c.getName());
			}
		}
		for (String construct : List.of("FunctionMethod", "GhostFunction", "PredicateMethod", "GhostPredicate",
				"Quantifier forall", "Quantifier exists", "Destructor", "ConstructorTest", "TupleComponent",
				"Index", "SelectUpdate", "MultisetConversion", "CallStatement", "MultipleAssignment", "VarDeclarationMultiple",
				"Binary /", "Binary %", "Binary in", "Binary !in", "Binary !!", "Binary ==>", "Binary <==>", "FieldAccess", "ArrayLength",
				"MemberCall")) {
			if (!seen.contains(construct)) {
				missing.add(construct);
			}
		}
		assertEquals(new TreeSet<String>(), missing, "weighed or listed, never generated in " + COVERAGE_PROGRAMS + " programs");
		// Generation never gives up (GenerationNeverFailsTest checks 100,000 programs of another seed).
		assertEquals(List.of(), failed, failed.size() + " seeds failed to generate");
	}
}
