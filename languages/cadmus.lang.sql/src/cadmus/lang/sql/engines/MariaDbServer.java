package cadmus.lang.sql.engines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

/**
 * A MariaDB server of the worker's own, from Debian's {@code mariadb-server} package: a new data directory
 * ({@code mariadb-install-db}) in the worker's directory, served by {@code mariadbd} on a socket file only,
 * with durability switched off.
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

	/** A new data directory and its server, up and accepting connections. */
	static ServerDatabase.Launched launch() throws IOException {
		if (!Files.isExecutable(SERVER) || !Files.isExecutable(INSTALL_DB)) {
			throw new IOException("MariaDB is not installed: no " + SERVER);
		}
		Path directory = ServerProcess.directory("mariadb-");
		Path data = directory.resolve("data");
		Path log = directory.resolve("server.log");
		ServerProcess.setUp("mariadb-install-db", List.of(INSTALL_DB.toString(), "--no-defaults",
				"--datadir=" + data, "--auth-root-authentication-method=normal", "--skip-test-db"), log);
		Path socket = directory.resolve("mysqld.sock");
		// MariaDB's driver builds its socket factory by class name without arguments.
		System.setProperty(UnixSocketFactory.PATH_PROPERTY, socket.toString());
		String url = "jdbc:mariadb://localhost/mysql";
		var properties = new Properties();
		properties.setProperty("user", "root");
		properties.setProperty("socketFactory", UnixSocketFactory.class.getName());
		var server = ServerProcess.start("MariaDB",
				List.of(SERVER.toString(), "--no-defaults", "--datadir=" + data, "--socket=" + socket,
						"--pid-file=" + directory.resolve("mariadbd.pid"), "--skip-networking", "--skip-log-bin",
						"--innodb-buffer-pool-size=32M", "--innodb-log-file-size=8M",
						"--innodb-flush-log-at-trx-commit=0", "--innodb-doublewrite=0",
						"--character-set-server=utf8mb4", "--collation-server=" + COLLATION),
				directory, log, () -> SqlEngineKind.MARIADB.driver().connect(url, properties).close());
		List<String> session = List.of(
				"SET SESSION sql_mode = 'ANSI,STRICT_ALL_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION,SIMULTANEOUS_ASSIGNMENT'",
				"SET NAMES utf8mb4 COLLATE " + COLLATION);
		return new ServerDatabase.Launched(server, url, properties, session,
				n -> List.of("CREATE DATABASE p" + n + " COLLATE " + COLLATION, "USE p" + n),
				n -> "DROP DATABASE p" + n);
	}
}
