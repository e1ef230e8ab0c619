package cadmus.lang.js;

import static cadmus.exec.CommandProbe.firstLine;
import static cadmus.exec.CommandProbe.npmPackage;
import static cadmus.exec.CommandProbe.npmRoot;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import cadmus.api.ExecutionLimits;
import cadmus.exec.CommandProbe;
import cadmus.exec.EnginePlace;
import cadmus.exec.EngineRoot;
import cadmus.exec.Executables;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;

/**
 * Where the JavaScript shells of {@link JsShells} are found (the PATH, WebKitGTK's private places, npm's global
 * node_modules) and what version each says it is (its own output, or its Debian package's).
 */
final class JsShellProbes {

	private static final long GIB = 1L << 30;
	/** SpiderMonkey's shared library, by major version ("libmozjs-128.so.0"). */
	private static final java.util.regex.Pattern MOZJS = java.util.regex.Pattern.compile("libmozjs-(\\d+)\\.so.*");

	/** Where WebKitGTK packages have put jsc outside the PATH. */
	private static final List<String> JSC_PLACES = List.of("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/jsc",
			"/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/jsc", "/usr/libexec/webkit2gtk-4.0/jsc",
			"/usr/libexec/webkit2gtk-4.1/jsc");

	static Optional<Path> findJsc() {
		return Executables.onPath("jsc")
				.or(() -> JSC_PLACES.stream().map(Path::of).filter(Files::isExecutable).findFirst());
	}

	static String jscMissing() {
		return "jsc not found on PATH nor in " + String.join(", ", JSC_PLACES);
	}

	/** jsc has no version option: it must start, and its Debian package says which WebKitGTK it is. */
	static Optional<String> jscVersion(Path jsc) {
		Supplier<String> webkit = () -> debianVersion("libjavascriptcoregtk-4.0-bin")
				.or(() -> debianVersion("libjavascriptcoregtk-4.1-bin")).orElse("version unknown");
		return firstLine(List.of(jsc.toString(), "-e", "print('ok')"), 6 * GIB).filter("ok"::equals)
				.map(ok -> "JavaScriptCore (WebKitGTK " + webkit.get() + ")");
	}

	/** gjs's own version, and SpiderMonkey's major version from the library it mapped. */
	static Optional<String> gjsVersion(Path gjs) {
		String code = "var v = imports.system.version;"
				+ "var maps = new TextDecoder().decode(imports.gi.GLib.file_get_contents('/proc/self/maps')[1]);"
				+ "var m = /libmozjs-(\\d+)/.exec(maps);"
				+ "print((m ? 'SpiderMonkey ' + m[1] + ' ' : '') + '(gjs ' + Math.floor(v / 10000) + '.'"
				+ " + Math.floor(v / 100) % 100 + '.' + v % 100 + ')');";
		return firstLine(List.of(gjs.toString(), "-c", code), 3 * GIB).filter(v -> v.contains("(gjs "));
	}

	static Optional<String> quickjsVersion(Path node) {
		return quickjsVersion(node, List.of());
	}

	/** The version of the QuickJS build {@code variant} names (quickjs-runner.js's {@code --variant VARIANT}). */
	static Optional<String> quickjsVersion(Path node, List<String> variant) {
		Optional<Path> root = npmRoot();
		if (root.isEmpty()) {
			return Optional.empty();
		}
		try (var dir = new ScratchDirectory("cadmus-probe")) {
			Path runner = dir.path().resolve(JsShellImplementation.QUICKJS_RUNNER);
			Files.writeString(runner, JsShellImplementation.resource(JsShellImplementation.QUICKJS_RUNNER), StandardCharsets.UTF_8);
			var command = new java.util.ArrayList<>(List.of(node.toString(), runner.toString(), root.get().toString()));
			command.addAll(variant);
			command.add("--version");
			return firstLine(command, 0).filter(v -> v.startsWith("QuickJS"));
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	static Optional<Path> findHermes() {
		return npmPackage("hermes-engine-cli").map(p -> p.resolve("linux64-bin/hermes")).filter(Files::isExecutable)
				.or(() -> Executables.onPath("hermes"));
	}

	/**
	 * An engine root's jsc (WebKitGTK 2.52 and later abort on {@code -e}): it must run a file, and the root's Debian
	 * package says which WebKitGTK it is.
	 */
	static Optional<String> jscVersion(EngineRoot root, Path jsc) {
		try (var dir = root.scratch("cadmus-probe")) {
			Files.writeString(dir.path().resolve("ok.js"), "print('ok');\n", StandardCharsets.UTF_8);
			var result = ProcessRunner.run(root.command(List.of(jsc.toString(), "ok.js"), dir.path()), dir.path(), "",
					new ExecutionLimits(Duration.ofSeconds(20), 4096, 7 * GIB));
			if (result.exitCode() != 0 || !result.stdout().strip().equals("ok")) {
				return Optional.empty();
			}
		} catch (IOException e) {
			return Optional.empty();
		}
		return Optional.of("JavaScriptCore (WebKitGTK " + debianVersion(root, "libjavascriptcoregtk-bin").orElse("version unknown")
				+ ")");
	}

	/**
	 * An engine root's gjs: its own version, and SpiderMonkey's major version from the library the root holds (the
	 * machine's probe reads the library gjs mapped, which needs nothing but /proc).
	 */
	static Optional<String> gjsVersion(EngineRoot root, Path gjs) {
		String code = "var v = imports.system.version;"
				+ "print('(gjs ' + Math.floor(v / 10000) + '.' + Math.floor(v / 100) % 100 + '.' + v % 100 + ')');";
		String spiderMonkey;
		try (var libraries = Files.list(root.path().resolve("usr/lib/x86_64-linux-gnu"))) {
			spiderMonkey = libraries.map(p -> p.getFileName().toString()).map(MOZJS::matcher).filter(java.util.regex.Matcher::matches)
					.map(m -> "SpiderMonkey " + m.group(1) + " ").findFirst().orElse("");
		} catch (IOException e) {
			spiderMonkey = "";
		}
		String engine = spiderMonkey;
		return firstLine(root, List.of(gjs.toString(), "-c", code), 3 * GIB).filter(v -> v.startsWith("(gjs "))
				.map(v -> engine + v);
	}

	/** An engine root's MuJS: it has no version option; it must start, and the root's Debian package says which. */
	static Optional<String> mujsVersion(EngineRoot root, Path mujs) {
		return CommandProbe.output(root, List.of(mujs.toString(), "/dev/null"), 0)
				.map(started -> "MuJS " + debianVersion(root, "mujs").orElse("(version unknown)"));
	}

	/** The upstream version of a Debian package installed in {@code place} ("2.50.6" of "2.50.6-1~deb12u2"). */
	static Optional<String> debianVersion(EnginePlace place, String debianPackage) {
		return firstLine(place, List.of("dpkg-query", "-W", "-f=${Version}", debianPackage), 0)
				.map(v -> v.replaceFirst("^\\d+:", "").replaceFirst("-[^-]*$", "")).filter(v -> !v.isEmpty());
	}

	/** The upstream version of a Debian package installed on this machine, if dpkg knows it. */
	static Optional<String> debianVersion(String debianPackage) {
		return debianVersion(EnginePlace.MACHINE, debianPackage);
	}

	private JsShellProbes() {
	}
}
