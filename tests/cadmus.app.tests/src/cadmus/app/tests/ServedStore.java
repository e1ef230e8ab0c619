package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.concurrent.TimeUnit;

/**
 * A shared store as a user without a PostgreSQL server of their own keeps one: {@code cadmus store serve} on a free
 * port, its data in a test's temporary folder, until closed.
 */
final class ServedStore implements AutoCloseable {

	private final Process server;
	private final String url;

	private ServedStore(Process server, String url) {
		this.server = server;
		this.url = url;
	}

	/**
	 * Serves a store from {@code temp}/pgdata. Under root the server runs as nobody, which must pass through
	 * {@code temp}: the command's refusal to serve from a folder it cannot reach is checked first.
	 */
	static ServedStore start(Product cadmus, Path temp) throws Exception {
		int port;
		try (var socket = new ServerSocket(0)) {
			port = socket.getLocalPort();
		}
		if (((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")) == 0
				&& !Files.getPosixFilePermissions(temp).contains(PosixFilePermission.OTHERS_EXECUTE)) {
			var closed = cadmus.run("store", "serve", "--data", temp.resolve("pgdata").toString());
			assertEquals(2, closed.exitCode(), closed.toString());
			assertTrue(closed.stderr().contains("chmod o+x " + temp), closed.stderr());
		}
		var open = new java.util.HashSet<>(Files.getPosixFilePermissions(temp));
		open.add(PosixFilePermission.OTHERS_EXECUTE);
		Files.setPosixFilePermissions(temp, open);
		Path out = temp.resolve("serve.out");
		Path err = temp.resolve("serve.err");
		var server = cadmus.start(out, err, "store", "serve", "--data", temp.resolve("pgdata").toString(), "--port",
				Integer.toString(port));
		String url = null;
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
		while (url == null && System.nanoTime() < deadline && server.isAlive()) {
			for (String line : Files.readAllLines(out)) {
				if (line.startsWith("store URL: ")) {
					url = line.substring("store URL: ".length());
				}
			}
			Thread.sleep(200);
		}
		assertTrue(url != null, "store serve printed no URL: " + Files.readString(out) + Files.readString(err));
		assertTrue(url.startsWith("jdbc:postgresql://localhost:" + port + "/postgres?user=cadmus&password="), url);
		return new ServedStore(server, url);
	}

	/** The store's JDBC URL, password and all. */
	String url() {
		return url;
	}

	/** Stops the server as Ctrl-C would, and checks that it stops. */
	@Override
	public void close() throws Exception {
		server.destroy();
		assertTrue(server.waitFor(60, TimeUnit.SECONDS), "store serve stops when told to");
	}
}
