package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.PreludeDefinition;
import cadmus.api.Program;
import cadmus.reduce.CandidateTest;
import cadmus.reduce.PreludeTrim;
import cadmus.reduce.Reducer;
import cadmus.reduce.Reduction;
import cadmus.reduce.TreeSyntax;
import cadmus.testing.Engines;
import cadmus.testing.Services;
import cadmus.testing.TrimmedPrelude;

/**
 * The prelude taken apart into its definitions (what a reduced program keeps of it): they make up the prelude,
 * every helper of the environment has one, and generated programs without the definitions they do not use run
 * on node exactly as they did with the whole prelude; out gives way to print where that changes no output.
 */
class JsPreludeTest {

	private static final int PROGRAMS = 60;

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	@Test
	void theDefinitionsMakeUpThePreludeAndDefineItsHelpers() {
		var rules = js.rules();
		var definitions = rules.preludeDefinitions();
		assertEquals(rules.prelude(), definitions.stream().map(PreludeDefinition::text).collect(Collectors.joining()));
		assertTrue(definitions.get(0).names().isEmpty() && definitions.get(0).text().startsWith("//"),
				"a comment first: " + definitions.get(0));
		var defined = definitions.stream().flatMap(d -> d.names().stream()).collect(Collectors.toSet());
		for (String helper : List.of("show", "out", "at", "str_upper", "num_fixed", "arr_join", "fuel_used", "fuel")) {
			assertTrue(defined.contains(helper), helper + " has no definition of its own: " + defined);
		}
		assertTrue(definitions.stream().skip(1).allMatch(d -> d.names().size() == 1), definitions.toString());
	}

	@Test
	void programsWithoutTheDefinitionsTheyDoNotUseRunAsBefore() throws Exception {
		var rules = js.rules();
		var trim = new PreludeTrim(rules.preludeDefinitions());
		var node = registry.implementations("js").stream().filter(i -> i.id().equals("js.node")).findFirst().orElseThrow();
		int trimmed = TrimmedPrelude.assertTrimmedProgramsRunAsBefore(js, rules, node, PROGRAMS);
		// Hardly a program calls every helper.
		assertTrue(trimmed >= PROGRAMS * 0.9, trimmed + " of " + PROGRAMS);
		assertTrue(trim.trim(rules.prelude() + "out(1);\n").orElseThrow().text().startsWith("function show(v) {"));
		assertTrue(trim.trim("var x = 1;\n").isEmpty(), "a program that does not start with the prelude is left as it is");
	}

	/**
	 * out gives way to the engines' own print where every engine then prints exactly what it printed (a number:
	 * MuJS's last digit of 0.1 + 0.2 still differs from node's), and show and out go with the other unused
	 * definitions; where print would print otherwise (a string, which out quotes), out and show stay.
	 */
	@Test
	void outGivesWayToPrintOnlyWhereEveryEnginePrintsTheSame() {
		var engines = registry.implementations("js").stream()
				.filter(i -> i.id().equals("js.node") || i.id().equals("js.mujs")).toList();
		assertEquals(2, engines.size(), "node and MuJS: " + engines);
		engines.forEach(Engines::assumeAvailable);
		var rules = js.rules();
		var number = reduce(engines, rules.prelude() + "var v1 = 0.1;\nout(v1 + 0.2);\n");
		assertEquals("var v1 = 0.1;\nprint(v1 + 0.2);\n", number.reducedText());
		assertEquals(0, number.keptPreludeTokens(), number.toString());

		var string = reduce(engines, rules.prelude() + "var v1 = 0.1;\nout(\"a\" + (v1 + 0.2));\n");
		assertTrue(string.reducedText().contains("function show(v)") && string.reducedText().endsWith("out(\"a\" + (v1 + 0.2));\n"),
				string.reducedText());
	}

	private Reduction reduce(List<Implementation> engines, String text) {
		var reduction = new Reducer(null, TreeSyntax.of(js), () -> new Disagreeing(engines), PreludeTrim.of(js.rules()))
				.reduce(new Program("js", "p.js", text, "written for this test"), null,
						new Reducer.Options(1, Duration.ofMinutes(1), false));
		assertTrue(reduction.verified(), "node and MuJS disagree on it: " + text);
		return reduction;
	}

	/** The engines run the program cleanly and print different text; alike: each as on the program it came from. */
	private static final class Disagreeing implements CandidateTest {
		private final List<ImplementationSession> sessions = new ArrayList<>();

		Disagreeing(List<Implementation> engines) {
			engines.forEach(e -> sessions.add(e.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))));
		}

		private List<Execution> run(Program program) {
			return sessions.stream().map(s -> s.run(program)).toList();
		}

		@Override
		public boolean reproduces(Program candidate) {
			var runs = run(candidate);
			return runs.stream().allMatch(e -> e.outcome() == Outcome.OK) && !runs.get(0).stdout().equals(runs.get(1).stdout());
		}

		@Override
		public boolean reproducesAlike(Program current, Program candidate) {
			var before = run(current);
			var after = run(candidate);
			for (int i = 0; i < before.size(); i++) {
				if (before.get(i).outcome() != after.get(i).outcome() || !before.get(i).stdout().equals(after.get(i).stdout())) {
					return false;
				}
			}
			return reproduces(candidate);
		}

		@Override
		public void close() {
			sessions.forEach(ImplementationSession::close);
		}
	}
}
