package cadmus.lang.js;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import cadmus.api.ExecutionLimits;
import cadmus.exec.CommandProbe;
import cadmus.exec.EngineRoot;
import cadmus.exec.Executables;
import cadmus.exec.ProfiledImplementation;

/**
 * The JavaScript shells Cadmus runs: JavaScriptCore with and without its JITs, SpiderMonkey through gjs and QuickJS
 * as WASM under node as persistent drivers ({@link JsShellDriverImplementation}), each with a process-per-program
 * twin; Duktape, MuJS and Hermes a process per program ({@link JsShellImplementation}). For each, where it
 * is found, how its version is told, what it lacks (measured with one small program per feature), the host
 * adapter that gives {@code shell-harness.js} what the engine offers, and how it is started.
 */
public final class JsShells {

	private static final long MIB = 1L << 20;
	private static final long GIB = 1L << 30;

	/**
	 * Duktape 2.7: ES5.1 plus **, shorthand properties and methods, Symbol and ES2015's string methods (not
	 * padStart); measured with one small program per feature, as the other sets here.
	 */
	private static final Set<String> DUKTAPE_LACKS = Set.of(JsFeatures.DELETE_BINDING, JsFeatures.LET_CONST,
			JsFeatures.FOR_LET_CLOSURE,
			JsFeatures.ARROW, JsFeatures.CLASS, JsFeatures.FOR_OF, JsFeatures.FOR_CONST_OF, JsFeatures.TEMPLATE,
			JsFeatures.DESTRUCTURING, JsFeatures.DEFAULT_PARAMS, JsFeatures.REST_PARAMS, JsFeatures.SPREAD,
			JsFeatures.CALL_SPREAD, JsFeatures.COMPUTED_KEYS, JsFeatures.GENERATORS);
	/** MuJS 1.3.2: ES5, and two parser bugs (findings/): delete of a value, a division after x--. */
	private static final Set<String> MUJS_LACKS = java.util.stream.Stream.concat(JsFeatures.ES5.stream(),
			java.util.stream.Stream.of(JsFeatures.DELETE_VALUE, JsFeatures.POSTFIX_OPERAND))
			.collect(java.util.stream.Collectors.toUnmodifiableSet());
	/**
	 * Hermes 0.12 parses let and const but scopes them as var (no block scope, no TDZ, const assignable, one
	 * binding for all iterations of a loop), and rejects class and with.
	 */
	private static final Set<String> HERMES_LACKS = Set.of(JsFeatures.DELETE_BINDING, JsFeatures.LET_CONST,
			JsFeatures.FOR_LET_CLOSURE,
			JsFeatures.FOR_CONST_OF, JsFeatures.CLASS, JsFeatures.WITH);

	// Host adapters, each an object literal handed to the harness (see shell-harness.js). Every function the
	// harness calls after the program ran is captured first: the program may replace the globals.

