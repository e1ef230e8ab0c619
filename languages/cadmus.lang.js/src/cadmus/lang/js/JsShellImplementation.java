package cadmus.lang.js;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import java.util.regex.Pattern;

import cadmus.api.Availability;
import cadmus.api.Canary;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.ExpectedErrors;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.Executables;
import cadmus.exec.ProcessResult;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;

/**
 * A JavaScript shell from Debian or npm (JavaScriptCore's jsc, SpiderMonkey through gjs, Duktape, MuJS, Hermes,
 * QuickJS as WASM under node), one fresh process per program in a private scratch directory, as
 * {@code LuaBinaryImplementation} runs Lua binaries: the most isolated way to run, and the slowest.
 *
 * <p>Every engine runs {@code shell-harness.js} (next to this class) with a few lines of host adapter for what the
 * engine offers: the harness parses the program before running anything, runs it as a global script (or by
 * indirect eval where the engine has nothing better), and names an uncaught value by the standard error
 * prototypes captured before the program ran, exactly as node's {@code driver.js} does; it hands its verdict
 * over in an outcome line on stderr ({@code cadmus-outcome|OUTCOME|KIND|MESSAGE|cadmus-end}). A program that
 * ends normally leaves no line and exits with status 0: OK. Time-outs and signals come from how the process
 * ended, as for Lua.
 *
 * <p>Memory: most of these engines reserve far more address space than they use (JavaScriptCore 5.5 GiB before
 * a program runs, SpiderMonkey 2.2 GiB, V8 under QuickJS 0.9 GiB), so the address-space fence is the memory limit
 * plus the engine's measured reservation, as for node's driver; Hermes and QuickJS bound their own heaps.
 */
public final class JsShellImplementation implements Implementation {

	private static final String HARNESS = "shell-harness.js";
	private static final String QUICKJS_RUNNER = "quickjs-runner.js";
	/** Where the program's text goes in the adapters of engines that cannot read files. */
	private static final String SOURCE_SLOT = "%SOURCE%";
	private static final Pattern OUTCOME = Pattern
			.compile("cadmus-outcome\\|(OK|RUNTIME_ERROR|SYNTAX_ERROR|OUT_OF_MEMORY)\\|([^|\\n]*)\\|(.*)\\|cadmus-end",
					Pattern.DOTALL);
	/** What engines say when they die of memory instead of throwing (gjs's MOZ_CRASH, jsc's assertion, ...). */
	private static final Pattern MEMORY = Pattern.compile(
			"(?i)out of memory|memory is exhausted|unhandlable oom|heap memory exhausted|bad_alloc|cannot allocate memory");
	private static final long MIB = 1L << 20;
	private static final long GIB = 1L << 30;

	/** The features each tier lacks, measured with one small program per feature (see the report in the brief). */
	private static final Set<String> ES5_DUKTAPE_LACKS = Set.of("let-const", "arrow", "class", "for-of", "for-const-of",
			"template", "destructuring", "default-params", "rest-params", "spread", "call-spread", "computed-keys",
			"es2015-string-methods", "generators");
	private static final Set<String> ES5_MUJS_LACKS = Set.of("let-const", "arrow", "class", "for-of", "for-const-of",
			"template", "destructuring", "default-params", "rest-params", "spread", "call-spread", "exponent",
			"shorthand-properties", "computed-keys", "es2015-string-methods", "symbol", "generators");
	/** Hermes 0.12 parses let and const but scopes them as var (no block, no TDZ, const assignable). */
	private static final Set<String> HERMES_LACKS = Set.of("let-const", "for-const-of", "class", "with");

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
				report: printErr
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
	/** duk and hermes: no file reading at all, so the program comes embedded as a string literal. */
	private static final String EMBEDDED_HOST = """
			{
				global: this,
				write: print,
				source: function () { return %SOURCE%; },
				parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
				run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
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
				run: (function (g, call) { return function (script) { call.call(script, g); }; })(this, Function.prototype.call),
				thrown: function (v) {
					if (v === 'stack overflow' || v === 'exception stack overflow' || v === 'call stack overflow') {
						return ['RUNTIME_ERROR', 'RangeError', 'RangeError: ' + v + ' (a thrown string)'];
					}
					return v === 'out of memory' ? ['OUT_OF_MEMORY', 'memory limit', v] : null;
				},
				report: function (line) { throw line; }
			}""";

