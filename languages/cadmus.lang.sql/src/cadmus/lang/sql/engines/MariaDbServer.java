package cadmus.lang.sql.engines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import cadmus.exec.EnginePlace;
import cadmus.exec.EngineRoot;
import cadmus.server.ServerProcess;

/**
 * A MariaDB server of the worker's own, from Debian's {@code mariadb-server} package (the machine's, or that of an
 * engine root: Debian 13's MariaDB 11.8): a new data directory ({@code mariadb-install-db}) in the worker's directory
 * (in the root's /tmp for a root), served by {@code mariadbd} on a socket file only, with durability switched off.
 * In a root, the server runs as the root's root user, which the user namespace the root is entered in maps to the
 * worker's unprivileged user ({@link ServerProcess}).
 *
 * <p>
 * Each session is put in ANSI mode, strict, with simultaneous assignment and a binary collation: without them
 * {@code ||} is OR, text compares case-insensitively, too-long or ill-typed values are stored truncated instead
 * of failing, and {@code UPDATE t SET a = b, b = a} reads the new {@code a}, all of which would make MariaDB
 * differ from the other engines where no bug is.
 */
final class MariaDbServer {

	private static final Path SERVER = Path.of("/usr/sbin/mariadbd");
	private static final Path INSTALL_DB = Path.of("/usr/bin/mariadb-install-db");
	/**
	 * Binary, so text compares case-sensitively as elsewhere. It pads (ignores trailing spaces in comparisons),
	 * but generated text has no spaces. The no-pad variant would be closer, but MariaDB writes a view's casts
	 * back as {@code CHARSET utf8mb4 BINARY}, which means this collation, and then the view fails with "Illegal
	 * mix of collations" when it meets the no-pad columns.
	 */
	private static final String COLLATION = "utf8mb4_bin";

	private MariaDbServer() {
	}

	/** A new data directory and its server, up and accepting connections: the machine's MariaDB, or a root's. */
	static ServerDatabase.Launched launch(EnginePlace place) throws IOException {
		Path server = place.onHost(SERVER);
		if (!Files.isExecutable(server) || !Files.isExecutable(place.onHost(INSTALL_DB))) {
			throw new IOException("MariaDB is not installed in " + place.describe() + ": no " + server);
		}
		// A root's server can reach only the root's own folders: its directory is in the root's /tmp.
		Path directory = place instanceof EngineRoot ? ServerProcess.directoryIn(place.onHost(Path.of("/tmp")), "mariadb-")
				: ServerProcess.directory("mariadb-");
		// The paths the server is given, as it sees them (a root's, inside it); the socket is reached from here.
		String dir = place.asSeen(directory);
		// In a root, the server runs as that root's root user (mapped to the worker's unprivileged one).
		List<String> asRoot = place instanceof EngineRoot ? List.of("--user=root") : List.of();
		// A root has no /etc/hosts, so mariadb-install-db cannot look localhost up; the server listens on its socket
		// file only, where host names play no part.
		List<String> noHosts = place instanceof EngineRoot ? List.of("--force") : List.of();
		Path log = directory.resolve("server.log");
		var setUp = new java.util.ArrayList<>(List.of(INSTALL_DB.toString(), "--no-defaults", "--datadir=" + dir + "/data",
				"--auth-root-authentication-method=normal", "--skip-test-db"));
		setUp.addAll(asRoot);
		setUp.addAll(noHosts);
		ServerProcess.setUp("mariadb-install-db", place.command(setUp, directory), log);
		Path socket = directory.resolve("mysqld.sock");
		// MariaDB's driver builds its socket factory by class name without arguments.
		System.setProperty(UnixSocketFactory.PATH_PROPERTY, socket.toString());
		String url = "jdbc:mariadb://localhost/mysql";
		var properties = new Properties();
		properties.setProperty("user", "root");
		properties.setProperty("socketFactory", UnixSocketFactory.class.getName());
		var start = new java.util.ArrayList<>(List.of(SERVER.toString(), "--no-defaults", "--datadir=" + dir + "/data",
				"--socket=" + dir + "/mysqld.sock", "--pid-file=" + dir + "/mariadbd.pid", "--skip-networking", "--skip-log-bin",
				"--innodb-buffer-pool-size=32M", "--innodb-log-file-size=8M", "--innodb-flush-log-at-trx-commit=0",
				"--innodb-doublewrite=0", "--character-set-server=utf8mb4", "--collation-server=" + COLLATION));
		start.addAll(asRoot);
		var process = ServerProcess.start("MariaDB", place.command(start, directory), directory, log,
				() -> SqlEngineKind.MARIADB.driver().connect(url, properties).close());
		List<String> session = List.of(
				"SET SESSION sql_mode = 'ANSI,STRICT_ALL_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION,SIMULTANEOUS_ASSIGNMENT'",
				"SET NAMES utf8mb4 COLLATE " + COLLATION);
		return new ServerDatabase.Launched(process, url, properties, session,
				n -> List.of("CREATE DATABASE p" + n + " COLLATE " + COLLATION, "USE p" + n),
				n -> "DROP DATABASE p" + n);
	}
}