	/** jsc: reads files, parses without running (checkSyntax), runs real global scripts ($262.evalScript). */
	private static final String JSC_HOST = """
			{
				global: this,
				write: print,
				source: function () { return readFile('program.js'); },
				parse: function (src) { checkSyntax('program.js'); return src; },
				run: (function (realm) { return function (src) { realm.evalScript(src); }; })($262),
				report: (function (printErr) { return function (line) { printErr(line); }; })(printErr)
			}""";
	/**
	 * gjs: reads files through GLib; nothing parses without running, so the Function constructor checks the
	 * syntax and indirect eval runs the program; its uncaught throw of the outcome line reaches stderr.
	 */
	private static final String GJS_HOST = """
			{
				global: globalThis,
				write: print,
				source: function () {
					var bytes = imports.gi.GLib.file_get_contents('program.js')[1];
					return new TextDecoder('utf-8').decode(bytes);
				},
				parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
				run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
				report: function (line) { throw line; }
			}""";
	/**
	 * duk and hermes: no file reading at all, so the program comes embedded as a string literal, checked by the
	 * Function constructor and run by indirect eval (where var bindings can be deleted: hence delete-binding in
	 * their lacks). Duktape's running out of memory is a plain Error.
	 */
	private static final String EMBEDDED_HOST = """
			{
				global: this,
				write: print,
				source: function () { return %SOURCE%; },
				parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
				run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
				thrown: (function (own) {
					return function (v) {
						var m = v !== null && typeof v === 'object' ? own(v, 'message') : null;
						return m && m.value === 'alloc failed'
							? ['OUT_OF_MEMORY', 'memory limit', 'Error: alloc failed'] : null;
					};
				})(Object.getOwnPropertyDescriptor),
				report: function (line) { throw line; }
			}""";
	/**
	 * mujs: read() and compile() (a script function, parsed and not run: real global-script semantics). It
	 * throws plain strings when out of stack or memory.
	 */
	private static final String MUJS_HOST = """
			{
				global: this,
				write: print,
				source: (function (r) { return function () { return r('program.js'); }; })(read),
				parse: (function (c) { return function (src) { return c(src, 'program.js'); }; })(compile),
				run: (function (g, call) {
					return function (script) { call.call(script, g); };
				})(this, Function.prototype.call),
				thrown: function (v) {
					if (v === 'stack overflow' || v === 'exception stack overflow' || v === 'call stack overflow') {
						return ['RUNTIME_ERROR', 'RangeError', 'RangeError: ' + v + ' (a thrown string)'];
					}
					return v === 'out of memory' ? ['OUT_OF_MEMORY', 'memory limit', v] : null;
				},
				report: function (line) { throw line; }
			}""";

	/**
	 * qjs (QuickJS's own shell, with --std): reads files through std; nothing parses without running (evalScript's
	 * compile_only still runs a script), so the Function constructor checks the syntax and indirect eval runs the
	 * program (var bindings it makes can be deleted: hence delete-binding in its lacks); its uncaught throw of the
	 * outcome line reaches stderr.
	 */
	private static final String QJS_HOST = """
			{
				global: globalThis,
				write: print,
				source: (function (load) { return function () { return load('program.js'); }; })(std.loadFile),
				parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
				run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
				report: function (line) { throw line; }
			}""";

	/**
	 * node: writes and reports synchronously through fs (a pipe write by process.stdout could still be pending at
	 * exit), parses with vm.Script, runs the script in the main realm.
	 */
	private static final String NODE_HOST = """
			{
				global: globalThis,
				write: (function (fs) { return function (s) { fs.writeSync(1, s + '\\n'); }; })(require('fs')),
				source: function () { return require('fs').readFileSync('program.js', 'utf8'); },
				parse: (function (vm) {
					return function (src) { return new vm.Script(src, { filename: 'program.js' }); };
				})(require('vm')),
				run: function (script) { script.runInThisContext(); },
				report: (function (fs, exit) {
					return function (line) { fs.writeSync(2, line + '\\n'); exit(1); };
				})(require('fs'), process.exit.bind(process))
			}""";

	/** JavaScriptCore (WebKitGTK's jsc) with its JIT tiers, a process per program. */
	private static JsShell jscShell() {
		return new JsShell("js.jsc-process",
				"JavaScriptCore (WebKitGTK jsc) with its JITs, a process per program (the persistent driver's twin)",
				false, JsFeatures.JSC, JsShellProbes::findJsc, JsShellProbes.jscMissing(), JSC_INSTALL, JsShellProbes::jscVersion, JSC_HOST,
				memory -> memory + 6 * GIB, (jsc, dir, limits) -> List.of(jsc.toString(), "harness.js"));
	}

	/** JavaScriptCore with its JIT tiers: one persistent driver, a realm per program. */
	public static JsShellDriverImplementation jsc() {
		return new JsShellDriverImplementation(jscShell().as("js.jsc",
				"JavaScriptCore (WebKitGTK jsc) with its JITs, one persistent driver process, a realm per program",
				true, (jsc, dir, limits) -> List.of(jsc.toString(), JSC_DRIVER)), JSC_DRIVER);
	}

