package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.lang.js.JsFeatures;
import cadmus.lang.js.js.ConditionalExpression;
import cadmus.lang.js.js.RegexLiteral;
import cadmus.lang.js.js.UnaryExpression;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * Feature profiles: programs for a set of engines use no feature one of them lacks, and do use it when none
 * lacks it; programs for ECMAScript 5 engines come in their ES5 form, which parses and runs cleanly.
 */
class JsProfilesTest {

	private static final int PROGRAMS = 300;
	/** What a feature looks like in program text. */
	private static final Map<String, Pattern> MARKS = Map.of(JsFeatures.CLASS, Pattern.compile("class "),
			JsFeatures.SPREAD, Pattern.compile("\\[\\.\\.\\.|, \\.\\.\\.(?!v\\d+\\) =>)"),
			JsFeatures.FOR_CONST_OF, Pattern.compile("for \\(const "),
			JsFeatures.ES2015_STRING_METHODS, Pattern.compile("sWith\\("),
			JsFeatures.DESTRUCTURING, Pattern.compile("let [{\\[]"),
			JsFeatures.REST_PARAMS, Pattern.compile("\\.\\.\\.v\\d+\\) =>"),
			JsFeatures.ES2015_MATH, Pattern.compile("num_(imul|clz32|trunc|sign|fround)\\("),
			JsFeatures.TYPED_ARRAYS, Pattern.compile("ta_(i32|f64|f32|u8c)\\("));

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	/** The programs' own text, without the prelude. */
	private List<String> bodies(Set<String> avoided) {
		var rules = js.rules("", avoided);
		var result = new ArrayList<String>();
		for (int seed = 1; seed <= PROGRAMS; seed++) {
			var tree = generator.generate(js, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			result.add(js.programText(tree, rules).substring(rules.prelude().length()));
		}
		return result;
	}

	@Test
	void programsUseAFeatureOnlyWhenNoEngineLacksIt() {
		var rhino = registry.implementations("js").stream().filter(i -> i.id().equals("js.rhino")).findFirst().orElseThrow();
		var nashorn = registry.implementations("js").stream().filter(i -> i.id().equals("js.nashorn")).findFirst()
				.orElseThrow();
		var avoided = Language.lackedByAny(List.of(rhino, nashorn));
		assertTrue(avoided.containsAll(MARKS.keySet()), "Rhino and Nashorn lack " + avoided);
		var free = String.join("\n", bodies(Set.of()));
		var careful = String.join("\n", bodies(avoided));
		MARKS.forEach((feature, mark) -> {
			assertTrue(mark.matcher(free).find(), feature + " is never generated when nothing is avoided");
			assertFalse(mark.matcher(careful).find(), feature + " is generated although an engine lacks it");
		});
	}

	@Test
	void programsForRhinoNashornAndJavaScriptCoreAvoidTheBugsTheyAreKnownFor() {
		// Each known bug (findings/) reached again would fill a campaign with findings of a bug already kept: delete of a
		// conditional (Nashorn and Rhino fold it), a group whose alternative starts with ^ (JavaScriptCore fails the
		// match). Both are rare, so more programs are looked at than elsewhere here.
		var engines = registry.implementations("js").stream()
				.filter(i -> Set.of("js.rhino", "js.nashorn", "js.jsc").contains(i.id())).toList();
		assertEquals(3, engines.size(), "Rhino, Nashorn and JavaScriptCore are registered");
		var avoided = Language.lackedByAny(engines);
		assertTrue(avoided.containsAll(Set.of(JsFeatures.DELETE_CONDITIONAL, JsFeatures.GROUP_ANCHOR)), "avoided: " + avoided);
		int[] free = knownBugShapes(Set.of());
		int[] careful = knownBugShapes(avoided);
		assertTrue(free[0] > 0 && free[1] > 0, "both are generated when nothing is avoided: delete of a conditional "
				+ free[0] + ", group starting with ^ " + free[1]);
		assertEquals(0, careful[0], "delete of a conditional for Rhino and Nashorn");
		assertEquals(0, careful[1], "a group starting with ^ for JavaScriptCore");
	}

	/** How many deletes of a conditional, and regular expressions with a group starting with ^, 4,000 programs have. */
	private int[] knownBugShapes(Set<String> avoided) {
		var rules = js.rules("", avoided);
		int[] counts = new int[2];
		for (int seed = 1; seed <= 4000; seed++) {
			var tree = generator.generate(js, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			for (var it = tree.eAllContents(); it.hasNext();) {
				var node = it.next();
				if (node instanceof UnaryExpression unary && "delete".equals(unary.getOperator())
						&& unary.getOperand() instanceof ConditionalExpression) {
					counts[0]++;
				}
				if (node instanceof RegexLiteral regex
						&& (regex.getValue().contains("(?:^") || regex.getValue().contains("(?=^"))) {
					counts[1]++;
				}
			}
		}
		return counts;
	}

	@Test
	void programsForEnginesThatLackNothingUseEveryConstructTheRulesWrite() {
		var free = String.join("\n", bodies(Set.of()));
		var constructs = new java.util.LinkedHashMap<String, Pattern>();
		constructs.put("template substitution", Pattern.compile("`[^`\n]*\\$\\{"));
		constructs.put("default parameter", Pattern.compile("\\(v\\d+(, v\\d+)*, v\\d+ = [^)]*\\) =>"));
		constructs.put("rest parameter", MARKS.get(JsFeatures.REST_PARAMS));
		constructs.put("call spread", Pattern.compile("\\w\\(([^()]*, )?\\.\\.\\.[\\[v]"));
		constructs.put("array destructuring with a default", Pattern.compile("let \\[v\\d+, v\\d+ = "));
		constructs.put("for-in", Pattern.compile("for \\((let|const) v\\d+ in "));
		constructs.put("setter", Pattern.compile("\\bset n\\(v\\d+\\) \\{"));
		constructs.put("constructor storing through the setter", Pattern.compile("this\\.n = "));
		constructs.put("function declaration", Pattern.compile("(^|\\n)\\s*function v\\d+\\("));
		constructs.put("function expression", Pattern.compile("= function \\("));
		constructs.put("constructor function", Pattern.compile("function (v\\d+)?\\(v\\d+, v\\d+\\) \\{\\n\\s*this\\.x = "));
		constructs.put("const declaration", Pattern.compile("(^|\\n)\\s*const v\\d+ = "));
		constructs.put("var declaration", Pattern.compile("(^|\\n)\\s*var v\\d+ = "));
		constructs.put("computed field read", Pattern.compile("v\\d+\\[\"[xyn]\"\\]"));
		constructs.put("element read", Pattern.compile("v\\d+\\[0\\]"));
		constructs.forEach((construct, mark) -> assertTrue(mark.matcher(free).find(),
				construct + " is never generated in " + PROGRAMS + " programs"));
	}

	/**
	 * Each function of the prelude's library is called by some program: each one alone is rare (about one program in
	 * a hundred calls a given one), so more programs are looked at than above.
	 */
	@Test
	void programsForEnginesThatLackNothingCallEveryFunctionOfThePrelude() {
		var rules = js.rules("", Set.of());
		var text = new StringBuilder();
		for (int seed = 1; seed <= 2000; seed++) {
			var tree = generator.generate(js, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			text.append(js.programText(tree, rules).substring(rules.prelude().length()));
		}
		// The prelude's own machinery: show prints, fuel_used counts.
		var internal = Set.of("show", "index_in", "fuel_used");
		var functions = rules.preludeDefinitions().stream().flatMap(d -> d.names().stream())
				.filter(name -> !internal.contains(name)).toList();
		assertTrue(functions.containsAll(List.of("arr_put", "ta_put", "ta_get", "ta_i32", "num_imul", "str_code")),
				functions.toString());
		for (String function : functions) {
			assertTrue(Pattern.compile("\\b" + function + "\\(").matcher(text).find(),
					function + " is never called in 2000 programs");
		}
	}

	@Test
	void programsForEs5EnginesAreInTheirEs5FormAndRunCleanly() throws Exception {
		var bodies = bodies(JsFeatures.ES5);
		var node = registry.implementations("js").stream().filter(i -> i.id().equals("js.node")).findFirst().orElseThrow();
		Engines.assumeAvailable(node);
		int clean = 0;
		try (var session = node.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 20))) {
			for (int i = 0; i < bodies.size(); i++) {
				String body = bodies.get(i);
				for (String es2015 : List.of("let ", "const ", "=>", "`", " of ", "...", "class ")) {
					assertFalse(body.contains(es2015), "ES5 program " + (i + 1) + " has " + es2015 + ":\n" + body);
				}
				js.parse(body);
				var e = session.run(new Program("js", "es5-" + i, js.rules("", JsFeatures.ES5).prelude() + body, "es5"));
				if (e.outcome() == Outcome.OK) {
					clean++;
				}
			}
		}
		assertTrue(clean >= PROGRAMS * 0.99, "only " + clean + " of " + PROGRAMS + " ES5 programs ran cleanly on node");
		assertEquals(PROGRAMS, bodies.size());
	}
}
