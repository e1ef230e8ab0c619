package cadmus.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;

import cadmus.api.Language;
import cadmus.ui.Languages;
import cadmus.ui.install.LanguageInstaller;

/**
 * Languages really are resolved at runtime: a language feature installed from the built update site into the
 * running IDE (p2, no restart) appears in the language registry, and so in the editors' content types and the
 * launch dialog's languages; uninstalled, it disappears from them.
 */
class LiveInstallTest {

	private static final String FEATURE = "cadmus.lang.dafny.feature";
	private static final String LANGUAGE = "dafny";
	private static final Duration LIMIT = Duration.ofSeconds(60);

	@Test
	void aLanguageFeatureInstalledIntoTheRunningIdeAppearsAndUninstalledDisappears() throws Exception {
		Path site = Path.of(System.getProperty("cadmus.site", "")).toAbsolutePath();
		assertTrue(Files.isRegularFile(site.resolve("content.jar")) || Files.isRegularFile(site.resolve("content.xml")),
				"the built update site at " + site);
		var installer = LanguageInstaller.ofRunningInstallation();
		assertFalse(installer.installed(FEATURE), FEATURE + " is not installed before the test");
		assertTrue(Languages.registry().flatMap(r -> r.language(LANGUAGE)).isEmpty());

		long start = System.nanoTime();
		var installed = installer.install(site.toUri(), FEATURE, new NullProgressMonitor());
		assertTrue(installed.isOK(), installed.toString());
		Workbench.waitUntil("the " + LANGUAGE + " language service", LIMIT,
				() -> Languages.registry().flatMap(r -> r.language(LANGUAGE)).isPresent());
		Workbench.waitUntil("the " + LANGUAGE + " editor content type", LIMIT, () -> contentType() != null);
		System.out.printf("live install of %s: %.1f s to the language's service and editor content type%n", FEATURE,
				(System.nanoTime() - start) / 1e9);
		Language dafny = Languages.registry().get().language(LANGUAGE).get();
		assertTrue(Languages.all().contains(dafny), "the launch dialog's languages list it");
		assertTrue(dafny.syntaxErrors("method Main() { print 1 }").size() > 0, "its parser marks a missing semicolon");
		assertNotNull(contentType().getFileSpecs(org.eclipse.core.runtime.content.IContentType.FILE_EXTENSION_SPEC));

		start = System.nanoTime();
		var removed = installer.uninstall(FEATURE, new NullProgressMonitor());
		assertTrue(removed.isOK(), removed.toString());
		Workbench.waitUntil("the " + LANGUAGE + " language to go", LIMIT,
				() -> Languages.registry().flatMap(r -> r.language(LANGUAGE)).isEmpty());
		Workbench.waitUntil("its content type to go", LIMIT, () -> contentType() == null);
		System.out.printf("live uninstall of %s: %.1f s%n", FEATURE, (System.nanoTime() - start) / 1e9);
		assertFalse(installer.installed(FEATURE));
	}

	private static org.eclipse.core.runtime.content.IContentType contentType() {
		return Platform.getContentTypeManager().getContentType("cadmus.ui.program." + LANGUAGE);
	}
}