	/** How one engine is found, probed and started. */
	private record Engine(String id, String description, boolean inDefaultSet, Set<String> lacks,
			Supplier<Optional<Path>> locate, String missing, Function<Path, Optional<String>> version, String host,
			LongUnaryOperator addressSpace, Starter starter) {
	}

	/** The command that runs harness.js (program.js beside it) in the scratch directory. */
	@FunctionalInterface
	private interface Starter {
		List<String> command(Path executable, Path dir, ExecutionLimits limits);
	}

	private final Engine engine;
	private Availability availability;

	private JsShellImplementation(Engine engine) {
		this.engine = engine;
	}

	// ---------------------------------------------------------------------------------------------------------
	// The engines
	// ---------------------------------------------------------------------------------------------------------

	/** JavaScriptCore (WebKitGTK's jsc) with its JIT tiers. */
	public static JsShellImplementation jsc() {
		return new JsShellImplementation(new Engine("js.jsc", "JavaScriptCore (WebKitGTK jsc) with its JITs, a process per program",
				true, Set.of(), JsShellImplementation::findJsc, jscMissing(), JsShellImplementation::jscVersion, JSC_HOST,
				memory -> memory + 6 * GIB, (jsc, dir, limits) -> List.of(jsc.toString(), "harness.js")));
	}

	/** JavaScriptCore's interpreter alone (LLInt): the same binary with {@code --useJIT=false}. */
	public static JsShellImplementation jscNoJit() {
		return new JsShellImplementation(new Engine("js.jsc-nojit",
				"JavaScriptCore (WebKitGTK jsc) --useJIT=false, interpreter only, a process per program", false, Set.of(),
				JsShellImplementation::findJsc, jscMissing(), path -> jscVersion(path).map(v -> v + " --useJIT=false"),
				JSC_HOST, memory -> memory + 5 * GIB,
				(jsc, dir, limits) -> List.of(jsc.toString(), "--useJIT=false", "harness.js")));
	}

	/**
	 * SpiderMonkey through gjs (GNOME's JavaScript shell). Run with a UTF-8 locale: its print converts to the
	 * locale's charset, and the runner's LC_ALL=C would print every non-ASCII character as '?'.
	 */
	public static JsShellImplementation gjs() {
		return new JsShellImplementation(new Engine("js.gjs", "SpiderMonkey through gjs, a process per program", true,
				Set.of(), () -> Executables.onPath("gjs"), "gjs not found on PATH (install Debian package gjs)",
				JsShellImplementation::gjsVersion, GJS_HOST, memory -> memory + 2560 * MIB,
				(gjs, dir, limits) -> List.of("env", "LC_ALL=C.UTF-8", gjs.toString(), "harness.js")));
	}

	/**
	 * QuickJS built to WASM (npm quickjs-emscripten, found under {@code npm root -g}), a fresh runtime in a node
	 * process per program. node's flags: a deeper native stack, so that QuickJS's own stack limit comes first,
	 * and WASM bounds checks instead of the 10 GiB guard reservation that no address-space fence allows.
	 */
	public static JsShellImplementation quickjs() {
		return new JsShellImplementation(new Engine("js.quickjs",
				"QuickJS (WASM build of npm quickjs-emscripten) under node, a process per program", true, Set.of(),
				() -> npmPackage("quickjs-emscripten").flatMap(p -> Executables.onPath("node")),
				"quickjs-emscripten not found under `npm root -g` (install with: npm install -g quickjs-emscripten@0.32.0;"
						+ " needs node, Debian package nodejs)",
				JsShellImplementation::quickjsVersion, null, memory -> 2 * memory + GIB,
				(node, dir, limits) -> List.of(node.toString(), "--stack-size=3000", "--disable-wasm-trap-handler",
						dir.resolve(QUICKJS_RUNNER).toString(), npmRoot().orElseThrow().toString(), "harness.js", "program.js",
						Long.toString(limits.memoryBytes()))));
	}

