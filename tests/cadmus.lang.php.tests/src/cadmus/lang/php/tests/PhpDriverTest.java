package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * The persistent driver runs every program in a child of its own: a child that dies by a signal is a crash of
 * that program alone, what one program defines is gone for the next, and errors come out as the command line's
 * twin reports them (the same outcome and kind).
 */
class PhpDriverTest {

	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	/** On the machine's PHP 8.2 and on Debian 13's PHP 8.4, each with its tracing JIT. */
	@ParameterizedTest
	@ValueSource(strings = { "php.jit-tracing", "php.jit-tracing-debian13" })
	void eachProgramRunsInAChildOfItsOwnAndOutcomesMatchTheProcessTwin(String id) {
		var driver = implementation(id);
		var twin = implementation(id + "-process");
		var limits = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
		try (var session = driver.open(limits); var twinSession = twin.open(limits)) {
			var defines = program("<?php\nfunction f() { return 1; }\necho f(), \"\\n\";\n");
			assertEquals("OK 1\n", shown(session.run(defines)));
			assertEquals("OK 1\n", shown(session.run(defines)), "the second run redeclares f: the first child's f is gone");
			var killed = session.run(program("<?php\necho 'before';\nposix_kill(getmypid(), 11);\n"));
			assertEquals(Outcome.CRASH, killed.outcome(), killed.toString());
			assertEquals("signal 11", killed.errorKind());
			assertEquals("OK 1\n", shown(session.run(defines)), "the driver goes on after a child's crash");
			for (String text : new String[] { "<?php\necho 'a';\nthrow new LogicException('b');\n",
					"<?php\nset_error_handler(function ($n, $m) { throw new ErrorException($m); });\necho [1][2];\n",
					"<?php\necho intdiv(1, 0);\n", "<?php\n$x = ;\n", "<?php\necho 'partial';\nexit(0);\n" }) {
				var p = program(text);
				assertEquals(shown(twinSession.run(p)), shown(session.run(p)), text);
			}
		}
	}

	/**
	 * Where no JIT runs, programs that start with one prelude block run in children of a process that ran it once;
	 * they print what the twin prints, also when a program's own code redeclares nothing of the prelude, a prelude
	 * prints (it then runs with each program, as the twin does), or the prelude changes between programs.
	 */
	@Test
	void programsSharingAPreludeRunAsTheTwinRunsThem() {
		var driver = implementation("php.plain");
		var twin = implementation("php.plain-process");
		var limits = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
		String prelude = "<?php\nfunction helper($x) {\n    static $calls = 0;\n    return $x + ++$calls;\n}\n?>\n";
		try (var session = driver.open(limits); var twinSession = twin.open(limits)) {
			for (String text : new String[] { prelude + "<?php\necho helper(1), helper(1), \"\\n\";\n",
					prelude + "<?php\necho helper(10), \"\\n\";\n",
					prelude + "<?php\nfunction own() { return 'own'; }\necho own(), helper(0), \"\\n\";\n",
					prelude + "<?php\nthrow new RuntimeException('x');\n",
					"<?php\necho 'prints first';\n?>\n<?php\necho \" then\\n\";\n",
					"<?php\nfunction helper($x) { return -$x; }\n?>\n<?php\necho helper(2), \"\\n\";\n",
					prelude + "<?php\necho helper(5), \"\\n\";\n" }) {
				var p = program(text);
				assertEquals(shown(twinSession.run(p)), shown(session.run(p)), text);
			}
		}
	}

	/**
	 * php-wasm's driver runs each program in a fresh request: what one defines is gone for the next, errors come
	 * out as php8.2's driver reports them, and a program that never ends is stopped with TIMEOUT by the driver,
	 * which goes on (with a fresh runtime).
	 */
	@Test
	void phpWasmRunsEachProgramInAFreshRequestAndSurvivesARunawayOne() {
		var wasm = implementation("php.wasm-8.3");
		var native82 = implementation("php.plain");
		var limits = new ExecutionLimits(Duration.ofSeconds(2), 1 << 20);
		try (var session = wasm.open(limits); var nativeSession = native82.open(limits)) {
			var defines = program("<?php\nfunction f() { static $n = 0; return ++$n; }\nclass C {}\necho f(), f(), \"\\n\";\n");
			assertEquals("OK 12\n", shown(session.run(defines)));
			assertEquals("OK 12\n", shown(session.run(defines)), "f, its static and C are gone after the first request");
			var endless = session.run(program("<?php\nwhile (true) {}\n"));
			assertEquals(Outcome.TIMEOUT, endless.outcome(), endless.toString());
			assertEquals("OK 12\n", shown(session.run(defines)), "the driver goes on after a runaway program");
			for (String text : new String[] { "<?php\necho 'a';\nthrow new LogicException('b');\n",
					"<?php\necho intdiv(1, 0);\n", "<?php\n$x = ;\n", "<?php\necho 'partial';\nexit(0);\n" }) {
				var p = program(text);
				assertEquals(shown(nativeSession.run(p)), shown(session.run(p)), text);
			}
		}
	}

	private Implementation implementation(String id) {
		var implementation = registry.implementations("php").stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
		Engines.assumeAvailable(implementation);
		return implementation;
	}

	private static Program program(String text) {
		return new Program("php", "driver-test", text, "by hand");
	}

	private static String shown(Execution e) {
		return e.outcome() + (e.errorKind().isEmpty() ? "" : " " + e.errorKind()) + " " + e.stdout();
	}
}
