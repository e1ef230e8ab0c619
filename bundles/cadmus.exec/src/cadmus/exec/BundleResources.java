package cadmus.exec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Files a bundle ships next to its classes (driver scripts, harnesses): read as text, or written into a driver's
 * working directory. A missing one is a broken bundle, said as such.
 */
public final class BundleResources {

	private BundleResources() {
	}

	/** The resource {@code name} next to {@code owner}, as UTF-8 text. */
	public static String text(Class<?> owner, String name) {
		try (InputStream in = open(owner, name)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot read " + name + " of " + bundleOf(owner), e);
		}
	}

	/** Writes the resources {@code names} next to {@code owner} into {@code dir}, under the same names. */
	public static void copy(Class<?> owner, Path dir, String... names) {
		for (String name : names) {
			try (InputStream in = open(owner, name)) {
				Files.copy(in, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
			} catch (IOException e) {
				throw new UncheckedIOException("cannot write " + name + " of " + bundleOf(owner) + " into " + dir, e);
			}
		}
	}

	private static InputStream open(Class<?> owner, String name) {
		InputStream in = owner.getResourceAsStream(name);
		if (in == null) {
			throw new IllegalStateException(name + " is missing from " + bundleOf(owner));
		}
		return in;
	}

	/** The bundle (or, outside OSGi, the package) a class comes from, for messages. */
	private static String bundleOf(Class<?> owner) {
		return "bundle " + owner.getPackageName();
	}
}
