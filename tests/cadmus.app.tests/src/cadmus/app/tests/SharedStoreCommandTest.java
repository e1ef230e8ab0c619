package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

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
	private static ServedStore served;
	private static String url;

	@BeforeAll
	static void serve() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
		served = ServedStore.start(cadmus, temp);
		url = served.url();
	}

	@AfterAll
	static void stop() throws Exception {
		if (served != null) {
			served.close();
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
		// Read again: the resumed run joined the campaign too, and is among its processes.
		var sharedFindings = cadmus.run("findings", dir.toString());
		assertTrue(sharedFindings.stdout().contains("2 processes joined"), sharedFindings.stdout());
		assertEquals(sharedFindings.stdout().lines().skip(1).toList(), homeFindings.stdout().lines().skip(1).toList(),
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
