package cadmus.testing;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

import cadmus.api.Implementation;
import cadmus.exec.EngineRoot;

/**
 * The one policy of every test bundle for a test that needs an engine (or a program) the machine may lack: where it
 * is not installed, the test, or the one case of it that needs it, is skipped by a JUnit assumption whose reason
 * names what is missing and the command that installs it. Surefire counts such a test as skipped, not passed, and
 * {@code .ci/run} (whose {@code ./build-and-test} installs every engine first) fails when anything was skipped.
 * An engine that comes with Cadmus itself (from Maven Central: no install command) has no such excuse: where it is
 * unavailable the test fails.
 */
public final class Engines {

	/** How every skip for a missing engine starts, so that a report of skips can be searched for it. */
	public static final String NOT_INSTALLED = "not installed here: ";

	/** Where the test command installs from: every engine the tests use. */
	private static final String INSTALLER = "releng/install-engines installs every engine the tests use";

	private Engines() {
	}

	/**
	 * Skips the running test (or the running case of a parameterized test) unless {@code implementation} is
	 * available; fails instead when it needs nothing installed.
	 */
	public static void assumeAvailable(Implementation implementation) {
		var availability = implementation.availability();
		String install = implementation.installCommand();
		if (install.isEmpty()) {
			Assertions.assertTrue(availability.available(), () -> implementation.id()
					+ " comes with Cadmus (nothing to install), so it must run on every machine: " + availability.reason());
			return;
		}
		Assumptions.assumeTrue(availability.available(),
				() -> NOT_INSTALLED + implementation.id() + " (" + availability.reason() + "); install: " + install + " ("
						+ INSTALLER + ")");
	}

	/**
	 * The language's implementation of that id, as its bundle provides it, once {@link #assumeAvailable} let the test
	 * go on; fails when the bundle provides none.
	 */
	public static Implementation available(String languageId, String id) {
		var implementation = Services.get(cadmus.api.ImplementationProvider.class,
				"(" + cadmus.api.Language.ID_PROPERTY + "=" + languageId + ")").implementations().stream()
				.filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError(languageId + " has no implementation " + id));
		assumeAvailable(implementation);
		return implementation;
	}

	/** Skips the running test unless {@code program} is an executable on the PATH. */
	public static void assumeOnPath(String program, String installCommand) {
		Assumptions.assumeTrue(onPath(program),
				() -> NOT_INSTALLED + program + " (not found on PATH); install: " + installCommand + " (" + INSTALLER + ")");
	}

	/**
	 * Skips the running test unless {@code binary} can run in the engine root (the root is there, has it, and this
	 * machine lets Cadmus enter it), with what is missing as the reason.
	 */
	public static void assumeInRoot(EngineRoot root, String binary) {
		Assumptions.assumeTrue(root.binary(binary).isPresent(),
				() -> NOT_INSTALLED + binary + " in " + root.describe() + " (" + root.missing(binary) + "); install: "
						+ INSTALLER);
	}

	/** Whether {@code program} is an executable in a directory of the PATH. */
	public static boolean onPath(String program) {
		String path = System.getenv("PATH");
		if (path == null) {
			return false;
		}
		for (String dir : path.split(":")) {
			if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
				return true;
			}
		}
		return false;
	}
}
