package cadmus.lang.js;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import cadmus.api.ExecutionLimits;
import cadmus.exec.CommandProbe;
import cadmus.exec.Executables;
import cadmus.exec.ProfiledImplementation;

/**
 * The JavaScript shells Cadmus runs: JavaScriptCore with and without its JITs, SpiderMonkey through gjs and QuickJS
 * as WASM under node as persistent drivers ({@link JsShellDriverImplementation}), each with a process-per-program
 * twin; Duktape, MuJS and Hermes a process per program ({@link JsShellImplementation}). For each, where it
 * is found, how its version is told, what it lacks (measured with one small program per feature), the host
 * adapter that gives {@code shell-harness.js} what the engine offers ({@link JsShellHosts}), and how it is started.
 * Debian 13's releases of the Debian shells are {@link JsTodayShells}'.
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
			JsFeatures.CALL_SPREAD, JsFeatures.COMPUTED_KEYS, JsFeatures.GENERATORS, JsFeatures.ES2015_MATH);
	/** MuJS 1.3.2: ES5, and two parser bugs (findings/): delete of a value, a division after x--. */
	static final Set<String> MUJS_LACKS = java.util.stream.Stream.concat(JsFeatures.ES5.stream(),
			java.util.stream.Stream.of(JsFeatures.DELETE_VALUE, JsFeatures.POSTFIX_OPERAND))
			.collect(java.util.stream.Collectors.toUnmodifiableSet());
	/**
	 * Hermes 0.12 parses let and const but scopes them as var (no block scope, no TDZ, const assignable, one
	 * binding for all iterations of a loop), and rejects class and with.
	 */
	private static final Set<String> HERMES_LACKS = Set.of(JsFeatures.DELETE_BINDING, JsFeatures.LET_CONST,
			JsFeatures.FOR_LET_CLOSURE,
			JsFeatures.FOR_CONST_OF, JsFeatures.CLASS, JsFeatures.WITH);

	/** JavaScriptCore (WebKitGTK's jsc) with its JIT tiers, a process per program. */
	private static JsShell jscShell() {
		return new JsShell("js.jsc-process",
				"JavaScriptCore (WebKitGTK jsc) with its JITs, a process per program (the persistent driver's twin)",
				false, JsFeatures.JSC, JsShellProbes::findJsc, JsShellProbes.jscMissing(), JSC_INSTALL, JsShellProbes::jscVersion, JsShellHosts.JSC,
				memory -> memory + 6 * GIB, (jsc, dir, limits) -> List.of(jsc.toString(), "harness.js"));
	}

	/** JavaScriptCore with its JIT tiers: one persistent driver, a realm per program. */
	public static JsShellDriverImplementation jsc() {
		return new JsShellDriverImplementation(jscShell().as("js.jsc",
				"JavaScriptCore (WebKitGTK jsc) with its JITs, one persistent driver process, a realm per program",
				true, (jsc, dir, limits) -> List.of(jsc.toString(), JSC_DRIVER)).sharing(JSC), JSC_DRIVER);
	}

	/**
	 * JavaScriptCore with its JITs compiling early and on the program's own thread, as JIT-Picker runs it: baseline
	 * after 10 executions, DFG and FTL after 20, no concurrent compilation (so a compiled function runs at once, the
	 * same way each time); judged against {@link #jscNoJit()}, the same binary.
	 */
	public static JsShellDriverImplementation jscEager() {
		return new JsShellDriverImplementation(jscShell().as("js.jsc-eager",
				"JavaScriptCore (WebKitGTK jsc) with its JITs compiling early, on the program's thread, one persistent"
						+ " driver process, a realm per program",
				false, (jsc, dir, limits) -> eager(jsc)).sharing(JSC), JSC_DRIVER);
	}

	/** jsc's command with its JIT thresholds lowered and concurrent compilation off, running the driver. */
	static List<String> eager(Path jsc) {
		var command = new ArrayList<>(List.of(jsc.toString()));
		command.addAll(JSC_EAGER);
		command.add(JSC_DRIVER);
		return command;
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
				(jsc, dir, limits) -> List.of(jsc.toString(), "--useJIT=false", JSC_DRIVER)).sharing(JSC), JSC_DRIVER);
	}

	/**
	 * SpiderMonkey through gjs (GNOME's JavaScript shell), a process per program. Run with a UTF-8 locale: its print
	 * converts to the locale's charset, and the runner's LC_ALL=C would print every non-ASCII character as '?'.
	 */
	private static JsShell gjsShell() {
		return new JsShell("js.gjs-process", "SpiderMonkey through gjs, a process per program (the persistent driver's twin)",
				false, Set.of(), () -> Executables.onPath("gjs"), "gjs not found on PATH", "apt-get install gjs",
				JsShellProbes::gjsVersion, JsShellHosts.GJS, memory -> memory + 2560 * MIB,
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

	/** QuickJS-ng's build of quickjs-emscripten (npm), which the runner loads instead of Bellard's QuickJS. */
	private static final String QUICKJS_NG = "@jitl/quickjs-ng-wasmfile-release-sync";
	private static final List<String> QUICKJS_NG_VARIANT = List.of("--variant", QUICKJS_NG);

	/**
	 * QuickJS-ng, the community fork of QuickJS (today's release, from npm: QuickJS-ng's WASM build for
	 * quickjs-emscripten), as QuickJS's persistent driver runs it: the same runner, harness and limits, another WASM
	 * module. Not in the default set.
	 */
	public static JsShellDriverImplementation quickjsNg() {
		var shell = new JsShell("js.quickjs-ng",
				"QuickJS-ng (WASM build of npm " + QUICKJS_NG + ") under node, one persistent driver process, a fresh"
						+ " runtime per program",
				false, Set.of(), () -> CommandProbe.npmPackage(QUICKJS_NG).flatMap(p -> CommandProbe.npmPackage("quickjs-emscripten"))
						.flatMap(p -> Executables.onPath("node")),
				QUICKJS_NG + " or quickjs-emscripten not found under `npm root -g`, or node not on PATH",
				"npm install -g quickjs-emscripten@0.32.0 " + QUICKJS_NG + "@0.32.0",
				node -> JsShellProbes.quickjsVersion(node, QUICKJS_NG_VARIANT), null, memory -> 4 * memory + GIB,
				(node, dir, limits) -> quickjsCommand(node, dir, concat(QUICKJS_NG_VARIANT,
						List.of("--driver", JsShellImplementation.HARNESS)), limits));
		return new JsShellDriverImplementation(shell, JsShellImplementation.QUICKJS_RUNNER);
	}

	private static List<String> concat(List<String> a, List<String> b) {
		var all = new ArrayList<>(a);
		all.addAll(b);
		return all;
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
				JsShellHosts.EMBEDDED, memory -> memory + 128 * MIB,
				(duk, dir, limits) -> List.of(duk.toString(), "harness.js")));
	}

	/** MuJS (ES5): it has no version option, its Debian package says which it is. */
	public static JsShellImplementation mujs() {
		return new JsShellImplementation(new JsShell("js.mujs", "MuJS, ES5, a process per program", false,
				MUJS_LACKS, () -> Executables.onPath("mujs"),
				"mujs not found on PATH", "apt-get install mujs",
				mujs -> CommandProbe.output(List.of(mujs.toString(), "/dev/null"), 0)
						.map(started -> "MuJS " + JsShellProbes.debianVersion("mujs").orElse("(version unknown)")),
				JsShellHosts.MUJS, memory -> memory + 128 * MIB,
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
				JsShellHosts.EMBEDDED, memory -> memory + 256 * MIB, (hermes, dir, limits) -> List.of(hermes.toString(),
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
				JsShellHosts.NODE, memory -> memory + 2 * GIB, (node, dir, limits) -> List.of(node.toString(),
						"--max-old-space-size=" + Math.max(16, limits.memoryBytes() / MIB), "harness.js")));
	}

	/** Every engine this class knows, in a stable order: the machine's, then today's from the engine root. */
	public static List<ProfiledImplementation> all() {
		var all = new ArrayList<ProfiledImplementation>(List.of(nodeProcess(), jsc(), jscNoJit(), jscEager(), jscProcess(),
				gjs(), gjsProcess(), quickjs(), quickjsProcess(), quickjsNg(), duktape(), mujs(), hermes()));
		all.addAll(JsTodayShells.all());
		return all;
	}



	/** The binary JavaScriptCore's tiers share, each place's own. */
	static final String JSC = "jsc";
	/** jsc's options for early, same-thread compilation in every tier (JIT-Picker's choice of thresholds). */
	private static final List<String> JSC_EAGER = List.of("--useConcurrentJIT=false", "--thresholdForJITAfterWarmUp=10",
			"--thresholdForJITSoon=10", "--thresholdForOptimizeAfterWarmUp=20", "--thresholdForOptimizeAfterLongWarmUp=20",
			"--thresholdForOptimizeSoon=20", "--thresholdForFTLOptimizeAfterWarmUp=20", "--thresholdForFTLOptimizeSoon=20");
	private static final String JSC_INSTALL = "apt-get install libjavascriptcoregtk-4.0-bin";
	static final String JSC_DRIVER = "jsc-driver.js";
	static final String GJS_DRIVER = "gjs-driver.js";

	private JsShells() {
	}
}
