package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;

/**
 * Generated programs are conforming: each parses back into the tree it was written from, node runs at least
 * 99% of them without an uncaught exception, and every available engine prints the same for at least 97%.
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
				var parsed = JsRoundTripTest.withoutParentheses(js.parse(body));
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

	@Test
	void programsRunCleanlyOnNodeAndTheEnginesAgree() throws Exception {
		var implementations = registry.implementations("js").stream()
				.filter(i -> i.inDefaultSet() && i.availability().available()).toList();
		// For these engines: none of what one of them lacks.
		var programs = programs(js.rules("", Language.lackedByAny(implementations)), false);
		assertTrue(implementations.stream().anyMatch(i -> i.id().equals("js.node")), "node is not available");
		var outputs = new ArrayList<List<String>>();
		int cleanOnNode = 0;
		for (Implementation implementation : implementations) {
			var results = new ArrayList<String>();
			try (var session = implementation.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
				for (var program : programs) {
					var e = session.run(program);
					results.add(e.outcome() + " " + e.errorKind() + "\n" + e.stdout());
					if (e.outcome() == Outcome.OK && implementation.id().equals("js.node")) {
						cleanOnNode++;
					}
				}
			}
			outputs.add(results);
		}
		assertTrue(cleanOnNode >= PROGRAMS * 0.99, "node ran only " + cleanOnNode + " of " + PROGRAMS + " cleanly");
		int agreeing = 0;
		for (int p = 0; p < PROGRAMS; p++) {
			int index = p;
			if (outputs.stream().map(r -> r.get(index)).distinct().count() == 1) {
				agreeing++;
			}
		}
		assertTrue(agreeing >= PROGRAMS * 0.97, "the engines agreed on only " + agreeing + " of " + PROGRAMS);
	}
}
