package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cadmus judge}: a stored finding's interestingness test for programs made outside Cadmus, once per
 * file and as a server on a Unix-domain socket (what an external reducer's test script asks). The finding is a
 * seeded fault: a shell script standing in for Lua that segfaults on programs with a repeat loop.
 */
class JudgeCommandTest {

	@TempDir
	static Path temp;

	private static Product cadmus;
	private static Path campaign;
	private static Path crashes;
	private static Path runs;
	private static Path garbage;

	@BeforeAll
	static void campaignWithACrash() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
		Path fake = FaultyLua.SEGFAULT_ON_REPEAT.write(temp.resolve("fake.sh"));
		campaign = temp.resolve("campaign");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl", "fake",
				"--count", "100", "--seed", "11", "--fail-on", "never", "--out", campaign.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(!Files.readAllLines(campaign.resolve("findings.jsonl")).isEmpty(), "the fault was found: " + r);
		crashes = Files.writeString(temp.resolve("crashes.lua"), "local x = 0\nrepeat x = x + 1 until x > 2\nprint(x)\n");
		runs = Files.writeString(temp.resolve("runs.lua"), "local x = 0\nwhile x < 3 do x = x + 1 end\nprint(x)\n");
		garbage = Files.writeString(temp.resolve("garbage.lua"), "repeat until until (\n");
	}

	@Test
	void filesAreJudgedAgainstTheFindingsBucket() throws Exception {
		var yes = cadmus.run("judge", campaign.toString(), "1", crashes.toString());
		assertEquals(0, yes.exitCode(), yes.toString());
		assertTrue(yes.stdout().contains("finding 1's bucket: ") && yes.stdout().contains(crashes + ": in the bucket"),
				yes.toString());

		var no = cadmus.run("judge", campaign.toString(), "1", crashes.toString(), runs.toString(), garbage.toString());
		assertEquals(6, no.exitCode(), no.toString());
		assertTrue(no.stdout().contains(runs + ": NOT in the bucket, no finding of crash"), no.toString());
		// Text that is not a program of the language never counts, even where it would crash the implementation.
		assertTrue(no.stdout().contains(garbage + ": NOT in the bucket, not a program of the language"), no.toString());

		var missingFinding = cadmus.run("judge", campaign.toString(), "999", crashes.toString());
		assertEquals(2, missingFinding.exitCode(), missingFinding.toString());
		assertTrue(missingFinding.stderr().contains("no finding 999"), missingFinding.toString());
		var missingFile = cadmus.run("judge", campaign.toString(), "1", temp.resolve("none.lua").toString());
		assertEquals(3, missingFile.exitCode(), missingFile.toString());
		var neither = cadmus.run("judge", campaign.toString(), "1");
		assertEquals(2, neither.exitCode(), neither.toString());
	}

	@Test
	void theServerAnswersEachConnectionWithWarmImplementations() throws Exception {
		Path socket = temp.resolve("judge.sock");
		Path out = temp.resolve("serve.out");
		Process server = cadmus.start(out, temp.resolve("serve.err"), "judge", campaign.toString(), "1", "--serve",
				socket.toString());
		try {
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
			while (!Files.readString(out).contains("serving on") && System.nanoTime() < deadline && server.isAlive()) {
				Thread.sleep(100);
			}
			assertTrue(Files.readString(out).contains("serving on " + socket), Files.readString(out));
			assertEquals("yes", ask(socket, crashes.toString()));
			assertTrue(ask(socket, runs.toString()).startsWith("no: no finding of crash"));
			assertTrue(ask(socket, garbage.toString()).startsWith("no: not a program of the language"));
			assertTrue(ask(socket, temp.resolve("none.lua").toString()).startsWith("no: cannot read"));
			assertEquals("yes", ask(socket, crashes.toString()), "the same answer again, on the open session");
		} finally {
			server.destroy();
			assertTrue(server.waitFor(30, TimeUnit.SECONDS));
		}
		assertTrue(Files.notExists(socket), "the socket is removed when the server stops");
	}

	private static String ask(Path socket, String line) throws Exception {
		try (var channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
			channel.connect(UnixDomainSocketAddress.of(socket));
			var request = new PrintWriter(Channels.newOutputStream(channel), true, StandardCharsets.UTF_8);
			request.println(line);
			return new BufferedReader(new InputStreamReader(Channels.newInputStream(channel), StandardCharsets.UTF_8))
					.readLine();
		}
	}
}
