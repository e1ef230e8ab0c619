package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Services;
import cadmus.testing.EngineOutputs;

/**
 * Generated programs are conforming: each parses back into the tree it was written from, node runs at least
 * 99% of them without an uncaught exception, and each engine of the default set prints what node prints for at
 * least 97%: one case per engine, skipped (saying what installs it) where the engine is not installed.
 */
class JsConformanceTest {

	private static final int PROGRAMS = 200;
	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	private List<Program> programs(GenerationRules rules, boolean checkRoundTrip) throws Exception {
		var programs = new ArrayList<Program>();
		for (int seed = 1; seed <= PROGRAMS; seed++) {
			var tree = generator.generate(js, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			if (checkRoundTrip) {
				String body = js.render(tree);
				var parsed = JsTrees.withoutParentheses(js.parse(body));
				assertTrue(EcoreUtil.equals(tree, parsed), "seed " + seed + " parses differently:\n" + body);
			}
			programs.add(new Program("js", "seed-" + seed, js.programText(tree, rules), "seed " + seed));
		}
		return programs;
	}

	@Test
	void everyProgramParsesBackIntoItsTree() throws Exception {
		assertEquals(PROGRAMS, programs(js.rules(), true).size());
	}

	/** The default set's engines, each a case of its own. */
	static java.util.stream.Stream<String> defaultSet() {
		return Services.get(LanguageRegistry.class, null).implementations("js").stream().filter(Implementation::inDefaultSet)
				.map(Implementation::id);
	}

	/** The programs for the whole default set (none of what one of its engines lacks), made once for all cases. */
	private static List<Program> forTheDefaultSet;
	private static final EngineOutputs OUTPUTS = new EngineOutputs();

	private synchronized List<Program> programsForTheDefaultSet() throws Exception {
		if (forTheDefaultSet == null) {
			var defaultSet = registry.implementations("js").stream().filter(Implementation::inDefaultSet).toList();
			forTheDefaultSet = programs(js.rules("", Language.lackedByAny(defaultSet)), false);
		}
		return forTheDefaultSet;
	}

	private Implementation implementation(String id) {
		return registry.implementations("js").stream().filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + id));
	}

	/** Outcome, error kind and output of every program, run once; skips the test where the engine is not installed. */
	private List<String> outputs(String id) throws Exception {
		return OUTPUTS.of(implementation(id), programsForTheDefaultSet());
	}

	/** node, the reference, runs at least 99% of the programs without an uncaught exception. */
	@Test
	void programsRunCleanlyOnNode() throws Exception {
		long cleanOnNode = outputs("js.node").stream().filter(r -> r.startsWith(Outcome.OK + " ")).count();
		assertTrue(cleanOnNode >= PROGRAMS * 0.99, "node ran only " + cleanOnNode + " of " + PROGRAMS + " cleanly");
	}

	/** Each engine of the default set prints what node prints for at least 97% of the programs. */
	@ParameterizedTest
	@MethodSource("defaultSet")
	void printsWhatNodePrints(String id) throws Exception {
		var results = outputs(id);
		var node = outputs("js.node");
		int agreeing = 0;
		String first = "";
		for (int p = 0; p < PROGRAMS; p++) {
			if (results.get(p).equals(node.get(p))) {
				agreeing++;
			} else if (first.isEmpty()) {
				first = "seed " + (p + 1) + ": node " + node.get(p) + " | " + id + " " + results.get(p);
			}
		}
		assertTrue(agreeing >= PROGRAMS * 0.97, id + " printed what node printed for only " + agreeing + " of " + PROGRAMS
				+ "; first difference " + first);
	}
}
