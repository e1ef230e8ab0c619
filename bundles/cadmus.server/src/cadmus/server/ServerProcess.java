package cadmus.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A database server that Cadmus starts for itself (a SQL engine's worker JVM, a campaign store's server), in a
 * directory of its own. Servers refuse to run as root, so under root they run as
 * {@value #UNPRIVILEGED_USER}; and through {@code setpriv --pdeathsig} the kernel stops the server when the
 * worker dies, however it dies, so a killed worker leaves no server behind.
 */
public final class ServerProcess implements AutoCloseable {

	public static final String UNPRIVILEGED_USER = "nobody";
	private static final Duration SETUP_TIMEOUT = Duration.ofSeconds(120);
	private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

	private final String name;
	private final Process process;
	private final Path directory;
	private final Path log;
	/** Whether closing deletes the server's directory: a test database's goes, a campaign store's stays. */
	private volatile boolean deleteOnClose = true;

	private ServerProcess(String name, Process process, Path directory, Path log) {
		this.name = name;
		this.process = process;
		this.directory = directory;
		this.log = log;
	}

	/**
	 * A new directory for one server, under the worker's working directory, owned by the user the server will
	 * run as. Directories that earlier workers of this session left (they were killed) are removed first.
	 */
	public static Path directory(String prefix) throws IOException {
		Path parent = Path.of("").toAbsolutePath();
		try (Stream<Path> old = Files.list(parent)) {
			for (Path stale : old.filter(p -> p.getFileName().toString().startsWith(prefix)).toList()) {
				deleteTree(stale);
			}
		}
		Path directory = Files.createTempDirectory(parent, prefix);
		if (isRoot()) {
			// The unprivileged server must reach its directory through the worker's.
			Files.setPosixFilePermissions(parent, PosixFilePermissions.fromString("rwx--x--x"));
			Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
			giveAway(directory);
		}
		return directory;
	}

	/**
	 * A new directory for one server in a directory that other processes share (an engine root's /tmp), named by the
	 * worker's process id, owned by the user the server will run as. The directories of workers that are gone (killed:
	 * no process has their id) are removed first; the shared directory itself is left as it is.
	 */
	public static Path directoryIn(Path shared, String prefix) throws IOException {
		String mine = prefix + ProcessHandle.current().pid() + "-";
		try (Stream<Path> old = Files.list(shared)) {
			for (Path stale : old.filter(p -> p.getFileName().toString().startsWith(prefix)).toList()) {
				String[] parts = stale.getFileName().toString().substring(prefix.length()).split("-", 2);
				boolean gone = parts[0].chars().allMatch(Character::isDigit) && !parts[0].isEmpty()
						&& ProcessHandle.of(Long.parseLong(parts[0])).isEmpty();
				if (gone) {
					deleteTree(stale);
				}
			}
		}
		Path directory = Files.createTempDirectory(shared, mine);
		if (isRoot()) {
			Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
			giveAway(directory);
		}
		return directory;
	}

	/** Runs a setup command (creating the server's files) to its end, as the server's user. */
	public static void setUp(String what, List<String> command, Path log) throws IOException {
		var process = new ProcessBuilder(asServerUser(command, false)).redirectErrorStream(true)
				.redirectOutput(log.toFile()).start();
		try {
			if (!process.waitFor(SETUP_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
				process.destroyForcibly();
				throw new IOException(what + " did not finish within " + SETUP_TIMEOUT.toSeconds() + " s" + tail(log));
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			process.destroyForcibly();
			throw new IOException(what + " interrupted", e);
		}
		if (process.exitValue() != 0) {
			throw new IOException(what + " failed with exit code " + process.exitValue() + tail(log));
		}
	}

	/**
	 * Starts the server and waits until {@code ready} connects, or the server exits, or the start times out.
	 * Must be called on the thread that lives as long as the worker (the parent-death signal follows the
	 * thread that started the process).
	 */
	public static ServerProcess start(String name, List<String> command, Path directory, Path log, Ready ready)
			throws IOException {
		var process = new ProcessBuilder(asServerUser(command, true)).redirectErrorStream(true)
				.redirectOutput(log.toFile()).start();
		var server = new ServerProcess(name, process, directory, log);
		long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
		Exception last = null;
		while (System.nanoTime() < deadline) {
			if (!process.isAlive()) {
				throw new IOException(name + " exited with code " + process.exitValue() + " while starting" + tail(log));
			}
			try {
				ready.check();
				return server;
			} catch (Exception e) {
				last = e;
			}
			try {
				Thread.sleep(50);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				break;
			}
		}
		server.close();
		throw new IOException(name + " did not accept connections within " + START_TIMEOUT.toSeconds() + " s: " + last
				+ tail(log));
	}

	/** Whether the server is up yet: throws until it is. */
	@FunctionalInterface
	public interface Ready {
		void check() throws Exception;
	}

	/** Keeps the server's directory (its data) when it is closed. */
	public ServerProcess keepingFiles() {
		deleteOnClose = false;
		return this;
	}

	/** Waits until the server exits by itself; returns its exit code. */
	public int waitFor() throws InterruptedException {
		return process.waitFor();
	}

	public boolean isAlive() {
		return process.isAlive();
	}

	/** What the server wrote last, for the message of an error that may be the server's fault. */
	public String logTail() {
		return tail(log);
	}

	@Override
	public void close() {
		process.destroy();
		try {
			if (!process.waitFor(10, TimeUnit.SECONDS)) {
				process.destroyForcibly();
				process.waitFor(10, TimeUnit.SECONDS);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			process.destroyForcibly();
		}
		if (!deleteOnClose) {
			return;
		}
		try {
			deleteTree(directory);
		} catch (IOException e) {
			// The session's scratch directory goes anyway.
		}
	}

	@Override
	public String toString() {
		return name + " in " + directory;
	}

	/**
	 * The command run as the server's user when the worker is root, and (for servers) stopped by the kernel
	 * with SIGQUIT, which PostgreSQL and MariaDB both take as "stop now", when the worker's thread ends.
	 */
	private static List<String> asServerUser(List<String> command, boolean dieWithWorker) {
		var result = new ArrayList<String>();
		boolean root = isRoot();
		if (root || dieWithWorker) {
			result.add("setpriv");
			if (root) {
				result.addAll(List.of("--reuid=" + UNPRIVILEGED_USER, "--regid=" + unprivilegedGroup(), "--clear-groups"));
			}
			if (dieWithWorker) {
				result.addAll(List.of("--pdeathsig", "QUIT"));
			}
		}
		result.addAll(command);
		return result;
	}

	/** Debian calls nobody's group nogroup; other systems call it nobody. */
	private static String unprivilegedGroup() {
		try {
			return Files.readAllLines(Path.of("/etc/group")).stream().anyMatch(l -> l.startsWith("nogroup:")) ? "nogroup"
					: "nobody";
		} catch (IOException e) {
			return "nobody";
		}
	}

	public static boolean isRoot() {
		try {
			return ((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).intValue() == 0;
		} catch (IOException | UnsupportedOperationException e) {
			return "root".equals(System.getProperty("user.name"));
		}
	}

	/**
	 * Checks that the server's user can reach a directory a user chose for it: under root the server runs as
	 * {@value #UNPRIVILEGED_USER}, which must pass through every folder above it. A folder closed to others is named,
	 * so that the user opens it or chooses another place (Cadmus does not change the permissions of the user's folders).
	 */
	public static void checkReachable(Path directory) throws IOException {
		if (!isRoot()) {
			return;
		}
		for (Path p = directory.toAbsolutePath().normalize().getParent(); p != null; p = p.getParent()) {
			if (Files.exists(p) && !Files.getPosixFilePermissions(p).contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE)) {
				throw new IOException("the server runs as " + UNPRIVILEGED_USER + " (Cadmus runs as root), which cannot pass "
						+ "through " + p + ": open it to others (chmod o+x " + p + ") or choose a directory elsewhere");
			}
		}
	}

	/** Hands a directory the server writes into to the server's user (only root can, and only root must). */
	public static void giveAway(Path path) throws IOException {
		var users = path.getFileSystem().getUserPrincipalLookupService();
		try {
			Files.setOwner(path, users.lookupPrincipalByName(UNPRIVILEGED_USER));
		} catch (UserPrincipalNotFoundException e) {
			throw new IOException("cannot run a database server as root and there is no user " + UNPRIVILEGED_USER
					+ " to run it as", e);
		}
	}

	/**
	 * The last lines of a server's log, on one line (" | " between them): a worker's startup failure reaches the
	 * campaign as one line of text, which cut the log off after "its log ends:" when the lines were kept apart.
	 */
	private static String tail(Path log) {
		try {
			var lines = Files.readAllLines(log);
			var last = lines.subList(Math.max(0, lines.size() - 8), lines.size());
			return last.isEmpty() ? "; its log is empty" : "; its log ends: " + String.join(" | ", last);
		} catch (IOException e) {
			return "";
		}
	}

	public static void deleteTree(Path root) throws IOException {
		if (!Files.exists(root)) {
			return;
		}
		try (Stream<Path> paths = Files.walk(root)) {
			for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
				Files.deleteIfExists(p);
			}
		}
	}
}
