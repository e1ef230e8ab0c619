package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.HotForms;
import cadmus.testing.Services;

/**
 * The hot form of generated programs ({@code Language.hotProgramText}) means what the program means: on node, its
 * last round prints exactly what the program prints, after one line, the hash of the earlier rounds; and every tier of
 * V8 and JavaScriptCore, and SpiderMonkey and QuickJS, prints the same as node, hash included. Programs of a seed no
 * other test uses, for the implementations' common features.
 */
class JsHotFormTest {

	private static final long SEED = 50_003_001;
	private static final int PROGRAMS = 60;
	private static final int ROUNDS = 100;
	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 20);
	private static final String REFERENCE = "js.node";

	private static final List<Program> PLAIN = new ArrayList<>();
	private static final List<Program> HOT = new ArrayList<>();
	private static List<String> expected;

	@BeforeAll
	static void generate() {
		var js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
		var generator = Services.get(Generator.class, null);
		var rules = js.rules("", Language.lackedByAny(Services.get(LanguageRegistry.class, null).implementations("js")
				.stream().filter(i -> i.id().startsWith("js.node") || i.id().startsWith("js.jsc") || i.id().startsWith("js.gjs")
						|| i.id().startsWith("js.qjs"))
				.toList()));
		for (int i = 0; i < PROGRAMS; i++) {
			var tree = generator.generate(js, rules, new SeededDecisionSource(SeededDecisionSource.programSeed(SEED, i)),
					SizeBound.DEFAULT);
			PLAIN.add(new Program("js", "plain-" + i, js.programText(tree, rules), "seed " + SEED + " program " + i));
			HOT.add(new Program("js", "hot-" + i, js.hotProgramText(tree, rules, ROUNDS).orElseThrow(),
					"seed " + SEED + " program " + i + ", hot form"));
		}
	}

	private static List<String> outputs(String id, List<Program> programs) {
		return HotForms.outputs("js", id, programs, LIMITS);
	}

	private static synchronized List<String> expected() {
		if (expected == null) {
			expected = outputs(REFERENCE, HOT);
		}
		return expected;
	}

	@Test
	void theLastRoundPrintsWhatTheProgramPrintsAfterTheHashOfTheOthers() {
		HotForms.assertLastRoundIsTheProgram(outputs(REFERENCE, PLAIN), expected(), HOT);
	}

	/**
	 * In the second half of the quiet rounds a call site sees other types and shapes than in the first: integers,
	 * doubles, negated values and NaN where it saw an integer, other strings, the negated boolean, and the same
	 * array with the same elements (its representation changed, not its contents); the last round sees what the
	 * program passes. The function records what it saw on a global object, which outlives the rounds.
	 */
	@Test
	void theLaterQuietRoundsVaryWhatEachCallSitePasses() throws Exception {
		var js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
		var tree = js.parse("""
				function seen(x) {
				  var kind = typeof x;
				  if (kind === "number") { kind = x !== x ? "NaN" : 1 / x < 0 ? "negative" : x % 1 !== 0 ? "double" : "integer"; }
				  if (Array.isArray(x)) { kind = "array " + x + " of " + x.length; }
				  if (kind === "string") { kind = "string of " + x.length; }
				  Math.seen = Math.seen || {};
				  Math.seen[kind] = true;
				  return x;
				}
				var a = [1, 2, 3];
				for (var i = 0; i < 3; i++) { seen(3); seen("ab"); seen(true); seen(a); }
				out(Object.keys(Math.seen).sort().join(", "));
				out(a);
				""");
		var program = new Program("js", "varying", js.hotProgramText(tree, js.rules(), ROUNDS).orElseThrow(), "by hand");
		String output = outputs(REFERENCE, List.of(program)).get(0);
		String[] lines = output.split("\n", 3);
		assertTrue(lines[0].startsWith("OK"), output + "\n" + program.text());
		assertEquals("\"NaN, array 1,2,3 of 3, boolean, double, integer, negative, string of 0, string of 2, string of 3\"\n"
				+ "[1,2,3]\n", lines[2], program.text());
	}

	/** Every tier prints what node prints, the earlier rounds' hash included. */
	@ParameterizedTest
	@ValueSource(strings = { "js.node-jitless", "js.node26-jitless", "js.node26-turbofan", "js.node26-maglev",
			"js.jsc-eager-debian13", "js.jsc-nojit-debian13", "js.gjs-debian13", "js.gjs-nojit-debian13", "js.qjs-debian13" })
	void everyTierPrintsWhatNodePrints(String id) {
		var outputs = outputs(id, HOT);
		for (int i = 0; i < PROGRAMS; i++) {
			assertEquals(expected().get(i), outputs.get(i), id + " on hot program " + i + ":\n" + HOT.get(i).text());
		}
	}
}
