package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * What V8's optimizing tiers compiled of a program, read from node's --trace-opt on Node.js 26: the program's own hot
 * function is named with its tier, node's own functions and the prelude's are not, a function that never gets hot is
 * not, and node without a JIT cannot tell.
 */
class V8OptimizationTraceTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 20);
	/** A hot function, a prelude function it calls (str_len), and one called once. */
	private static final Program HOT = new Program("js", "hot.js", """
			function str_len(s) { return s.length; }
			function once(x) { return x + 1; }
			function hotSum(n) { var s = 0; for (var i = 0; i < n; i++) { s = (s + i * str_len("ab")) | 0; } return s; }
			var total = once(0);
			for (var r = 0; r < 500; r++) { total = (total + hotSum(r)) | 0; }
			print(total);
			""", "a hot function");

	private static Implementation implementation(String id) {
		return Engines.available("js", id);
	}

	@Test
	void turboFanCompilesTheHotFunctionAndNothingElseOfTheProgramsIsNamed() {
		Optional<OptimizedCode> code = implementation("js.node26-turbofan").optimizedCode(HOT, LIMITS);
		assertTrue(code.isPresent(), "node 26 with TurboFan can tell");
		assertTrue(code.get().units().contains("hotSum TURBOFAN_JS"), code.get().toString());
		assertTrue(code.get().units().stream().allMatch(u -> u.startsWith("hotSum ")),
				"neither node's functions nor the prelude's str_len nor once: " + code.get());
		assertTrue(code.get().rounds().isEmpty(), "no hot form, no round: " + code.get());
	}

	@Test
	void maglevCompilesItWithMaglev() {
		var code = implementation("js.node26-maglev").optimizedCode(HOT, LIMITS).orElseThrow();
		assertTrue(code.units().contains("hotSum MAGLEV"), code.toString());
		assertFalse(code.units().stream().anyMatch(u -> u.endsWith("TURBOFAN_JS")), "no TurboFan in its tier: " + code);
	}

	/** A generated program's hot form: its round, which holds the program's top-level code, is told apart. */
	@Test
	void theHotFormsRoundIsCompiledAndToldApartFromTheProgramsFunctions() {
		var js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
		var rules = js.rules("", Set.of());
		var tree = Services.get(Generator.class, null).generate(js, rules, new SeededDecisionSource(50_004_001),
				SizeBound.DEFAULT);
		var hot = new Program("js", "hot.js", js.hotProgramText(tree, rules, 100).orElseThrow(), "hot form");
		var code = implementation("js.node26-turbofan").optimizedCode(hot, LIMITS).orElseThrow();
		assertTrue(code.rounds().contains("hot_round TURBOFAN_JS"), code.toString());
		assertTrue(code.units().stream().noneMatch(u -> u.startsWith("hot_round ")), code.toString());
	}

	/**
	 * The deoptimization loop kept in findings/ (OSR code left on every call after its loop): TurboFan's trace tells
	 * it, with V8's reason and the place; the hot function above, deoptimized a few times at most, has none.
	 */
	@Test
	void aDeoptimizationLoopIsToldWithItsReasonAndAHotFunctionHasNone() throws Exception {
		var file = cadmus.testing.KeptFindings.files(Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)"))
				.stream().filter(f -> f.getFileName().toString().startsWith("v8-osr-code-deoptimized")).findFirst().orElseThrow();
		var looping = new Program("js", "loop.js", cadmus.testing.KeptFindings.text(file), "kept finding");
		var code = implementation("js.node26-turbofan").optimizedCode(looping, LIMITS).orElseThrow();
		assertEquals(1, code.loops().size(), code.toString());
		var loop = code.loops().get(0);
		assertEquals("Insufficient type feedback for binary operation", loop.reason());
		assertTrue(loop.unit().startsWith("f (opt id ") && loop.unit().contains("bytecode offset"), loop.unit());
		assertTrue(loop.times() >= 10, loop.toString());
		var hot = implementation("js.node26-turbofan").optimizedCode(HOT, LIMITS).orElseThrow();
		assertTrue(hot.loops().isEmpty(), hot.toString());
	}

	@Test
	void aProgramWithoutAHotFunctionHasNothingCompiledAndNodeWithoutAJitCannotTell() {
		var cold = new Program("js", "cold.js", "function once(x) { return x + 1; }\nprint(once(1));\n", "cold");
		var code = implementation("js.node26-turbofan").optimizedCode(cold, LIMITS).orElseThrow();
		assertFalse(code.any(), code.toString());
		assertEquals(Optional.empty(), implementation("js.node26-jitless").optimizedCode(HOT, LIMITS));
	}
}