	/** Duktape 2 (ES5.1 and a few ES2015 features): the program embedded, duk reads no files. */
	public static JsShellImplementation duktape() {
		return new JsShellImplementation(new Engine("js.duktape", "Duktape (duk), ES5.1, a process per program", false,
				ES5_DUKTAPE_LACKS, () -> Executables.onPath("duk"), "duk not found on PATH (install Debian package duktape)",
				duk -> firstLine(List.of(duk.toString(), "-e",
						"print('Duktape ' + Math.floor(Duktape.version / 10000) + '.' + Math.floor(Duktape.version / 100) % 100"
								+ " + '.' + Duktape.version % 100)"),
						0).filter(v -> v.startsWith("Duktape ")),
				EMBEDDED_HOST, memory -> memory + 128 * MIB, (duk, dir, limits) -> List.of(duk.toString(), "harness.js")));
	}

	/** MuJS (ES5): has no version option, the Debian package says it. */
	public static JsShellImplementation mujs() {
		return new JsShellImplementation(new Engine("js.mujs", "MuJS, ES5, a process per program", false, ES5_MUJS_LACKS,
				() -> Executables.onPath("mujs"), "mujs not found on PATH (install Debian package mujs)",
				mujs -> output(List.of(mujs.toString(), "/dev/null"), 0)
						.map(started -> "MuJS " + debianVersion("mujs").orElse("(version unknown)")), MUJS_HOST,
				memory -> memory + 128 * MIB, (mujs, dir, limits) -> List.of(mujs.toString(), "harness.js")));
	}

	/**
	 * Hermes 0.12 (npm hermes-engine-cli's Linux binary, or hermes on PATH): the program embedded, hermes reads
	 * no files; its garbage-collected heap is bounded by the memory limit (it reserves its maximum up front).
	 */
	public static JsShellImplementation hermes() {
		return new JsShellImplementation(new Engine("js.hermes", "Hermes (hermes-engine-cli), a process per program", false,
				HERMES_LACKS, JsShellImplementation::findHermes,
				"hermes not found under `npm root -g`/hermes-engine-cli nor on PATH (install with: npm install -g"
						+ " hermes-engine-cli@0.12.0)",
				hermes -> output(List.of(hermes.toString(), "-version"), 0)
						.flatMap(out -> out.lines().map(String::strip).filter(l -> l.startsWith("Hermes release version:"))
								.findFirst())
						.map(l -> "Hermes " + l.substring("Hermes release version:".length()).strip()),
				EMBEDDED_HOST, memory -> memory + 256 * MIB, (hermes, dir, limits) -> List.of(hermes.toString(),
						"-gc-max-heap=" + Math.max(16, limits.memoryBytes() / MIB) + "M", "harness.js")));
	}

	/** Every engine this class knows, in a stable order. */
	public static List<JsShellImplementation> all() {
		return List.of(jsc(), jscNoJit(), gjs(), quickjs(), duktape(), mujs(), hermes());
	}

	// ---------------------------------------------------------------------------------------------------------
	// Implementation
	// ---------------------------------------------------------------------------------------------------------

	@Override
	public String id() {
		return engine.id();
	}

	@Override
	public String languageId() {
		return JsImplementations.LANGUAGE;
	}

	@Override
	public String dialect() {
		return JsImplementations.DIALECT;
	}

	@Override
	public String description() {
		return engine.description();
	}

	@Override
	public boolean inDefaultSet() {
		return engine.inDefaultSet();
	}

	/** The ES2015+ features of the generator this engine does not support (measured, one program each). */
	@Override
	public Set<String> lacks() {
		return engine.lacks();
	}

	@Override
	public List<Canary> canaries() {
		return JsChecks.CANARIES;
	}

	@Override
	public ExpectedErrors expectedErrors() {
		return JsChecks.EXPECTED;
	}

	@Override
	public String normalize(String stdout) {
		return JsChecks.CHECKS.normalizer().apply(stdout);
	}

	@Override
	public synchronized Availability availability() {
		if (availability == null) {
			Optional<Path> executable = engine.locate().get();
			if (executable.isEmpty()) {
				availability = Availability.unavailable(engine.missing());
			} else {
				availability = engine.version().apply(executable.get()).map(Availability::available)
						.orElseGet(() -> Availability.unavailable(executable.get() + " does not start or says no version"));
			}
		}
		return availability;
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				return runOnce(program, limits);
			}

