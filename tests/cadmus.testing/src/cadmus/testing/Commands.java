package cadmus.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Asks a program on the machine directly, the way a person checks what is installed ({@code lua5.4 -v},
 * {@code dafny /version}, {@code dpkg-query -W}): for tests that compare what Cadmus reports with what the engine
 * itself says, by a path of their own rather than through the code under test.
 */
public final class Commands {

	private Commands() {
	}

	/** What {@code command} printed on stdout and stderr together, whatever its exit status; within a minute. */
	public static String output(String... command) {
		try {
			Process process = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
			process.getOutputStream().close();
			String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			if (!process.waitFor(60, TimeUnit.SECONDS)) {
				process.destroyForcibly();
				throw new AssertionError(String.join(" ", command) + " did not end within a minute");
			}
			return out;
		} catch (IOException e) {
			throw new UncheckedIOException("cannot run " + String.join(" ", command), e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new AssertionError("interrupted running " + String.join(" ", command), e);
		}
	}

	/**
	 * What {@code command} printed when run by hand in an engine root, as its README says ({@code unshare
	 * --map-root-user --root=ROOT COMMAND}), with no part of Cadmus in between.
	 */
	public static String inRoot(cadmus.exec.EngineRoot root, String... command) {
		var line = new java.util.ArrayList<>(List.of("unshare", "--map-root-user", "--root=" + root.path()));
		line.addAll(List.of(command));
		return output(line.toArray(String[]::new));
	}

	/** The version of an installed Debian package as dpkg records it ("2.3.0+dfsg-0.1"); empty when not installed. */
	public static String debianVersion(String debianPackage) {
		String out = output("dpkg-query", "-W", "-f=${Status} ${Version}", debianPackage).strip();
		return out.startsWith("install ok installed ") ? out.substring("install ok installed ".length()) : "";
	}
}
