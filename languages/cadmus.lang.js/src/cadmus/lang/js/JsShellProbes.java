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
import cadmus.exec.Executables;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;

/**
 * Where the JavaScript shells of {@link JsShells} are found (the PATH, WebKitGTK's private places, npm's global
 * node_modules) and what version each says it is (its own output, or its Debian package's).
 */
final class JsShellProbes {

	private static final long GIB = 1L << 30;

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
		Optional<Path> root = npmRoot();
		if (root.isEmpty()) {
			return Optional.empty();
		}
		try (var dir = new ScratchDirectory("cadmus-probe")) {
			Path runner = dir.path().resolve(JsShellImplementation.QUICKJS_RUNNER);
			Files.writeString(runner, JsShellImplementation.resource(JsShellImplementation.QUICKJS_RUNNER), StandardCharsets.UTF_8);
			return firstLine(List.of(node.toString(), runner.toString(), root.get().toString(), "--version"), 0)
					.filter(v -> v.startsWith("QuickJS "));
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	static Optional<Path> findHermes() {
		return npmPackage("hermes-engine-cli").map(p -> p.resolve("linux64-bin/hermes")).filter(Files::isExecutable)
				.or(() -> Executables.onPath("hermes"));
	}

	/** The upstream version of an installed Debian package ("2.50.6" of "2.50.6-1~deb12u2"), if dpkg knows it. */
	static Optional<String> debianVersion(String debianPackage) {
		return firstLine(List.of("dpkg-query", "-W", "-f=${Version}", debianPackage), 0)
				.map(v -> v.replaceFirst("^\\d+:", "").replaceFirst("-[^-]*$", "")).filter(v -> !v.isEmpty());
	}

	private JsShellProbes() {
	}
}
