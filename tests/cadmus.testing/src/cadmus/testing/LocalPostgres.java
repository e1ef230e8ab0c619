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
 * on other machines would), its superuser trusted without a password. It can be stopped and started again on the
 * same data and port (a database that goes away mid-campaign); deleted when closed. It is durable, as `store serve`
 * is: a commit it acknowledged outlives its being killed (without synchronous commits, the last fraction of a second
 * of acknowledged commits dies with the server's memory, and a test of an outage would count those as lost by Cadmus).
 */
public final class LocalPostgres implements AutoCloseable {

	private final Path directory;
	private final int port;
	private ServerProcess server;

	private LocalPostgres(Path directory, int port) {
		this.directory = directory;
		this.port = port;
	}

	/** Starts one; call it on the thread that lives as long as the server must (the test's). */
	public static LocalPostgres start() throws IOException {
		Path directory = ServerProcess.directoryIn(Path.of(System.getProperty("java.io.tmpdir")), "cadmus-test-postgres-");
		var postgres = new LocalPostgres(directory, freePort());
		postgres.startServer();
		return postgres;
	}

	private void startServer() throws IOException {
		String url = url();
		server = PostgresCluster.start(EmbeddedPostgres.binaries(), directory,
				List.of("listen_addresses=localhost", "port=" + port, "max_connections=40"), true,
				() -> new org.postgresql.Driver().connect(url, new Properties()).close()).keepingFiles();
	}

	/** Stops the server as a machine's failure would (its connections cut), keeping its data. */
	public synchronized void stop() {
		server.close();
	}

	/** Starts the server again on its data and port. */
	public synchronized void restart() throws IOException {
		startServer();
	}

	/** The JDBC URL of its database {@code postgres}, as its superuser. */
	public String url() {
		return "jdbc:postgresql://localhost:" + port + "/postgres?user=" + PostgresCluster.USER;
	}

	private static int freePort() throws IOException {
		try (var socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

	@Override
	public synchronized void close() {
		server.close();
		try {
			ServerProcess.deleteTree(directory);
		} catch (IOException e) {
			// A few files left in the temporary folder.
		}
	}
}
