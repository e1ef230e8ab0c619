package cadmus.testing;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import cadmus.server.EmbeddedPostgres;
import cadmus.server.PostgresCluster;
import cadmus.server.ServerProcess;

/**
 * A PostgreSQL server for a test, as a user's shared store would be: the installed PostgreSQL binaries, a new
 * cluster in the temporary folder, listening on a free port of localhost (so other processes reach it, as workers
 * on other machines would), its superuser trusted without a password. Stopped and deleted when closed.
 */
public final class LocalPostgres implements AutoCloseable {

	private final ServerProcess server;
	private final int port;

	private LocalPostgres(ServerProcess server, int port) {
		this.server = server;
		this.port = port;
	}

	/** Starts one; call it on the thread that lives as long as the server must (the test's). */
	public static LocalPostgres start() throws IOException {
		Path directory = ServerProcess.directoryIn(Path.of(System.getProperty("java.io.tmpdir")), "cadmus-test-postgres-");
		int port = freePort();
		String url = url(port);
		var server = PostgresCluster.start(EmbeddedPostgres.binaries(), directory,
				List.of("listen_addresses=localhost", "port=" + port, "max_connections=40"), false,
				() -> new org.postgresql.Driver().connect(url, new Properties()).close());
		return new LocalPostgres(server, port);
	}

	/** The JDBC URL of its database {@code postgres}, as its superuser. */
	public String url() {
		return url(port);
	}

	private static String url(int port) {
		return "jdbc:postgresql://localhost:" + port + "/postgres?user=" + PostgresCluster.USER;
	}

	private static int freePort() throws IOException {
		try (var socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

	@Override
	public void close() {
		server.close();
	}
}
