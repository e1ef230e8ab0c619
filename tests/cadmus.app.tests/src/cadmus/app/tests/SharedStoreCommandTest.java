package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A shared campaign store through the product, as a user without a PostgreSQL server of their own would keep one:
 * {@code cadmus store serve} runs a server from the binaries Cadmus installs; {@code cadmus fuzz --store URL} keeps a
 * campaign there, which {@code findings}, {@code report} and {@code --resume} read through the campaign directory;
 * {@code store copy} brings it home to a SQLite file; a name that is taken and a URL that is none are refused.
 */
class SharedStoreCommandTest {

	@TempDir
	static Path temp;

	private static Product cadmus;
	private static Process server;
	private static String url;

	@BeforeAll
	static void serve() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
		int port;
		try (var socket = new ServerSocket(0)) {
			port = socket.getLocalPort();
		}
		// The server runs as nobody under root, which must pass through the test's temporary folder, as the
		// command's refusal says (checked first).
		if (((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")) == 0
				&& !Files.getPosixFilePermissions(temp).contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE)) {
			var closed = cadmus.run("store", "serve", "--data", temp.resolve("pgdata").toString());
			assertEquals(2, closed.exitCode(), closed.toString());
			assertTrue(closed.stderr().contains("chmod o+x " + temp), closed.stderr());
		}
		var open = new java.util.HashSet<>(Files.getPosixFilePermissions(temp));
		open.add(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE);
		Files.setPosixFilePermissions(temp, open);
		Path out = temp.resolve("serve.out");
		Path err = temp.resolve("serve.err");
		server = cadmus.start(out, err, "store", "serve", "--data", temp.resolve("pgdata").toString(), "--port",
				Integer.toString(port));
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
	}

	@AfterAll
	static void stop() throws Exception {
		if (server != null) {
			server.destroy();
			assertTrue(server.waitFor(60, TimeUnit.SECONDS), "store serve stops when told to");
		}
	}

	@Test
	void aCampaignOnTheSharedStoreIsReadThroughItsDirectoryAndCopiedHome() throws Exception {
		Path dir = temp.resolve("shared-campaign");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj,lua.lua5.1", "--count",
				"15", "--seed", "5", "--fail-on", "never", "--store", url, "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(Files.exists(dir.resolve("shared-store.properties")));
		assertFalse(Files.exists(dir.resolve("campaign.db")), "the campaign is on the server, not in a file");
		assertFalse(Files.readString(dir.resolve("report.html")).isEmpty());

		var findings = cadmus.run("findings", dir.toString());
		assertEquals(0, findings.exitCode(), findings.toString());
		assertTrue(findings.stdout().contains(": 15 programs"), findings.stdout());

		var resumed = cadmus.run("fuzz", "--resume", dir.toString());
		assertEquals(0, resumed.exitCode(), resumed.toString());
		assertTrue(resumed.stdout().contains("15 programs (0 this run)"), resumed.stdout());

		Path home = temp.resolve("home-campaign");
		var copy = cadmus.run("store", "copy", dir.toString(), home.toString());
		assertEquals(0, copy.exitCode(), copy.toString());
		assertTrue(copy.stdout().contains("programs") && copy.stdout().contains("15 rows"), copy.stdout());
		assertTrue(Files.exists(home.resolve("campaign.db")));
		var homeFindings = cadmus.run("findings", home.toString());
		assertEquals(findings.stdout().lines().skip(1).toList(), homeFindings.stdout().lines().skip(1).toList(),
				"the copy lists what the shared campaign lists");

		var again = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "1",
				"--store", url, "--campaign", "shared_campaign", "--out", temp.resolve("again").toString());
		assertEquals(2, again.exitCode(), again.toString());
		assertTrue(again.stderr().contains("already holds a schema shared_campaign"), again.stderr());
		assertFalse(again.stderr().contains("password=" + url.substring(url.indexOf("password=") + 9)),
				"the password is not printed: " + again.stderr());
	}

	@Test
	void aUrlThatIsNoPostgresqlStoreIsBadUsage() throws Exception {
		var r = cadmus.run("fuzz", "--lang", "lua", "--impl", "lua.luaj", "--count", "1", "--store", "postgres://host/db",
				"--out", temp.resolve("bad").toString());
		assertEquals(2, r.exitCode(), r.toString());
		assertTrue(r.stderr().contains("jdbc:postgresql://"), r.stderr());
		assertFalse(Files.exists(temp.resolve("bad")));
	}
}