			@Override
			public void close() {
				// Nothing persists between runs.
			}
		};
	}

	private Execution runOnce(Program program, ExecutionLimits limits) {
		Path executable = engine.locate().get()
				.orElseThrow(() -> new IllegalStateException(id() + " is not available: " + engine.missing()));
		try (var dir = new ScratchDirectory("cadmus-" + id())) {
			Files.writeString(dir.path().resolve("program.js"), program.text(), StandardCharsets.UTF_8);
			String harness = resource(HARNESS);
			if (engine.host() != null) {
				String host = engine.host().replace(SOURCE_SLOT, literal(program.text()));
				harness = harness + "(" + host + ");\n";
			} else {
				Files.writeString(dir.path().resolve(QUICKJS_RUNNER), resource(QUICKJS_RUNNER), StandardCharsets.UTF_8);
			}
			Files.writeString(dir.path().resolve("harness.js"), harness, StandardCharsets.UTF_8);
			var fence = new ExecutionLimits(limits.timeout(), limits.maxOutputBytes(),
					engine.addressSpace().applyAsLong(limits.memoryBytes()));
			var result = ProcessRunner.run(engine.starter().command(executable, dir.path(), limits), dir.path(), "", fence);
			return classify(result);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot run " + id(), e);
		}
	}

	/** The harness's outcome line when the process ended by itself, else how it ended. */
	private Execution classify(ProcessResult r) {
		if (!r.timedOut() && r.signal() == 0) {
			var m = OUTCOME.matcher(r.stderr());
			int at = r.stderr().lastIndexOf("cadmus-outcome|");
			if (at >= 0 && m.find(at)) {
				var e = new Execution(id(), Outcome.valueOf(m.group(1)), m.group(2), r.stdout(), m.group(3), r.duration());
				return cadmus.exec.Replies.classify(e, JsChecks.EXPECTED);
			}
		}
		Execution e = r.ending(id()).orElseGet(() -> r.execution(id(), Outcome.RUNTIME_ERROR, "exit status " + r.exitCode()));
		if (e.outcome() != Outcome.OK && e.outcome() != Outcome.TIMEOUT && MEMORY.matcher(r.stderr()).find()) {
			e = r.execution(id(), Outcome.OUT_OF_MEMORY, "memory limit");
		}
		return cadmus.exec.Replies.classify(e, JsChecks.EXPECTED);
	}

	// ---------------------------------------------------------------------------------------------------------
	// Finding engines and their versions
	// ---------------------------------------------------------------------------------------------------------

	/** Where WebKitGTK packages have put jsc outside the PATH. */
	private static final List<String> JSC_PLACES = List.of("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/jsc",
			"/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/jsc", "/usr/libexec/webkit2gtk-4.0/jsc",
			"/usr/libexec/webkit2gtk-4.1/jsc");

	private static Optional<Path> findJsc() {
		return Executables.onPath("jsc").or(() -> JSC_PLACES.stream().map(Path::of).filter(Files::isExecutable).findFirst());
	}

	private static String jscMissing() {
		return "jsc not found on PATH nor in " + String.join(", ", JSC_PLACES)
				+ " (install Debian package libjavascriptcoregtk-4.0-bin)";
	}

	/** jsc has no version option: it must start, and its Debian package says which WebKitGTK it is. */
	private static Optional<String> jscVersion(Path jsc) {
		return firstLine(List.of(jsc.toString(), "-e", "print('ok')"), 6 * GIB).filter("ok"::equals)
				.map(ok -> "JavaScriptCore (WebKitGTK "
						+ debianVersion("libjavascriptcoregtk-4.0-bin").or(() -> debianVersion("libjavascriptcoregtk-4.1-bin"))
								.orElse("version unknown")
						+ ")");
	}

	/** gjs's own version, and SpiderMonkey's major version from the library it mapped. */
	private static Optional<String> gjsVersion(Path gjs) {
		String code = "var v = imports.system.version;"
				+ "var maps = new TextDecoder().decode(imports.gi.GLib.file_get_contents('/proc/self/maps')[1]);"
				+ "var m = /libmozjs-(\\d+)/.exec(maps);"
				+ "print((m ? 'SpiderMonkey ' + m[1] + ' ' : '') + '(gjs ' + Math.floor(v / 10000) + '.'"
				+ " + Math.floor(v / 100) % 100 + '.' + v % 100 + ')');";
		return firstLine(List.of(gjs.toString(), "-c", code), 3 * GIB).filter(v -> v.contains("(gjs "));
	}

	private static Optional<String> quickjsVersion(Path node) {
		Optional<Path> root = npmRoot();
		if (root.isEmpty()) {
			return Optional.empty();
		}
		try (var dir = new ScratchDirectory("cadmus-probe")) {
			Path runner = dir.path().resolve(QUICKJS_RUNNER);
			Files.writeString(runner, resource(QUICKJS_RUNNER), StandardCharsets.UTF_8);
			return firstLine(List.of(node.toString(), runner.toString(), root.get().toString(), "--version"), 0)
					.filter(v -> v.startsWith("QuickJS "));
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	private static Optional<Path> findHermes() {
		return npmPackage("hermes-engine-cli").map(p -> p.resolve("linux64-bin/hermes")).filter(Files::isExecutable)
				.or(() -> Executables.onPath("hermes"));
	}

	private static Optional<Path> npmPackage(String name) {
		return npmRoot().map(root -> root.resolve(name)).filter(Files::isDirectory);
	}

	private static Optional<Path> npmRootCache;

	/**
	 * npm's global node_modules ({@code npm root -g}: where {@code npm install -g} puts packages), asked once;
	 * Debian's and npm's default places when npm itself is missing.
	 */
	private static synchronized Optional<Path> npmRoot() {
		if (npmRootCache == null) {
			var places = new ArrayList<Path>();
			if (Executables.onPath("npm").isPresent()) {
				firstLine(List.of("npm", "root", "-g"), 0).map(Path::of).ifPresent(places::add);
			}
			places.add(Path.of("/usr/lib/node_modules"));
			places.add(Path.of("/usr/local/lib/node_modules"));
			npmRootCache = places.stream().filter(Files::isDirectory).findFirst();
		}
		return npmRootCache;
	}

	/** The upstream version of an installed Debian package ("2.50.6" of "2.50.6-1~deb12u2"), if dpkg knows it. */
	private static Optional<String> debianVersion(String debianPackage) {
		return firstLine(List.of("dpkg-query", "-W", "-f=${Version}", debianPackage), 0)
				.map(v -> v.replaceFirst("^\\d+:", "").replaceFirst("-[^-]*$", "")).filter(v -> !v.isEmpty());
	}

	private static Optional<String> firstLine(List<String> command, long addressSpace) {
		return output(command, addressSpace).flatMap(out -> out.strip().lines().findFirst());
	}

	/** What a probe command printed on stdout, when it exited with status 0 within 20 seconds. */
	private static Optional<String> output(List<String> command, long addressSpace) {
		if (command.get(0).indexOf('/') < 0 && Executables.onPath(command.get(0)).isEmpty()) {
			return Optional.empty();
		}
		try (var dir = new ScratchDirectory("cadmus-probe")) {
			var limits = addressSpace > 0 ? new ExecutionLimits(Duration.ofSeconds(20), 1 << 16, addressSpace)
					: new ExecutionLimits(Duration.ofSeconds(20), 1 << 16, 64 * GIB);
			var result = ProcessRunner.run(command, dir.path(), "", limits);
			return result.exitCode() == 0 ? Optional.of(result.stdout()) : Optional.empty();
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	// ---------------------------------------------------------------------------------------------------------
	// Files
	// ---------------------------------------------------------------------------------------------------------

	private static String resource(String name) {
		try (InputStream in = JsShellImplementation.class.getResourceAsStream(name)) {
			if (in == null) {
				throw new IllegalStateException(name + " is missing from bundle cadmus.lang.js");
			}
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot read " + name, e);
		}
	}

	/**
	 * A JavaScript string literal of {@code text}, ASCII only: every other code unit escaped, so that lone
	 * surrogates survive and ES5 engines do not meet U+2028 in a string literal.
	 */
	static String literal(String text) {
		var b = new StringBuilder(text.length() + 16).append('"');
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
				b.append(c);
			} else {
				b.append(String.format("\\u%04x", (int) c));
			}
		}
		return b.append('"').toString();
	}
}
