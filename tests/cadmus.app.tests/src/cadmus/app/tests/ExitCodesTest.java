package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.campaign.store.CampaignStore;

/**
 * The exit codes README.md documents, each caused for real through the product: 1 when Cadmus cannot write its own
 * report, 4 when the one implementation asked for is not installed, 5 and 0 under {@code --fail-on bucket} (a new
 * bucket, and a resumed run that only adds findings to a known one), 6 from repro and reduce once the fault is
 * gone; and program i of {@code fuzz --seed S} is program i of {@code generate --seed S}. (0, 2, 3 and 130 are
 * asserted by FuzzCommandTest, FuzzModelTest and CorpusCommandTest.)
 */
class ExitCodesTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void setUp() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	@Test
	void cadmusFailingToWriteItsOwnReportIsAnInternalErrorAfterStoringWhatItJudged() throws Exception {
		// The report's path is taken by a directory that is not empty: writing report.html fails inside Cadmus.
		Path dir = temp.resolve("no-report");
		Files.createDirectories(dir.resolve("report.html"));
		Files.writeString(dir.resolve("report.html").resolve("occupied"), "");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "5", "--seed", "1",
				"--out", dir.toString());
		assertEquals(1, r.exitCode(), r.toString());
		assertTrue(r.stderr().contains("cadmus fuzz: internal error: ") && r.stderr().contains("report.html"), r.toString());
		try (var store = CampaignStore.open(dir)) {
			assertEquals(5, store.counters().programs(), "every judged program is stored before the report");
		}
	}

	@Test
	void theOneImplementationAskedForNotInstalledIsExitFour() throws Exception {
		var bare = cadmus.without(temp.resolve("no-lua51-bin"), "lua5.1");
		var r = bare.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.lua5.1", "--count", "1", "--out",
				temp.resolve("no-lua51").toString());
		assertEquals(4, r.exitCode(), r.toString());
		assertTrue(r.stderr().contains("lua5.1 not found on PATH"), r.toString());
	}

	@Test
	void failOnBucketExitsFiveForANewBucketAndZeroForFindingsInAKnownOne() throws Exception {
		Path fake = FaultyLua.SEGFAULT_ON_REPEAT.write(temp.resolve("segfault-on-repeat.sh"));
		Path dir = temp.resolve("fail-on-bucket");
		Path out = temp.resolve("fail-on-bucket.out");
		Path err = temp.resolve("fail-on-bucket.err");
		// A first run, stopped by Ctrl-C once it has findings (all in one bucket: the fake crashes on repeat loops).
		Process first = cadmus.startInOwnGroup(out, err, "fuzz", "--lang", "lua", "--dialect", "5.1", "--command",
				"fake=sh " + fake, "--impl", "fake", "--time", "10m", "--seed", "11", "--fail-on", "bucket", "--out",
				dir.toString());
		CampaignWatch.until(dir, first, err, "2 findings", store -> store.findings().size() >= 2);
		interrupt(first);
		assertTrue(first.waitFor(60, TimeUnit.SECONDS), "the campaign did not stop on SIGINT");
		assertEquals(130, first.exitValue(), Files.readString(out) + Files.readString(err));
		var before = summary(Files.readString(out));
		assertEquals(1, before.buckets(), "one bucket: " + Files.readString(out));

		// Resumed: more crashes on repeat loops, new findings, all in the known bucket: no new bucket, exit 0.
		var resumed = cadmus.run("fuzz", "--resume", dir.toString(), "--more-time", "10s", "--fail-on", "bucket");
		assertEquals(0, resumed.exitCode(), resumed.toString());
		var after = summary(resumed.stdout());
		assertTrue(after.newFindings() > 0, "the resumed run found more, so --fail-on finding would exit 5: " + resumed);
		assertEquals(1, after.buckets(), resumed.toString());
		assertEquals(0, after.newBuckets(), resumed.toString());

		// A new campaign opens the bucket: exit 5.
		var fresh = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl", "fake",
				"--count", "60", "--seed", "11", "--fail-on", "bucket", "--out", temp.resolve("new-bucket").toString());
		assertEquals(5, fresh.exitCode(), fresh.toString());
		assertEquals(1, summary(fresh.stdout()).newBuckets(), fresh.toString());
	}

	@Test
	void reproAndReduceExitSixWhenTheFindingNoLongerReproduces() throws Exception {
		Path fake = FaultyLua.SEGFAULT_ON_REPEAT.write(temp.resolve("fixed-later.sh"));
		Path dir = temp.resolve("repro-six");
		var campaign = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl",
				"fake", "--count", "60", "--seed", "11", "--out", dir.toString());
		assertEquals(5, campaign.exitCode(), campaign.toString());
		var listing = cadmus.run("findings", dir.toString(), "--all");
		String finding = listing.stdout().lines().filter(l -> l.matches("\\d+ .*")).findFirst()
				.orElseThrow(() -> new AssertionError("no finding: " + listing)).split("\\s+")[0];
		var reproduced = cadmus.run("repro", dir.toString(), finding);
		assertEquals(0, reproduced.exitCode(), "the finding reproduces while the fault is there: " + reproduced);

		// The engine's bug is fixed: the same command no longer crashes.
		FaultyLua.CLEAN.write(fake);
		var repro = cadmus.run("repro", dir.toString(), finding);
		assertEquals(6, repro.exitCode(), repro.toString());
		assertTrue(repro.stdout().contains("NOT reproduced"), repro.toString());
		var reduce = cadmus.run("reduce", dir.toString(), finding);
		assertEquals(6, reduce.exitCode(), reduce.toString());
		assertTrue(reduce.stdout().contains("does NOT reproduce"), reduce.toString());
	}

	/**
	 * Program i of a campaign with seed S is program i of {@code cadmus generate --seed S}, text for text: a fake
	 * implementation crashes on every generated program, so the campaign stores every program's text.
	 */
	@Test
	void programIOfFuzzIsProgramIOfGenerateForTheSameSeed() throws Exception {
		Path fake = FaultyLua.SEGFAULT_ON_GENERATED.write(temp.resolve("segfault-on-generated.sh"));
		Path dir = temp.resolve("same-programs");
		int programs = 8;
		var campaign = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "crashes=sh " + fake, "--impl",
				"lua.luaj,crashes", "--count", Integer.toString(programs), "--seed", "7", "--oracle", "crash", "--out",
				dir.toString());
		assertEquals(5, campaign.exitCode(), campaign.toString());
		Path generated = temp.resolve("generated");
		var generate = cadmus.run("generate", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--seed", "7",
				"--count", Integer.toString(programs), "--out", generated.toString());
		assertEquals(0, generate.exitCode(), generate.toString());
		try (var store = CampaignStore.open(dir)) {
			for (int i = 0; i < programs; i++) {
				String stored = store.program(i).orElseThrow(() -> new AssertionError("program not stored")).text();
				assertEquals(Files.readString(generated.resolve("lua-7-" + i + ".lua")), stored, "program " + i);
			}
		}
		// Seeds 7 and 8 share no program (with seed + i, seed 8's program 0 was seed 7's program 1).
		Path next = temp.resolve("generated-8");
		assertEquals(0, cadmus.run("generate", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--seed", "8",
				"--count", Integer.toString(programs), "--out", next.toString()).exitCode());
		for (int i = 0; i < programs; i++) {
			for (int j = 0; j < programs; j++) {
				assertTrue(!Files.readString(generated.resolve("lua-7-" + i + ".lua"))
						.equals(Files.readString(next.resolve("lua-8-" + j + ".lua"))), "seed 7 program " + i + " = seed 8 program " + j);
			}
		}
	}

	/** The figures of a campaign's closing line. */
	record Summary(long findings, long newFindings, long buckets, long newBuckets) {
	}

	static Summary summary(String stdout) {
		var m = Pattern.compile("findings (\\d+) \\((\\d+) new\\) in (\\d+) buckets \\((\\d+) new\\)").matcher(stdout);
		assertTrue(m.find(), "no closing line: " + stdout);
		return new Summary(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3)),
				Long.parseLong(m.group(4)));
	}

	/** Ctrl-C at the terminal: SIGINT to the campaign's process group (its pid: it was started by setsid). */
	static void interrupt(Process campaign) throws Exception {
		var kill = new ProcessBuilder("kill", "-INT", "--", "-" + campaign.pid()).inheritIO().start();
		assertEquals(0, kill.waitFor(), "kill -INT -" + campaign.pid());
	}

}
