package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Engines;
import cadmus.testing.HotForms;
import cadmus.testing.Services;

/**
 * The hot form of generated PHP programs ({@code Language.hotProgramText}) means what the program means: on the
 * interpreter alone, the last round of a program that keeps no static state prints exactly what the program prints,
 * after one line, the hash of the earlier rounds; and every configuration of opcache and its JIT, on Debian 12's
 * PHP 8.2 and Debian 13's 8.4, prints the same as the interpreter on every hot form, hash included. The tracing JIT
 * compiles the round of many of them. Programs of a seed no other test uses.
 */
class PhpHotFormTest {

	private static final long SEED = 50_004_002;
	private static final int PROGRAMS = 60;
	private static final int ROUNDS = 50;
	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 20);
	private static final String REFERENCE = "php.plain";

	private static final List<Program> PLAIN = new ArrayList<>();
	private static final List<Program> HOT = new ArrayList<>();

	private static synchronized void generate() {
		if (!HOT.isEmpty()) {
			return;
		}
		var php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");
		var generator = Services.get(Generator.class, null);
		var rules = php.rules();
		for (int i = 0; i < PROGRAMS; i++) {
			var tree = generator.generate(php, rules, new SeededDecisionSource(SeededDecisionSource.programSeed(SEED, i)),
					SizeBound.DEFAULT);
			PLAIN.add(new Program("php", "plain-" + i, php.programText(tree, rules), "program " + i));
			HOT.add(new Program("php", "hot-" + i, php.hotProgramText(tree, rules, ROUNDS).orElseThrow(), "program " + i));
		}
	}

	private static List<String> outputs(String id, List<Program> programs) {
		return HotForms.outputs("php", id, programs, LIMITS);
	}

	/**
	 * Each hot form prints the hash of the earlier rounds first; its last round prints exactly what the program prints
	 * and ends as it ends, except where the program keeps state in static properties or variables (the part after
	 * the prelude says {@code static}), which the earlier rounds changed. Most programs' last round is the program.
	 */
	@Test
	void theLastRoundPrintsWhatTheProgramPrintsUnlessItKeepsStaticState() {
		generate();
		var plain = outputs(REFERENCE, PLAIN);
		var hot = outputs(REFERENCE, HOT);
		int same = 0;
		for (int i = 0; i < PROGRAMS; i++) {
			String[] hotParts = hot.get(i).split("\n", 3);
			assertTrue(hotParts.length > 1 && hotParts[1].matches("\\d+"), "the hash first: " + hot.get(i));
			String lastRound = hotParts[0] + "\n" + (hotParts.length > 2 ? hotParts[2] : "");
			if (lastRound.equals(plain.get(i))) {
				same++;
				continue;
			}
			String own = PLAIN.get(i).text().substring(PLAIN.get(i).text().indexOf("?>"));
			assertTrue(own.contains("static"), "program " + i + " keeps no static state, yet its last round printed\n"
					+ lastRound + "\ninstead of\n" + plain.get(i) + "\n" + HOT.get(i).text());
		}
		System.out.printf("php hot form: the last round is the program in %d of %d%n", same, PROGRAMS);
		assertTrue(same > PROGRAMS / 2, "the last round is the program in " + same + " of " + PROGRAMS);
	}

	/** A campaign asks whether a language has a hot form with a script of nothing; it gets one of rounds of nothing. */
	@Test
	void aScriptOfNothingHasAHotFormToo() {
		var php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");
		var empty = org.eclipse.emf.ecore.util.EcoreUtil.create(php.rootClass());
		String text = php.hotProgramText(empty, php.rules(), 3).orElseThrow();
		assertTrue(text.contains("function hot_round() {") && text.endsWith("hot_round();\n"), text);
		var printed = outputs(REFERENCE, List.of(new Program("php", "empty-hot", text, "a script of nothing")));
		// Two quiet rounds printed nothing and threw nothing: crc32("") is 0, so the hash is 0.
		assertEquals("OK \n0\n", printed.get(0));
	}

	@ParameterizedTest
	@ValueSource(strings = { "php.opcache", "php.jit-tracing", "php.jit-function", "php.plain-debian13",
			"php.jit-tracing-debian13", "php.jit-function-debian13" })
	void everyConfigurationPrintsWhatTheInterpreterPrints(String tier) {
		generate();
		var expected = outputs(REFERENCE, HOT);
		var actual = outputs(tier, HOT);
		for (int i = 0; i < PROGRAMS; i++) {
			assertEquals(expected.get(i), actual.get(i), tier + " on hot program " + i + ":\n" + HOT.get(i).text());
		}
	}

	/**
	 * The tracing JIT compiles the round of many hot programs: not of all, as it gives up on a trace that throws, and
	 * generated programs throw and catch often. Measured on these 20: 10 (the proof's figure over 500 is in README.md).
	 */
	@Test
	void theTracingJitCompilesTheRoundOfManyHotPrograms() {
		generate();
		var tracing = Engines.available("php", "php.jit-tracing");
		int compiled = 0;
		for (var program : HOT.subList(0, 20)) {
			var code = tracing.optimizedCode(program, LIMITS).orElseThrow();
			assertTrue(!code.rounds().contains("$main") && !code.units().contains("$main"),
					"a hot form's top level is the form's own loop, not the program's: " + code);
			compiled += code.rounds().contains("hot_round") ? 1 : 0;
		}
		assertTrue(compiled >= 7, "the round compiled in " + compiled + " of 20 hot programs");
	}
}
