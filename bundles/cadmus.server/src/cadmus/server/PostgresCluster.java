package cadmus.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A new PostgreSQL cluster ({@code initdb}) in a directory, and its server ({@code postgres}) started on it: what a
 * SQL engine's worker runs its programs on, and what a campaign store may be kept on. The server runs as the
 * unprivileged user when Cadmus is root and stops when the thread that started it ends ({@link ServerProcess}).
 */
public final class PostgresCluster {

	/** The cluster's superuser, trusted without a password on its own sockets. */
	public static final String USER = "cadmus";

	private PostgresCluster() {
	}

	/**
	 * Makes a cluster in {@code directory}/data and starts its server, with its socket file in {@code directory}, and
	 * waits until {@code ready} connects.
	 *
	 * @param settings the server's settings ({@code name=value}, each passed as {@code -c}), after the socket's
	 * @param durable  whether the server syncs its writes to disk; a test database that dies with its server needs
	 *                 not, a campaign store does
	 */
	public static ServerProcess start(Path installation, Path directory, List<String> settings, boolean durable,
			ServerProcess.Ready ready) throws IOException {
		return start(installation, directory, settings, durable, null, ready);
	}

	/**
	 * As {@link #start(Path, Path, List, boolean, ServerProcess.Ready)}, on the cluster already in {@code
	 * directory}/data when there is one (a server started again); a new cluster trusts its superuser on the socket
	 * file and, when {@code passwordFile} is given, asks for that password over the network (SCRAM), else trusts
	 * every connection.
	 */
	public static ServerProcess start(Path installation, Path directory, List<String> settings, boolean durable,
			Path passwordFile, ServerProcess.Ready ready) throws IOException {
		Path bin = installation.resolve("bin");
		Path data = directory.resolve("data");
		Path log = directory.resolve("server.log");
		if (!Files.isRegularFile(data.resolve("PG_VERSION"))) {
			var initdb = new ArrayList<>(List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", USER,
					"-E", "UTF8", "--locale=C"));
			if (passwordFile == null) {
				initdb.addAll(List.of("-A", "trust"));
			} else {
				initdb.addAll(List.of("--auth-local=trust", "--auth-host=scram-sha-256", "--pwfile=" + passwordFile));
			}
			if (!durable) {
				initdb.add("--no-sync");
			}
			ServerProcess.setUp("initdb", initdb, log);
		}
		var command = new ArrayList<>(List.of(bin.resolve("postgres").toString(), "-D", data.toString(), "-k",
				directory.toString()));
		if (!durable) {
			settings = new ArrayList<>(settings);
			settings.addAll(List.of("fsync=off", "synchronous_commit=off", "full_page_writes=off"));
		}
		for (String setting : settings) {
			command.add("-c");
			command.add(setting);
		}
		return ServerProcess.start("PostgreSQL", command, directory, log, ready);
	}
}
