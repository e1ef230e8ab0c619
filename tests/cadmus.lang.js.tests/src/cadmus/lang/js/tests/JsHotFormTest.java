package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

	/** Every tier prints what node prints, the earlier rounds' hash included. */
	@ParameterizedTest
	@ValueSource(strings = { "js.node-jitless", "js.node26-jitless", "js.node26-turbofan", "js.node26-maglev",
			"js.jsc-eager-debian13", "js.jsc-nojit-debian13", "js.gjs-debian13", "js.qjs-debian13" })
	void everyTierPrintsWhatNodePrints(String id) {
		var outputs = outputs(id, HOT);
		for (int i = 0; i < PROGRAMS; i++) {
			assertEquals(expected().get(i), outputs.get(i), id + " on hot program " + i + ":\n" + HOT.get(i).text());
		}
	}
}
