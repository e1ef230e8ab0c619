package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Program;
import cadmus.testing.Engines;

/**
 * What PHP's JITs compiled of a program, read from opcache.jit_debug, on PHP 8.2 and 8.4: the tracing JIT's traces
 * name a loop in the program's own function and its top level, not the prelude's function it calls; the function
 * JIT's listing names the program's function and its script; the configurations without a JIT cannot tell.
 */
class PhpJitTraceTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 20);
	private static final Program HOT = new Program("php", "hot.php", """
			<?php
			function clip(string $s): int { return strlen($s); }
			function hot_sum(int $n): int { $s = 0; for ($i = 0; $i < $n; $i++) { $s = ($s + $i * clip("ab")) % 1000003; } return $s; }
			$total = 0;
			for ($r = 0; $r < 200; $r++) { $total = ($total + hot_sum($r)) % 1000003; }
			echo $total, "\\n";
			""", "a hot function");

	private static Implementation implementation(String id) {
		return Engines.available("php", id);
	}

	@ParameterizedTest
	@ValueSource(strings = { "php.jit-tracing", "php.jit-tracing-debian13" })
	void theTracingJitCompilesTheProgramsLoopsAndTopLevelNotThePreludes(String id) {
		var code = implementation(id).optimizedCode(HOT, LIMITS).orElseThrow();
		assertTrue(code.units().contains("hot_sum"), code.toString());
		assertFalse(code.units().contains("clip"), "the prelude's name is not the program's: " + code);
		assertTrue(code.rounds().contains("$main"), "the top level's loop: " + code);
	}

	/**
	 * The function JIT compiles every function on load: its listing names the program's function and its top level
	 * (the script), not the prelude's function, on 8.2 (assembly) and 8.4 (IR) alike.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "php.jit-function", "php.jit-function-debian13" })
	void theFunctionJitListsTheProgramsFunctionsAndTopLevelNotThePreludes(String id) {
		var code = implementation(id).optimizedCode(HOT, LIMITS).orElseThrow();
		assertEquals("PHP's function JIT", code.tier());
		assertEquals(java.util.List.of("hot_sum"), code.units(), code.toString());
		assertEquals(java.util.List.of("$main"), code.rounds(), "the script's top level: " + code);
	}

	@ParameterizedTest
	@ValueSource(strings = { "php.plain", "php.opcache", "php.opcache-debian13" })
	void configurationsWithoutAJitCannotTell(String id) {
		assertEquals(Optional.empty(), implementation(id).optimizedCode(HOT, LIMITS));
	}
}
