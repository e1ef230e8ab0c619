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

	/**
	 * In the second half of the quiet rounds a call site sees other values than in the first, each of the type it
	 * saw: negated integers and 0, negated floats, floats plus a half and NAN, other strings, the negated boolean, and
	 * the same list as a hash table (the same elements, in order). The function records what it saw in a global,
	 * which outlives the rounds (it classifies by type checks, which the varied values pass alike, and without other
	 * calls, whose arguments are varied too); the last round prints it.
	 */
	@Test
	void theLaterQuietRoundsVaryWhatEachCallSitePasses() throws Exception {
		var php = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=php)");
		var tree = php.parse("""
				<?php
				function seen(mixed $x): mixed {
				    $kind = 'boolean';
				    if (is_int($x)) {
				        $kind = $x === 0 ? 'zero' : ($x < 0 ? 'negative int' : 'int');
				    } elseif (is_float($x)) {
				        $kind = $x !== $x ? 'NAN' : ($x < 0 ? 'negative float' : ($x == 2.5 ? 'float' : 'float plus a half'));
				    } elseif (is_string($x)) {
				        $kind = $x === '' ? 'empty string' : 'string ' . $x;
				    } elseif (is_array($x)) {
				        $kind = 'array ' . $x[0] . $x[1] . $x[2];
				    }
				    $GLOBALS['seen'][$kind] = true;
				    return $x;
				}
				for ($i = 0; $i < 3; $i++) {
				    seen(4);
				    seen(2.5);
				    seen('ab');
				    seen(true);
				    seen([1, 2, 3]);
				}
				echo implode(', ', array_keys($GLOBALS['seen'])), "\\n";
				""");
		String text = php.hotProgramText(tree, php.rules(), ROUNDS).orElseThrow();
		var printed = outputs(REFERENCE, List.of(new Program("php", "varying", text, "by hand"))).get(0);
		String[] lines = printed.split("\n", 3);
		assertTrue(lines[0].startsWith("OK"), printed + "\n" + text);
		// What a call site saw, in no particular order (kept in the order first seen).
		var seen = new java.util.TreeSet<>(List.of(lines[2].strip().split(", ")));
		assertEquals(new java.util.TreeSet<>(List.of("NAN", "array 123", "boolean", "empty string", "float",
				"float plus a half", "int", "negative float", "negative int", "string ab", "string abz", "string ba", "zero")),
				seen, text);
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
