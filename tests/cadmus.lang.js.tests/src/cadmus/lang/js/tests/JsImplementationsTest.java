package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Outcome;
import cadmus.api.Program;

/**
 * The JavaScript engines run for real: node as a persistent driver (and its JIT-less twin), Rhino, compiled
 * and interpreted, Nashorn, V8 through Javet and GraalJS, in worker JVMs; jsc, gjs and QuickJS as persistent
 * drivers and a process per program; Duktape, MuJS and Hermes a process per program; the shells installed by the test
 * command (releng/install-engines). Each is available, passes its canaries, keeps programs apart, and classifies
 * outcomes alike.
 */
class JsImplementationsTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
	private static final List<String> ENGINES = List.of("js.node", "js.node-jitless", "js.rhino", "js.rhino-interpreted",
			"js.nashorn", "js.javet", "js.graaljs", "js.node-process", "js.jsc", "js.jsc-nojit", "js.jsc-process", "js.gjs",
			"js.gjs-process", "js.quickjs", "js.quickjs-process", "js.duktape", "js.mujs", "js.hermes");

	private final List<Implementation> implementations = Services
			.get(ImplementationProvider.class, "(cadmus.language=js)").implementations();

	private static Execution run(Implementation implementation, String text) {
		try (var session = implementation.open(LIMITS)) {
			return session.run(new Program("js", "test.js", text, "test"));
		}
	}

	@Test
	void everyEngineIsAvailableAndPassesItsCanaries() {
		assertEquals(ENGINES, implementations.stream().map(Implementation::id).toList());
		// node and node --jitless are one binary's tiers: the differential oracle buckets their disagreements so.
		assertEquals(List.of("js.node", "js.node-jitless"), implementations.stream().filter(i -> i.binary().equals("node"))
				.map(Implementation::id).toList());
		for (var implementation : implementations) {
			var availability = implementation.availability();
			assertTrue(availability.available(), implementation.id() + ": " + availability.reason() + " (install: "
					+ implementation.installCommand() + ")");
			try (var session = implementation.open(LIMITS)) {
				for (var canary : implementation.canaries()) {
					var e = session.run(new Program("js", canary.name(), canary.text(), "canary"));
					assertTrue(canary.accepts(e), implementation.id() + " canary " + canary.name() + ": " + e);
				}
			}
		}
	}

	@Test
	void eachProgramGetsAFreshGlobalScope() {
		for (var implementation : implementations) {
			try (var session = implementation.open(LIMITS)) {
				var first = session.run(new Program("js", "a.js", "var leaked = 1; Array.prototype.extra = 2;\n", "test"));
				assertEquals(Outcome.OK, first.outcome(), implementation.id() + ": " + first);
				var next = session.run(new Program("js", "b.js",
						"print(typeof leaked, typeof [].extra);\n", "test"));
				assertEquals("undefined undefined\n", next.stdout(), implementation.id() + " leaked state: " + next);
			}
		}
	}

	@Test
	void outcomesAreClassifiedAlikeOnEveryEngine() {
		for (var implementation : implementations) {
			var typeError = run(implementation, "print(1);\nvar o = null;\no.x;\nprint(2);\n");
			assertEquals(Outcome.RUNTIME_ERROR, typeError.outcome(), implementation.id() + ": " + typeError);
			assertEquals("TypeError", typeError.errorKind(), implementation.id());
			assertEquals("1\n", typeError.stdout(), implementation.id());
			var thrown = run(implementation, "throw \"up\";\n");
			assertEquals("throw string", thrown.errorKind(), implementation.id() + ": " + thrown);
			var syntax = run(implementation, "var = ;\n");
			assertEquals(Outcome.SYNTAX_ERROR, syntax.outcome(), implementation.id() + ": " + syntax);
			// ES5, and numbers every engine writes alike (MuJS writes 0.1 + 0.2 wrong: a bug, not a test of print).
			var values = run(implementation, "print(0.5 + 0.25, -0, 1 / 0, [1, [2, 3]], 2 * 512, 't');\n");
			assertEquals(Outcome.OK, values.outcome(), implementation.id() + ": " + values);
			assertEquals("0.75 0 Infinity 1,2,3 1024 t\n", values.stdout(), implementation.id());
		}
	}
}
