package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.PreludeDefinition;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.reduce.PreludeTrim;

/**
 * The prelude taken apart into its definitions (what a reduced program keeps of it): they make up the prelude,
 * every helper of the environment has one, and generated programs without the definitions they do not use run
 * on node exactly as they did with the whole prelude.
 */
class JsPreludeTest {

	private static final int PROGRAMS = 60;

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
	private final Generator generator = Services.get(Generator.class, null);
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
		int trimmed = 0;
		try (var session = node.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
			for (int seed = 1; seed <= PROGRAMS; seed++) {
				var tree = generator.generate(js, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
				String text = js.programText(tree, rules);
				var cut = trim.trim(text);
				if (cut.isEmpty()) {
					continue;
				}
				trimmed++;
				String body = text.substring(rules.prelude().length());
				assertTrue(cut.get().text().endsWith(body) && cut.get().text().length() < text.length(), cut.get().text());
				js.parse(cut.get().text());
				var whole = session.run(new Program("js", "whole-" + seed, text, "seed " + seed));
				var part = session.run(new Program("js", "trimmed-" + seed, cut.get().text(), "seed " + seed));
				assertEquals(Outcome.OK, whole.outcome(), text);
				assertEquals(whole.outcome(), part.outcome(), cut.get().text());
				assertEquals(whole.stdout(), part.stdout(), cut.get().text());
			}
		}
		// Hardly a program calls every helper.
		assertTrue(trimmed >= PROGRAMS * 0.9, trimmed + " of " + PROGRAMS);
		assertTrue(trim.trim(rules.prelude() + "out(1);\n").orElseThrow().text().startsWith("function show(v) {"));
		assertTrue(trim.trim("var x = 1;\n").isEmpty(), "a program that does not start with the prelude is left as it is");
	}
}
