package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.CoveragePoint;
import cadmus.testing.Engines;

/**
 * Campaigns through the product as a user runs them: the README's main command on the embedded LuaJ alone,
 * a campaign killed with SIGKILL and resumed without losing a finding, repro of findings, reports, and bad
 * usage. Findings come from a fault-injecting implementation given with --command: a shell script that
 * segfaults on programs with a repeat loop.
 */
class FuzzCommandTest {

	@TempDir
	static Path temp;

	private static Product cadmus;
	private static Path fake;

	@BeforeAll
	static void setUp() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
		fake = FaultyLua.SEGFAULT_ON_REPEAT.write(temp.resolve("fake.sh"));
	}

	@Test
	void aShortCampaignOnLuaJAloneWritesItsStoreFindingsAndReport() throws Exception {
		Path dir = temp.resolve("luaj");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "60", "--seed", "1",
				"--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		// the version LuaJ itself reports (_VERSION), no longer a constant of Cadmus's
		assertTrue(r.stdout().contains("lua.luaj               ok Luaj-jse 3.0.1"), r.toString());
		assertTrue(r.stdout().contains("finished after"), r.toString());
		assertTrue(r.stdout().contains("60 programs (60 this run), valid 100.0%"), r.toString());
		assertTrue(Pattern.compile("(?m)^this run: [0-9.]+ programs/s$").matcher(r.stdout()).find(),
				"Lua counts no statements: " + r);
		assertTrue(r.stdout().contains("report:   " + dir.resolve("report.html")), r.toString());
		assertTrue(Files.size(dir.resolve("campaign.db")) > 0);
		assertTrue(Files.exists(dir.resolve("findings.jsonl")));
		assertTrue(Files.readString(dir.resolve("campaign.log")).contains("run 1 of campaign"));
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("lua.luaj") && html.contains("No findings"), "report");
		// What each oracle checks, as the oracle itself says it.
		assertTrue(html.contains("<tr><td><code>differential</code></td><td>The implementations of a dialect must agree"),
				"the report says what the differential oracle checks");
		// Not a terminal: no progress redraws.
		assertFalse(r.stderr().contains("\r"), r.toString());
	}

	@Test
	void withoutTheLuaInterpretersTheMainJobRunsTheDialectWithMostEmbeddedImplementations() throws Exception {
		// A fresh machine: only the implementations that come with Cadmus. The default dialect, 5.4, has one of
		// them; a campaign compares implementations, so it runs 5.1's embedded ones and says why.
		var bare = cadmus.without(temp.resolve("no-lua-bin"), "lua5.1", "lua5.3", "lua5.4", "luajit");
		Path dir = temp.resolve("fresh");
		var r = bare.run("fuzz", "--lang", "lua", "--count", "40", "--seed", "3", "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(Pattern.compile("(?m)^dialect 5\\.1: 1 of the default dialect 5\\.4's implementations is available here, "
				+ "[3-9] of 5\\.1's; --dialect 5\\.4 keeps 5\\.4").matcher(r.stdout()).find(), r.toString());
		assertTrue(r.stdout().contains("campaign " + dir + ": lua 5.1 on "), r.toString());
		for (String binary : List.of("lua5.1", "luajit")) {
			assertTrue(Pattern.compile("(?m)^  lua\\." + binary + " +left out: unavailable: " + binary
					+ " not found on PATH; install: (sudo )?apt-get install " + binary + "$").matcher(r.stdout()).find(), r.toString());
		}
		assertFalse(r.stdout().contains("alone takes part"), r.toString());
		// Left-out implementations are said once, on stdout, not again as warnings.
		assertFalse(r.stderr().contains("left out"), r.toString());
		assertTrue(r.stdout().contains("40 programs (40 this run), valid 100.0%"), r.toString());

		// Asked for 5.4, it runs it, and says that one implementation compares with nothing.
		var alone = bare.run("fuzz", "--lang", "lua", "--dialect", "5.4", "--count", "10", "--seed", "3", "--out",
				temp.resolve("alone").toString());
		assertEquals(0, alone.exitCode(), alone.toString());
		assertTrue(alone.stdout().contains("campaign " + temp.resolve("alone") + ": lua 5.4 on "), alone.toString());
		assertTrue(alone.stdout().contains("note: lua.luajava-5.4 alone takes part, so the differential oracle has nothing "
				+ "to compare it with"), alone.toString());
	}

	/**
	 * An oracle that counts its checks (Dafny's verification oracle: most programs pass it silently) has its counts
	 * printed after the summary: P' verified and P'' rejected, which no finding shows.
	 */
	@Test
	void aDafnyCampaignPrintsWhatTheVerificationOracleCounted() throws Exception {
		Engines.assumeOnPath("dafny", "apt-get install dafny");
		Path dir = temp.resolve("dafny");
		var r = cadmus.run("fuzz", "--lang", "dafny", "--impl", "dafny.cs", "--oracle", "crash,verification", "--count", "12",
				"--seed", "1", "--workers", "2", "--fail-on", "never", "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		var tallies = Pattern.compile("(?m)^oracle verification: programs judged (\\d+), programs asserted \\(P'\\) (\\d+), "
				+ "assertions (\\d+), P' verified (\\d+), mutants \\(P''\\) (\\d+), P'' rejected (\\d+)$").matcher(r.stdout());
		assertTrue(tallies.find(), r.toString());
		// programs that ran cleanly (of 12) were judged, and of those with values to assert (half), P' verified
		assertTrue(Integer.parseInt(tallies.group(1)) >= 10, r.toString());
		assertTrue(Integer.parseInt(tallies.group(2)) >= 1 && Integer.parseInt(tallies.group(4)) >= 1, r.toString());
		assertEquals(tallies.group(5), tallies.group(6), "every wrong value is rejected: " + r);
		// the crash oracle counts nothing: no line for it
		assertFalse(r.stdout().contains("oracle crash:"), r.toString());
	}

	@Test
	void anSqlCampaignRunsOnTheFiveEmbeddedEnginesWithItsOwnOracles() throws Exception {
		Path dir = temp.resolve("sql");
		var r = cadmus.run("fuzz", "--lang", "sql", "--count", "100", "--seed", "1", "--workers", "2", "--fail-on", "never",
				"--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		for (String engine : List.of("sql.h2", "sql.hsqldb", "sql.derby", "sql.sqlite", "sql.duckdb")) {
			assertTrue(Pattern.compile("(?m)^\\s*" + Pattern.quote(engine) + "\\s+ok ").matcher(r.stdout()).find(),
					engine + " passed its canaries: " + r);
		}
		assertTrue(r.stdout().contains("100 programs (100 this run)"), r.toString());
		// SQL counts statements, the figure SQLancer reports: the summary gives its rate.
		var rate = Pattern.compile("(?m)^this run: [0-9.]+ programs/s  ([0-9]+) statements/s$").matcher(r.stdout());
		assertTrue(rate.find() && Long.parseLong(rate.group(1)) > 0, r.toString());
		String config = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(config.contains("<tr><td><code>tlp</code></td><td>On each engine, a query's rows must equal")
				&& config.contains("<tr><td><code>norec</code></td><td>On each engine, the rows a WHERE clause keeps"),
				"the SQL oracles judge the campaign, and the report says what they check");
	}

	@Test
	void aKilledCampaignResumesWithEveryFindingKeptAndFindingsReproduce() throws Exception {
		Path dir = temp.resolve("killed");
		Path out = temp.resolve("killed.out");
		Path err = temp.resolve("killed.err");
		Process campaign = cadmus.start(out, err, "fuzz", "--lang", "lua", "--dialect", "5.1", "--command",
				"fake=sh " + fake, "--impl", "fake", "--time", "25s", "--seed", "11", "--out", dir.toString());
		String before = waitForFindings(dir, 5, campaign, err);
		// kill -9 of the JVM (the launcher script execs it), as an OOM killer would.
		var children = campaign.descendants().toList();
		campaign.destroyForcibly();
		assertTrue(campaign.waitFor(30, TimeUnit.SECONDS));
		// Orphaned drivers and workers see their input close and exit; fresh processes hit their limits.
		long deadline = System.currentTimeMillis() + 20_000;
		while (children.stream().anyMatch(ProcessHandle::isAlive) && System.currentTimeMillis() < deadline) {
			Thread.sleep(200);
		}
		assertTrue(children.stream().noneMatch(ProcessHandle::isAlive), "orphans outlived the killed campaign: " + children);

		var resumed = cadmus.run("fuzz", "--resume", dir.toString());
		// The resumed run finds more crashes on repeat loops (asserted below): new findings, exit 5.
		assertEquals(5, resumed.exitCode(), resumed.toString());
		assertTrue(ExitCodesTest.summary(resumed.stdout()).newFindings() > 0, resumed.toString());
		assertTrue(resumed.stdout().contains("resuming campaign " + dir), resumed.toString());
		assertTrue(resumed.stdout().contains("finished after"), resumed.toString());
		var after = cadmus.run("findings", dir.toString(), "--all");
		assertEquals(0, after.exitCode(), after.toString());
		var findingLines = before.lines().filter(l -> l.matches("\\d+ .*")).toList();
		assertTrue(findingLines.size() >= 5, before);
		for (String line : findingLines) {
			assertTrue(after.stdout().lines().anyMatch(line::equals), "finding lost in the kill: " + line + "\n" + after);
		}
		assertTrue(after.stdout().lines().filter(l -> l.matches("\\d+ .*")).count() > findingLines.size(),
				"the resumed run found more:\n" + after);
		// Every finding is a crash on a program with a repeat loop, in one bucket.
		var buckets = cadmus.run("findings", dir.toString());
		assertTrue(Pattern.compile("(?m)^1 +crash +\\d+ +1 +- +fake CRASH\\(signal 11\\)$").matcher(buckets.stdout()).find(),
				buckets.toString());
		assertEquals(1, buckets.stdout().lines().filter(l -> l.matches("\\d+ .*")).count(), "one bucket:\n" + buckets);

		for (String line : findingLines.subList(0, 5)) {
			String id = line.split("\\s+")[0];
			var repro = cadmus.run("repro", dir.toString(), id);
			assertEquals(0, repro.exitCode(), repro.toString());
			assertTrue(repro.stdout().contains("identical to the stored text") && repro.stdout().contains("\nreproduced"),
					repro.toString());
		}

		var report = cadmus.run("report", dir.toString());
		assertEquals(0, report.exitCode(), report.toString());
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("fake CRASH(signal 11)") && html.contains("killed"), "report shows the bucket and the killed run");
		assertTrue(Files.readAllLines(dir.resolve("findings.jsonl")).size() == after.stdout().lines()
				.filter(l -> l.matches("\\d+ .*")).count(), "findings.jsonl holds every finding");
	}

	/**
	 * Ctrl-C as a terminal sends it: SIGINT to the campaign's whole process group. The campaign stops cleanly with
	 * 130 and everything it judged stored; the engines' drivers and worker JVMs run in sessions of their own, so the
	 * signal does not reach them: no run crashes of it.
	 */
	@Test
	void ctrlCToTheProcessGroupStopsTheCampaignCleanlyAndSparesTheDrivers() throws Exception {
		// the Debian Lua 5.1 and LuaJIT, whose drivers the signal must spare
		Engines.assumeOnPath("lua5.1", "apt-get install lua5.1");
		Engines.assumeOnPath("luajit", "apt-get install luajit");
		Path dir = temp.resolve("interrupted");
		Path out = temp.resolve("interrupted.out");
		Path err = temp.resolve("interrupted.err");
		Process campaign = cadmus.startInOwnGroup(out, err, "fuzz", "--lang", "lua", "--dialect", "5.1", "--impl",
				"lua.luaj,lua.lua5.1,lua.luajit", "--time", "5m", "--seed", "3", "--out", dir.toString());
		waitForPrograms(dir, 50, campaign, err);
		long group = processGroup(campaign.pid());
		assertEquals(campaign.pid(), group, "setsid made the campaign a process group of its own");
		var children = campaign.descendants().toList();
		var drivers = children.stream().filter(p -> p.info().command().map(c -> c.endsWith("lua5.1") || c.endsWith("luajit"))
				.orElse(false)).toList();
		assertTrue(drivers.size() >= 2, "the campaign runs the native Luas in drivers: " + describe(children));
		for (var child : children) {
			assertTrue(processGroup(child.pid()) != group, "child " + child.pid() + " is in the campaign's process group, "
					+ "so a Ctrl-C would reach it: " + describe(children));
		}
		ExitCodesTest.interrupt(campaign);
		assertTrue(campaign.waitFor(60, TimeUnit.SECONDS), "the campaign did not stop on SIGINT");
		assertEquals(130, campaign.exitValue(), Files.readString(out) + Files.readString(err));
		String printed = Files.readString(out);
		assertTrue(printed.contains("stopped after") && printed.contains("report:   " + dir.resolve("report.html")), printed);
		assertTrue(Files.readString(dir.resolve("report.html")).contains("stopped"), "the report records the stop");
		var judged = Pattern.compile("(\\d+) programs \\((\\d+) this run\\)").matcher(printed);
		assertTrue(judged.find(), printed);
		try (var store = CampaignStore.open(dir)) {
			assertEquals(Long.parseLong(judged.group(1)), store.counters().programs(), "everything judged is stored");
			assertTrue(store.counters().programs() >= 50);
			// No run died of the signal: no crash outcome, no crash finding.
			store.outcomeCounts().forEach((implementation, outcomes) -> assertEquals(0L, outcomes.getOrDefault("CRASH", 0L),
					implementation + " crashed: " + outcomes));
			assertTrue(store.findings().stream().noneMatch(f -> f.oracle().equals("crash")), store.findings().toString());
		}
		// No child outlives the campaign: its drivers and worker JVMs went with it.
		long deadline = System.currentTimeMillis() + 20_000;
		while (children.stream().anyMatch(ProcessHandle::isAlive) && System.currentTimeMillis() < deadline) {
			Thread.sleep(200);
		}
		assertTrue(children.stream().noneMatch(ProcessHandle::isAlive), "children left behind: " + describe(children));
	}

	/** A process's group, the fifth field of /proc/PID/stat (after the command, which may hold spaces). */
	private static long processGroup(long pid) throws java.io.IOException {
		String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
		String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
		return Long.parseLong(fields[2]);
	}

	private static String describe(List<ProcessHandle> processes) {
		return processes.stream().map(p -> p.pid() + " " + p.info().command().orElse("?")).toList().toString();
	}

	private static void waitForPrograms(Path dir, int n, Process campaign, Path err) throws Exception {
		long deadline = System.currentTimeMillis() + 90_000;
		while (System.currentTimeMillis() < deadline) {
			Thread.sleep(1000);
			assertTrue(campaign.isAlive(), "campaign ended early: " + Files.readString(err));
			if (!Files.exists(dir.resolve("campaign.db"))) {
				continue;
			}
			var m = Pattern.compile("(\\d+) programs").matcher(cadmus.run("findings", dir.toString()).stdout());
			if (m.find() && Long.parseLong(m.group(1)) >= n) {
				return;
			}
		}
		throw new AssertionError("no " + n + " programs within 90 s: " + Files.readString(err));
	}

	/** Polls {@code cadmus findings} until the campaign has stored at least n findings; returns that listing. */
	@Test
	void aKilledZestCampaignResumesWithItsCorpusAndCoverage() throws Exception {
		Path dir = temp.resolve("zest");
		Path out = temp.resolve("zest.out");
		Path err = temp.resolve("zest.err");
		Process campaign = cadmus.start(out, err, "fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj",
				"--guidance", "zest", "--time", "60s", "--seed", "5", "--out", dir.toString());
		var corpusLine = Pattern.compile("(?m)^zest: corpus (\\d+) inputs, (\\d+) coverage points \\((\\d+) by valid programs\\)");
		long deadline = System.currentTimeMillis() + 90_000;
		int corpusBefore = 0;
		while (corpusBefore < 20) {
			assertTrue(System.currentTimeMillis() < deadline, "no corpus of 20 inputs within 90 s: " + Files.readString(err));
			assertTrue(campaign.isAlive(), "campaign ended before the kill: " + Files.readString(err));
			Thread.sleep(1000);
			if (Files.exists(dir.resolve("campaign.db"))) {
				var m = corpusLine.matcher(cadmus.run("findings", dir.toString()).stdout());
				corpusBefore = m.find() ? Integer.parseInt(m.group(1)) : 0;
			}
		}
		campaign.destroyForcibly();
		assertTrue(campaign.waitFor(30, TimeUnit.SECONDS));
		assertTrue(Files.readString(out).contains("feedback from lua.luaj:") && Files.readString(out).contains("coverage, JaCoCo"),
				"the banner says what feedback LuaJ gives: " + Files.readString(out));

		Map<Long, String> corpus;
		Set<Long> points;
		long programs;
		try (var store = CampaignStore.open(dir)) {
			corpus = corpusOf(store);
			points = store.coveragePoints().stream().map(CoveragePoint::point).collect(Collectors.toSet());
			programs = store.counters().programs();
		}
		assertTrue(corpus.size() >= 20 && points.size() > 100, corpus.size() + " inputs, " + points.size() + " points");

		var resumed = cadmus.run("fuzz", "--resume", dir.toString());
		// Zest's programs depend on the coverage each run reaches, so whether LuaJ alone meets a finding is not fixed
		// in advance; the exit is what the run says it stored (--fail-on finding, the default).
		assertEquals(ExitCodesTest.summary(resumed.stdout()).newFindings() > 0 ? 5 : 0, resumed.exitCode(), resumed.toString());
		assertTrue(resumed.stdout().contains("guidance: zest"), resumed.toString());
		var summary = Pattern.compile("(?m)^zest: +corpus (\\d+) inputs, (\\d+) points covered").matcher(resumed.stdout());
		assertTrue(summary.find(), resumed.toString());
		try (var store = CampaignStore.open(dir)) {
			var corpusAfter = corpusOf(store);
			var pointsAfter = store.coveragePoints().stream().map(CoveragePoint::point).collect(Collectors.toSet());
			corpus.forEach((index, input) -> assertEquals(input, corpusAfter.get(index), "corpus input " + index + " kept"));
			assertTrue(pointsAfter.containsAll(points), "every point reached before the kill is kept");
			assertTrue(corpusAfter.size() > corpus.size() && pointsAfter.size() > points.size(),
					"the resumed loop went on saving and covering: " + corpusAfter.size() + " inputs, " + pointsAfter.size() + " points");
			assertTrue(store.counters().programs() > programs);
			assertEquals(Integer.parseInt(summary.group(1)), corpusAfter.size(), "the summary counts the whole corpus");
			assertEquals(Integer.parseInt(summary.group(2)), pointsAfter.size(), "and every point");
		}
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("<section id=\"guidance\">") && html.contains("chart-coverage"),
				"the report shows the loop and its coverage over time");
		var corpusFolder = temp.resolve("zest-corpus");
		var corpusListing = cadmus.run("inputs", dir.toString(), "--out", corpusFolder.toString());
		assertEquals(0, corpusListing.exitCode(), corpusListing.toString());
		try (var files = Files.list(corpusFolder)) {
			var written = files.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
			try (var store = CampaignStore.open(dir)) {
				assertEquals(store.corpus().stream().map(e -> "input-" + e.index() + ".lua").collect(Collectors.toSet()), written,
						"every saved input's program, regenerated from its bytes");
			}
		}
	}

	@Test
	void aRandomCampaignMeasuresItsCoverageWhenAskedAndSavesNoInputs() throws Exception {
		Path dir = temp.resolve("random-coverage");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--coverage", "--count", "150",
				"--seed", "2", "--out", dir.toString());
		// These 150 programs of seed 2 run on LuaJ alone without a finding.
		assertEquals(0, r.exitCode(), r.toString());
		assertEquals(0, ExitCodesTest.summary(r.stdout()).findings(), r.toString());
		assertTrue(r.stdout().contains("guidance: random, coverage measured"), r.toString());
		var summary = Pattern.compile("(?m)^coverage: (\\d+) points covered \\((\\d+) by valid programs\\)$").matcher(r.stdout());
		assertTrue(summary.find() && Integer.parseInt(summary.group(1)) > 100, r.toString());
		var listing = cadmus.run("findings", dir.toString());
		assertTrue(listing.stdout().contains("coverage (random): " + summary.group(1) + " coverage points"), listing.toString());
		try (var store = CampaignStore.open(dir)) {
			assertTrue(store.corpus().isEmpty(), "a random campaign saves no inputs");
			assertEquals(Integer.parseInt(summary.group(1)), store.coveragePoints().size());
		}
		var inputs = cadmus.run("inputs", dir.toString());
		assertEquals(0, inputs.exitCode(), inputs.toString());
		assertTrue(inputs.stdout().contains("0 inputs saved (guidance random)"), inputs.toString());
		// A campaign is no corpus of real programs: 'cadmus corpus' says where its inputs are listed.
		var notACorpus = cadmus.run("corpus", dir.toString());
		assertEquals(3, notACorpus.exitCode(), notACorpus.toString());
		assertTrue(notACorpus.stderr().contains("holds a campaign, not a corpus") && notACorpus.stderr().contains("cadmus inputs"),
				notACorpus.toString());

		// A zest campaign of the same length, its report setting the random campaign's coverage beside its own.
		Path zest = temp.resolve("zest-compared");
		var z = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--guidance", "zest", "--count",
				"150", "--seed", "2", "--out", zest.toString());
		assertEquals(ExitCodesTest.summary(z.stdout()).newFindings() > 0 ? 5 : 0, z.exitCode(), z.toString());
		var report = cadmus.run("report", zest.toString(), "--compare", dir.toString());
		assertEquals(0, report.exitCode(), report.toString());
		String html = Files.readString(zest.resolve("report.html"));
		assertTrue(html.contains("Compared with other campaigns on the same implementations"), html);
		assertTrue(html.contains("<code>" + zest + "</code> (this one)</td><td>zest</td>")
				&& html.contains("<code>" + dir + "</code></td><td>random</td>"), "both campaigns in the table");
		assertTrue(html.contains("random: " + dir), "the random campaign's line in the chart's legend");

		Path plain = temp.resolve("no-coverage");
		var p = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "5", "--seed", "1",
				"--out", plain.toString());
		// The first 5 programs of seed 1 run on LuaJ without a finding (the 60 of the README campaign above do).
		assertEquals(0, p.exitCode(), p.toString());
		var refused = cadmus.run("report", zest.toString(), "--compare", plain.toString());
		assertEquals(3, refused.exitCode(), refused.toString());
		assertTrue(refused.stderr().contains("campaign " + plain + " did not measure coverage"), refused.toString());
	}

	private static Map<Long, String> corpusOf(CampaignStore store) {
		var corpus = new java.util.HashMap<Long, String>();
		for (var entry : store.corpus()) {
			corpus.put(entry.index(), java.util.HexFormat.of().formatHex(entry.input()));
		}
		return corpus;
	}

	private static String waitForFindings(Path dir, int n, Process campaign, Path err) throws Exception {
		long deadline = System.currentTimeMillis() + 90_000;
		while (System.currentTimeMillis() < deadline) {
			Thread.sleep(1000);
			if (!Files.exists(dir.resolve("campaign.db"))) {
				continue;
			}
			var listing = cadmus.run("findings", dir.toString(), "--all");
			if (listing.exitCode() == 0 && listing.stdout().lines().filter(l -> l.matches("\\d+ .*")).count() >= n
					&& campaign.isAlive()) {
				return listing.stdout();
			}
			assertTrue(campaign.isAlive(), "campaign ended before the kill: " + Files.readString(err));
		}
		throw new AssertionError("no " + n + " findings within 90 s: " + Files.readString(err));
	}

	@Test
	void badCampaignUsageFailsClearly() throws Exception {
		var zero = cadmus.run("fuzz", "--lang", "lua", "--time", "0s");
		assertEquals(2, zero.exitCode(), zero.toString());
		assertTrue(zero.stderr().contains("duration must be positive"), zero.toString());

		var missing = cadmus.run("fuzz", "--resume", temp.resolve("nothing").toString());
		assertEquals(3, missing.exitCode(), missing.toString());
		assertTrue(missing.stderr().contains("holds no campaign"), missing.toString());

		var both = cadmus.run("fuzz", "--lang", "lua", "--resume", temp.toString());
		assertEquals(2, both.exitCode(), both.toString());

		var wrongDialect = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.4", "--impl", "lua.luaj", "--count", "1");
		assertEquals(2, wrongDialect.exitCode(), wrongDialect.toString());
		assertTrue(wrongDialect.stderr().contains("lua.luaj runs dialect 5.1, not 5.4"), wrongDialect.toString());
		var mixedDialects = cadmus.run("fuzz", "--lang", "lua", "--impl", "lua.luaj,lua.luajava-5.4", "--count", "1");
		assertEquals(2, mixedDialects.exitCode(), mixedDialects.toString());
		assertTrue(mixedDialects.stderr().contains("lua.luaj runs dialect 5.1, not 5.4"), mixedDialects.toString());
		// Without --dialect, that of the implementations named.
		var inferred = cadmus.run("fuzz", "--lang", "lua", "--impl", "lua.luaj", "--count", "1", "--out",
				temp.resolve("inferred").toString());
		assertEquals(0, inferred.exitCode(), inferred.toString());
		assertTrue(inferred.stdout().contains(": lua 5.1 on lua.luaj,"), inferred.toString());

		var noFinding = cadmus.run("repro", temp.resolve("luaj-none").toString(), "1");
		assertEquals(3, noFinding.exitCode(), noFinding.toString());

		var findingsOfNothing = cadmus.run("findings", temp.resolve("nothing").toString());
		assertEquals(3, findingsOfNothing.exitCode(), findingsOfNothing.toString());
	}

}