	/** JavaScriptCore a process per program: the persistent driver's twin (not in the default set). */
	public static JsShellImplementation jscProcess() {
		return new JsShellImplementation(jscShell());
	}

	/**
	 * JavaScriptCore's interpreter alone (LLInt): the same binary with {@code --useJIT=false}, as a persistent
	 * driver.
	 */
	public static JsShellDriverImplementation jscNoJit() {
		return new JsShellDriverImplementation(new JsShell("js.jsc-nojit",
				"JavaScriptCore (WebKitGTK jsc) --useJIT=false, interpreter only, one persistent driver process, a realm"
						+ " per program",
				false, JsFeatures.JSC, JsShellProbes::findJsc, JsShellProbes.jscMissing(), JSC_INSTALL,
				path -> JsShellProbes.jscVersion(path).map(v -> v + " --useJIT=false"), null, memory -> memory + 5 * GIB,
				(jsc, dir, limits) -> List.of(jsc.toString(), "--useJIT=false", JSC_DRIVER)), JSC_DRIVER);
	}

	/**
	 * SpiderMonkey through gjs (GNOME's JavaScript shell), a process per program. Run with a UTF-8 locale: its print
	 * converts to the locale's charset, and the runner's LC_ALL=C would print every non-ASCII character as '?'.
	 */
	private static JsShell gjsShell() {
		return new JsShell("js.gjs-process", "SpiderMonkey through gjs, a process per program (the persistent driver's twin)",
				false, Set.of(), () -> Executables.onPath("gjs"), "gjs not found on PATH", "apt-get install gjs",
				JsShellProbes::gjsVersion, GJS_HOST, memory -> memory + 2560 * MIB,
				(gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", gjs.toString(), "harness.js"));
	}

	/**
	 * SpiderMonkey through gjs as one persistent driver: gjs has no fresh global to give a program, so the driver
	 * puts the built-ins back after each one (gjs-driver.js says how, and when it gives up and retires).
	 */
	public static JsShellDriverImplementation gjs() {
		return new JsShellDriverImplementation(gjsShell().as("js.gjs",
				"SpiderMonkey through gjs, one persistent driver process, built-ins restored after each program", true,
				(gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", gjs.toString(), GJS_DRIVER)), GJS_DRIVER);
	}

	/** SpiderMonkey through gjs a process per program: the persistent driver's twin (not in the default set). */
	public static JsShellImplementation gjsProcess() {
		return new JsShellImplementation(gjsShell());
	}

	/**
	 * QuickJS built to WASM (npm quickjs-emscripten, found under {@code npm root -g}), in node, a fresh runtime per
	 * program, a process per program. node's flags: a deeper native stack, so that QuickJS's own stack limit comes
	 * first; WASM bounds checks instead of the 10 GiB guard reservation that no address-space fence allows; WASM
	 * compiled lazily by the baseline compiler only (Liftoff), which halves the start (250 to 110 ms): programs are
	 * small. Address space: node's 0.9 GiB, and four times QuickJS's heap limit, as growing WASM memory copies it
	 * (with less, QuickJS's allocator fails before its own limit and its exception is null, not "out of memory").
	 */
	private static JsShell quickjsShell() {
		return new JsShell("js.quickjs-process",
				"QuickJS (WASM build of npm quickjs-emscripten) under node, a process per program (the persistent"
						+ " driver's twin)",
				false, Set.of(), () -> CommandProbe.npmPackage("quickjs-emscripten").flatMap(p -> Executables.onPath("node")),
				"quickjs-emscripten not found under `npm root -g`, or node not on PATH",
				"npm install -g quickjs-emscripten@0.32.0",
				JsShellProbes::quickjsVersion, null, memory -> 4 * memory + GIB,
				(node, dir, limits) -> quickjsCommand(node, dir, List.of("harness.js", "program.js"), limits));
	}

	private static List<String> quickjsCommand(Path node, Path dir, List<String> arguments, ExecutionLimits limits) {
		var command = new ArrayList<>(List.of(node.toString(), "--stack-size=4500", "--disable-wasm-trap-handler",
				"--liftoff-only", "--wasm-lazy-compilation", dir.resolve(JsShellImplementation.QUICKJS_RUNNER).toString(),
				CommandProbe.npmRoot().orElseThrow().toString()));
		command.addAll(arguments);
		command.add(Long.toString(limits.memoryBytes()));
		return command;
	}

	/**
	 * QuickJS as one persistent driver: the WASM module stays loaded in one node process, each program gets a fresh
	 * QuickJS runtime and context (freed after it), so a program costs its run, not node's start and the module's
	 * compilation (130 ms). Not in the default set: the default set already runs eight engines.
	 */
	public static JsShellDriverImplementation quickjs() {
		return new JsShellDriverImplementation(quickjsShell().as("js.quickjs",
				"QuickJS (WASM build of npm quickjs-emscripten) under node, one persistent driver process, a fresh"
						+ " runtime per program",
				false, (node, dir, limits) -> quickjsCommand(node, dir,
						List.of("--driver", JsShellImplementation.HARNESS), limits)),
				JsShellImplementation.QUICKJS_RUNNER);
	}

	/** QuickJS a process per program: the persistent driver's twin (not in the default set). */
	public static JsShellImplementation quickjsProcess() {
		return new JsShellImplementation(quickjsShell());
	}

	/** Duktape 2 (ES5.1 and a few ES2015 features): the program embedded, duk reads no files. */
	public static JsShellImplementation duktape() {
		String version = "print('Duktape ' + Math.floor(Duktape.version / 10000) + '.'"
				+ " + Math.floor(Duktape.version / 100) % 100 + '.' + Duktape.version % 100)";
		return new JsShellImplementation(new JsShell("js.duktape", "Duktape (duk), ES5.1, a process per program",
				false, DUKTAPE_LACKS, () -> Executables.onPath("duk"),
				"duk not found on PATH", "apt-get install duktape",
				duk -> CommandProbe.firstLine(List.of(duk.toString(), "-e", version), 0).filter(v -> v.startsWith("Duktape ")),
				EMBEDDED_HOST, memory -> memory + 128 * MIB,
				(duk, dir, limits) -> List.of(duk.toString(), "harness.js")));
	}

	/** MuJS (ES5): it has no version option, its Debian package says which it is. */
	public static JsShellImplementation mujs() {
		return new JsShellImplementation(new JsShell("js.mujs", "MuJS, ES5, a process per program", false,
				MUJS_LACKS, () -> Executables.onPath("mujs"),
				"mujs not found on PATH", "apt-get install mujs",
				mujs -> CommandProbe.output(List.of(mujs.toString(), "/dev/null"), 0)
						.map(started -> "MuJS " + JsShellProbes.debianVersion("mujs").orElse("(version unknown)")),
				MUJS_HOST, memory -> memory + 128 * MIB,
				(mujs, dir, limits) -> List.of(mujs.toString(), "harness.js")));
	}

	/**
	 * Hermes 0.12 (npm hermes-engine-cli's Linux binary, or hermes on PATH): the program embedded, hermes reads
	 * no files; its garbage-collected heap is bounded by the memory limit (it reserves its maximum up front).
	 */
	public static JsShellImplementation hermes() {
		String release = "Hermes release version:";
		return new JsShellImplementation(new JsShell("js.hermes", "Hermes (hermes-engine-cli), a process per program",
				false, HERMES_LACKS, JsShellProbes::findHermes,
				"hermes not found under `npm root -g`/hermes-engine-cli nor on PATH",
				"npm install -g hermes-engine-cli@0.12.0",
				hermes -> CommandProbe.output(List.of(hermes.toString(), "-version"), 0)
						.flatMap(out -> out.lines().map(String::strip).filter(l -> l.startsWith(release)).findFirst())
						.map(l -> "Hermes " + l.substring(release.length()).strip()),
				EMBEDDED_HOST, memory -> memory + 256 * MIB, (hermes, dir, limits) -> List.of(hermes.toString(),
						"-gc-max-heap=" + Math.max(16, limits.memoryBytes() / MIB) + "M", "harness.js")));
	}

	/**
	 * node a process per program: the persistent driver's twin (not in the default set), to measure what the
	 * driver saves. The harness runs the program as a script of node's main realm (vm.runInThisContext).
	 */
	public static JsShellImplementation nodeProcess() {
		String version = "console.log('Node.js ' + process.version + ' (V8 ' + process.versions.v8 + ')')";
		return new JsShellImplementation(new JsShell("js.node-process",
				"node (V8) on PATH, a process per program (the persistent driver's twin)", false, Set.of(),
				() -> Executables.onPath("node"), "node not found on PATH", "apt-get install nodejs",
				node -> CommandProbe.firstLine(List.of(node.toString(), "-e", version), 0).filter(v -> v.startsWith("Node.js ")),
				NODE_HOST, memory -> memory + 2 * GIB, (node, dir, limits) -> List.of(node.toString(),
						"--max-old-space-size=" + Math.max(16, limits.memoryBytes() / MIB), "harness.js")));
	}

	/**
	 * JavaScriptCore of WebKitGTK 2.52 (Debian 13's jsc, today's release), from the engine root, a process per
	 * program: the twin of {@link #jscToday()}. What it lacks is what Debian 12's lacks until measured apart.
	 */
	private static JsShell jscTodayShell() {
		return new JsShell("js.jsc" + TODAY.idSuffix() + "-process",
				"JavaScriptCore (jsc of " + TODAY.describe() + ") with its JITs, a process per program (the persistent"
						+ " driver's twin)",
				false, JsFeatures.JSC, () -> TODAY.binary("jsc").map(Path::of), TODAY.missing("jsc"),
				TODAY.installCommand("libjavascriptcoregtk-bin"), jsc -> JsShellProbes.jscVersion(TODAY, jsc), JSC_HOST,
				memory -> memory + 6 * GIB, (jsc, dir, limits) -> List.of(jsc.toString(), "harness.js"), TODAY);
	}

	/** Today's JavaScriptCore with its JIT tiers: one persistent driver, a realm per program. */
	public static JsShellDriverImplementation jscToday() {
		return new JsShellDriverImplementation(jscTodayShell().as("js.jsc" + TODAY.idSuffix(),
				"JavaScriptCore (jsc of " + TODAY.describe() + ") with its JITs, one persistent driver process, a realm"
						+ " per program",
				false, (jsc, dir, limits) -> List.of(jsc.toString(), JSC_DRIVER)), JSC_DRIVER);
	}

	/** Today's JavaScriptCore a process per program. */
	public static JsShellImplementation jscTodayProcess() {
		return new JsShellImplementation(jscTodayShell());
	}

	/** Today's JavaScriptCore's interpreter alone ({@code --useJIT=false}), as a persistent driver. */
	public static JsShellDriverImplementation jscTodayNoJit() {
		return new JsShellDriverImplementation(jscTodayShell().as("js.jsc-nojit" + TODAY.idSuffix(),
				"JavaScriptCore (jsc of " + TODAY.describe() + ") --useJIT=false, interpreter only, one persistent driver"
						+ " process, a realm per program",
				false, (jsc, dir, limits) -> List.of(jsc.toString(), "--useJIT=false", JSC_DRIVER)), JSC_DRIVER);
	}

	/** SpiderMonkey 128 through Debian 13's gjs 1.82, from the engine root, a process per program. */
	private static JsShell gjsTodayShell() {
		return new JsShell("js.gjs" + TODAY.idSuffix() + "-process",
				"SpiderMonkey through gjs of " + TODAY.describe() + ", a process per program (the persistent driver's twin)",
				false, Set.of(), () -> TODAY.binary("gjs").map(Path::of), TODAY.missing("gjs"), TODAY.installCommand("gjs"),
				gjs -> JsShellProbes.gjsVersion(TODAY, gjs), GJS_HOST, memory -> memory + 2560 * MIB,
				(gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", gjs.toString(), "harness.js"), TODAY);
	}

	/** Today's SpiderMonkey through gjs as one persistent driver, built-ins restored after each program. */
	public static JsShellDriverImplementation gjsToday() {
		return new JsShellDriverImplementation(gjsTodayShell().as("js.gjs" + TODAY.idSuffix(),
				"SpiderMonkey through gjs of " + TODAY.describe() + ", one persistent driver process, built-ins restored"
						+ " after each program",
				false, (gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", gjs.toString(), GJS_DRIVER)), GJS_DRIVER);
	}

	/** Today's SpiderMonkey through gjs a process per program. */
	public static JsShellImplementation gjsTodayProcess() {
		return new JsShellImplementation(gjsTodayShell());
	}

	/** MuJS 1.3.6 (Debian 13's), from the engine root: ES5, a process per program. */
	public static JsShellImplementation mujsToday() {
		return new JsShellImplementation(new JsShell("js.mujs" + TODAY.idSuffix(),
				"MuJS of " + TODAY.describe() + ", ES5, a process per program", false, MUJS_LACKS,
				() -> TODAY.binary("mujs").map(Path::of), TODAY.missing("mujs"), TODAY.installCommand("mujs"),
				mujs -> JsShellProbes.mujsVersion(TODAY, mujs), MUJS_HOST, memory -> memory + 128 * MIB,
				(mujs, dir, limits) -> List.of(mujs.toString(), "harness.js"), TODAY));
	}

	/**
	 * QuickJS 2025-04 (Debian 13's qjs, the native build), from the engine root, a process per program; its heap
	 * bounded by the memory limit (--memory-limit), beside which it reserves little.
	 */
	public static JsShellImplementation quickjsToday() {
		return new JsShellImplementation(new JsShell("js.qjs" + TODAY.idSuffix(),
				"QuickJS (qjs of " + TODAY.describe() + "), a process per program", false, Set.of(JsFeatures.DELETE_BINDING),
				() -> TODAY.binary("qjs").map(Path::of), TODAY.missing("qjs"), TODAY.installCommand("quickjs"),
				qjs -> CommandProbe.output(TODAY, List.of(qjs.toString(), "-e", "0"), 0)
						.map(started -> "QuickJS " + JsShellProbes.debianVersion(TODAY, "quickjs").orElse("(version unknown)")),
				QJS_HOST, memory -> memory + 128 * MIB, (qjs, dir, limits) -> List.of(qjs.toString(), "--std",
						"--memory-limit", Long.toString(limits.memoryBytes()), "harness.js"), TODAY));
	}

	/** Every engine this class knows, in a stable order: the machine's, then today's from the engine root. */
	public static List<ProfiledImplementation> all() {
		return List.of(nodeProcess(), jsc(), jscNoJit(), jscProcess(), gjs(), gjsProcess(), quickjs(), quickjsProcess(),
				duktape(), mujs(), hermes(), jscToday(), jscTodayNoJit(), jscTodayProcess(), gjsToday(), gjsTodayProcess(),
				quickjsToday(), mujsToday());
	}

	/** Today's releases of the Debian shells, in the engine root releng/install-engines makes (Debian 13). */
	private static final EngineRoot TODAY = EngineRoot.DEBIAN_13;

	private static final String JSC_INSTALL = "apt-get install libjavascriptcoregtk-4.0-bin";
	private static final String JSC_DRIVER = "jsc-driver.js";
	private static final String GJS_DRIVER = "gjs-driver.js";

	private JsShells() {
	}
}
