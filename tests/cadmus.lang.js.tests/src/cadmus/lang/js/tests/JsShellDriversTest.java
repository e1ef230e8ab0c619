package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * The persistent shell drivers (jsc: a realm per program; gjs: built-ins put back after each program; QuickJS: a
 * fresh runtime per program in one node process) answer as
 * their process-per-program twins, one program after another in one session: programs written to leak state into
 * the next one (globals, prototypes and their order of keys, accessors on Object.prototype that would poison the
 * driver's own reads, iterator prototypes, RegExp's statics, frozen built-ins that the gjs driver cannot thaw and
 * retires on, promise jobs after an uncaught error), and generated programs. One case per driver: a shell that is
 * not installed skips its own, saying what installs it.
 */
class JsShellDriversTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
	private static final Map<String, String> TWINS = Map.of("js.jsc", "js.jsc-process", "js.gjs", "js.gjs-process", "js.quickjs",
			"js.quickjs-process", "js.jsc-debian13", "js.jsc-debian13-process", "js.gjs-debian13", "js.gjs-debian13-process");

	/** What leaks into the next program in one global, each followed by a program that would see it. */
	private static final List<String> LEAKY = List.of(
			"var leaked = 1; function leakedFn() {} Array.prototype.extra = 2; Object.prototype.get = 1;\n"
					+ "String.prototype.slice = null; delete Array.prototype.map; Math.max = 0; RegExp.prototype.exec = null;\n"
					+ "print('changed');\n",
			"print(typeof leaked, typeof leakedFn, [].extra, ({}).get, typeof ''.slice, typeof [].map, Math.max(1, 2));\n"
					+ "print(Object.getOwnPropertyNames(Array.prototype).join());\n"
					+ "print(Object.getOwnPropertyNames(globalThis).length);\n",
			"'abc'.match(/(b)/);\nthrow new TypeError('t');\n",
			"print(RegExp.$1 === '', RegExp.lastMatch === '');\n",
			"Object.defineProperty(Object.prototype, 'value', { get: function () { return 1; }, configurable: true });\n"
					+ "Object.defineProperty(Object.prototype, 'set', { value: 5, configurable: true });\n"
					+ "throw new RangeError('r');\n",
			"print(({}).value, ({}).set);\n",
			"Array.prototype[Symbol.iterator] = function* () { yield 42; };\n"
					+ "Object.getPrototypeOf(new Map().entries()).next = function () { return { done: true }; };\n",
			"for (var x of [1, 2]) print(x);\nfor (var e of new Map([[3, 4]])) print(e);\n",
			"Object.setPrototypeOf(Array.prototype, null);\nprint(typeof [].hasOwnProperty);\n",
			"print(typeof [].hasOwnProperty);\n",
			"Promise.resolve().then(function () { print('job'); Array.prototype.late = 1; });\nprint('sync');\n",
			"print([].late);\n",
			"Promise.resolve().then(function () { print('job after a throw'); Array.prototype.late2 = 1; });\nthrow 1;\n",
			"print([].late2);\n",
			"Object.freeze(Math);\nObject.preventExtensions(Array.prototype);\nprint(Object.isFrozen(Math));\n",
			"print(Object.isFrozen(Math), Object.isExtensible(Array.prototype));\n",
			"Object.defineProperty(globalThis, 'pinned', { value: 1, configurable: false });\nprint(pinned);\n",
			"print(typeof pinned);\n",
			"var = ;\n",
			"function deep(n) { return deep(n + 1) + 1; }\ndeep(0);\n",
			"print('after all', typeof leaked, [].extra);\n");

	private final List<Implementation> implementations = Services
			.get(ImplementationProvider.class, "(cadmus.language=js)").implementations();

	private Implementation implementation(String id) {
		var implementation = implementations.stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
		Engines.assumeAvailable(implementation);
		return implementation;
	}

	private static List<String> runAll(Implementation implementation, List<Program> programs) {
		var results = new ArrayList<String>();
		try (var session = implementation.open(LIMITS)) {
			for (var program : programs) {
				Execution e = session.run(program);
				results.add(e.outcome() + " " + e.errorKind() + " | " + e.stderr() + "\n" + e.stdout());
			}
		}
		return results;
	}

	private void assertSameAsTwin(String driverId, List<Program> programs) {
		String twinId = TWINS.get(driverId);
		var driver = runAll(implementation(driverId), programs);
		var twin = runAll(implementation(twinId), programs);
		for (int i = 0; i < programs.size(); i++) {
			assertEquals(twin.get(i), driver.get(i), driverId + " differs from " + twinId + " on " + programs.get(i).name()
					+ ":\n" + programs.get(i).text());
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "js.jsc", "js.gjs", "js.quickjs", "js.jsc-debian13", "js.gjs-debian13" })
	void programsThatLeakIntoTheNextOneDoNotOnADriver(String driver) {
		var programs = new ArrayList<Program>();
		for (int i = 0; i < LEAKY.size(); i++) {
			programs.add(new Program("js", "leaky-" + i + ".js", LEAKY.get(i), "test"));
		}
		assertSameAsTwin(driver, programs);
	}

	private List<Program> generated(int count) {
		var js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
		var generator = Services.get(Generator.class, null);
		var registry = Services.get(LanguageRegistry.class, null);
		var shells = registry.implementations("js").stream().filter(i -> TWINS.containsKey(i.id())).toList();
		var rules = js.rules("", Language.lackedByAny(shells));
		var programs = new ArrayList<Program>();
		for (int seed = 1; seed <= count; seed++) {
			var tree = generator.generate(js, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			programs.add(new Program("js", "seed-" + seed, js.programText(tree, rules), "seed " + seed));
		}
		return programs;
	}

	@ParameterizedTest
	@ValueSource(strings = { "js.jsc", "js.gjs", "js.quickjs", "js.jsc-debian13", "js.gjs-debian13" })
	void generatedProgramsRunAsOnTheirTwins(String driver) {
		assertSameAsTwin(driver, generated(150));
	}

	/**
	 * Thousands of programs in one session, past the driver's restarts, none stalling: the first gjs driver, a
	 * main loop with idle callbacks, now and then never dispatched the next one after some hundreds of programs. On
	 * the machine's shells: Debian 13's run the same driver scripts, checked by the two tests above.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "js.jsc", "js.gjs", "js.quickjs" })
	void driversRunThousandsOfProgramsWithoutStalling(String id) {
		var driver = implementation(id);
		var programs = generated(2500);
		var limits = new ExecutionLimits(Duration.ofSeconds(5), 1 << 20);
		try (var session = driver.open(limits)) {
			for (var program : programs) {
				var e = session.run(program);
				assertTrue(e.outcome() != cadmus.api.Outcome.TIMEOUT && e.outcome() != cadmus.api.Outcome.CRASH,
						id + " on " + program.name() + ": " + e);
			}
		}
	}
}
