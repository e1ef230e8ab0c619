package cadmus.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;

import cadmus.server.EmbeddedPostgres;
import cadmus.server.PostgresBinaries;
import cadmus.server.PostgresCluster;
import cadmus.server.ServerProcess;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus store serve --data DIR}: a PostgreSQL server for shared campaign stores, from the PostgreSQL binaries
 * Cadmus installs (or Debian's), for users without a server of their own. Its cluster is kept in DIR and used again
 * when the command is run again; the server writes durably, asks for a password over the network (made once, kept in
 * DIR), and runs until the command is stopped (Ctrl-C, a signal), when it stops too.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
		description = { "Run a PostgreSQL server for shared campaign stores (the PostgreSQL binaries Cadmus installs, or "
				+ "Debian's), its data kept in DIR, until stopped; prints the URL to give 'cadmus fuzz --store'.",
				"Exit status: 0 stopped, 2 bad usage, 4 the server cannot start" })
final class StoreServeCommand implements Callable<Integer> {

	private static final String PASSWORD_FILE = "password";

	@Spec
	private CommandSpec spec;

	@Option(names = "--data", required = true, paramLabel = "DIR", description = "Where the server keeps its data (made "
			+ "when missing; a cluster there from an earlier run is served again).")
	private Path data;

	@Option(names = "--port", defaultValue = "5432", paramLabel = "PORT", description = "TCP port (default ${DEFAULT-VALUE}).")
	private int port;

	@Option(names = "--listen", defaultValue = "localhost", paramLabel = "ADDRESSES", description = "Addresses to listen "
			+ "on, as PostgreSQL's listen_addresses: '*' for every interface, so that other machines' workers reach it "
			+ "(default ${DEFAULT-VALUE}).")
	private String listen;

	@Option(names = "--binaries", defaultValue = "embedded", paramLabel = "FROM", description = "'embedded' (PostgreSQL "
			+ "16 as Cadmus installs it, the default) or 'debian' (the newest of Debian's postgresql packages installed).")
	private String binaries;

	@Override
	public Integer call() throws Exception {
		if (port < 1 || port > 65535) {
			throw new ParameterException(spec.commandLine(), "--port must be 1 to 65535");
		}
		Path installation;
		try {
			installation = switch (binaries) {
				case "embedded" -> EmbeddedPostgres.binaries();
				case "debian" -> PostgresBinaries.debian();
				default -> throw new ParameterException(spec.commandLine(), "--binaries is 'embedded' or 'debian', not '" + binaries + "'");
			};
		} catch (IOException e) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, e.getMessage());
		}
		Path directory = data.toAbsolutePath().normalize();
		try {
			ServerProcess.checkReachable(directory);
		} catch (IOException e) {
			throw new CliFailure(ExitCodes.USAGE, "--data " + data + ": " + e.getMessage());
		}
		String password = password(directory);
		String url = "jdbc:postgresql://" + ("*".equals(listen) || listen.contains(",") ? "HOST" : listen) + ":" + port
				+ "/postgres?user=" + PostgresCluster.USER + "&password=" + password;
		String local = "jdbc:postgresql://localhost:" + port + "/postgres?user=" + PostgresCluster.USER + "&password=" + password;
		ServerProcess server;
		try {
			server = PostgresCluster.start(installation, directory, List.of("listen_addresses=" + listen, "port=" + port,
					"max_connections=200"), true, directory.resolve(PASSWORD_FILE), () -> {
						var properties = new Properties();
						new org.postgresql.Driver().connect(local, properties).close();
					}).keepingFiles();
		} catch (IOException e) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, "cannot start PostgreSQL in " + directory + ": " + e.getMessage());
		}
		var out = spec.commandLine().getOut();
		out.println("PostgreSQL serving shared campaign stores, its data in " + directory.resolve("data"));
		out.println("store URL: " + url);
		out.println("(cadmus fuzz --store URL ...; stop with Ctrl-C)");
		out.flush();
		var stopping = new Thread(server::close, "cadmus store serve: stop PostgreSQL");
		Runtime.getRuntime().addShutdownHook(stopping);
		int code = server.waitFor();
		spec.commandLine().getErr().println("PostgreSQL stopped (exit code " + code + ")" + server.logTail());
		return code == 0 ? ExitCodes.OK : ExitCodes.UNAVAILABLE;
	}

	/**
	 * The superuser's password: made at random the first time, kept in DIR (readable by its owner alone, who is the
	 * server's user when Cadmus runs as root).
	 */
	private static String password(Path directory) throws IOException {
		Files.createDirectories(directory);
		Path file = directory.resolve(PASSWORD_FILE);
		if (!Files.exists(file)) {
			byte[] bytes = new byte[18];
			new SecureRandom().nextBytes(bytes);
			Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
			Files.writeString(file, HexFormat.of().formatHex(bytes) + "\n");
		}
		if (ServerProcess.isRoot()) {
			ServerProcess.giveAway(directory);
			ServerProcess.giveAway(file);
		}
		return Files.readString(file).strip();
	}
}
