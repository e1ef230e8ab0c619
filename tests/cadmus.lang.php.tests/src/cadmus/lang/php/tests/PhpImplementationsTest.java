package cadmus.lang.php.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.osgi.framework.FrameworkUtil;

import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.exec.EngineRoot;
import cadmus.testing.Commands;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * Each PHP implementation reports the version its engine gives, checked against what the engine says by another
 * path: php8.2's own {@code -v} for each of its configurations, and Debian 13's php8.4's, run in its engine root; for php-wasm, the PHP release of the version it is
 * named for, the npm package it runs from and the node that runs it; for Quercus, the bundle it is loaded from. One
 * case per implementation, skipped (saying what installs it) where it is not installed.
 */
class PhpImplementationsTest {

	private static final EngineRoot ROOT = EngineRoot.DEBIAN_13;
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	static Stream<String> ids() {
		return Services.get(LanguageRegistry.class, null).implementations("php").stream().map(Implementation::id);
	}

	@ParameterizedTest
	@MethodSource("ids")
	void reportsTheVersionItsEngineGives(String id) throws Exception {
		var implementation = registry.implementations("php").stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
		Engines.assumeAvailable(implementation);
		String version = implementation.availability().version();
		if (id.equals("php.quercus")) {
			String quercus = Arrays.stream(FrameworkUtil.getBundle(PhpImplementationsTest.class).getBundleContext().getBundles())
					.filter(b -> b.getSymbolicName().equals("com.caucho.quercus")).findFirst().orElseThrow().getVersion().toString();
			// "Quercus Open Source 4.0.66 (PHP 5.5.0)": Quercus's name for itself, its release, the PHP it emulates.
			assertTrue(version.matches("Quercus( Open Source)? " + Pattern.quote(quercus) + " \\(PHP 5\\.\\d+\\.\\d+\\)"),
					id + " reports " + version + "; its bundle is " + quercus);
		} else if (id.startsWith("php.wasm-")) {
			String release = id.substring("php.wasm-".length());
			String root = Commands.output("npm", "root", "-g").strip();
			var json = Pattern.compile("\"version\"\\s*:\\s*\"([^\"]+)\"")
					.matcher(java.nio.file.Files.readString(java.nio.file.Path.of(root, "@php-wasm/node/package.json")));
			assertTrue(json.find(), "@php-wasm/node's package.json names no version");
			String node = Commands.output("node", "--version").strip();
			assertTrue(version.matches("PHP " + Pattern.quote(release) + "\\.\\d+ \\(php-wasm " + Pattern.quote(json.group(1))
					+ ", node " + Pattern.quote(node) + "\\)"), id + " reports " + version);
		} else {
			// "PHP 8.2.36 (cli) (built: ...)": the release is its second word. Debian 13's php8.4 is run in its root by
			// hand, as its README says, with no part of Cadmus in between.
			boolean today = id.endsWith(ROOT.idSuffix()) || id.endsWith(ROOT.idSuffix() + "-process");
			String binary = today ? "php8.4" : "php8.2";
			String banner = (today
					? Commands.inRoot(ROOT, "/usr/bin/php8.4", "-v")
					: Commands.output(binary, "-v")).strip().lines().findFirst().orElse("");
			String[] words = banner.split("\\s+");
			assertTrue(words.length > 1 && words[1].matches((today ? "8\\.4" : "8\\.2") + "\\.\\d+"), binary + " -v says " + banner);
			assertEquals("PHP " + words[1] + (today ? ", " + ROOT.describe() : ""), version, id + "; " + binary + " -v says " + banner);
		}
	}
}
