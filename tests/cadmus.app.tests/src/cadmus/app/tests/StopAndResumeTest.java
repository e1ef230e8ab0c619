package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Campaigns stopped as users and machines stop them, through the product: killed with SIGKILL (as an OOM killer
 * would) and resumed without losing a finding or a zest campaign's corpus and coverage, and stopped by a Ctrl-C to
 * the process group, which the campaign's drivers must not take for a crash. Findings come from a fault-injecting
 * implementation given with --command: a shell script that segfaults on programs with a repeat loop.
 */
class StopAndResumeTest {

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
	void aKilledCampaignResumesWithEveryFindingKeptAndFindingsReproduce() throws Exception {
		Path dir = temp.resolve("killed");
		Path out = temp.resolve("killed.out");
		Path err = temp.resolve("killed.err");
		Process campaign = cadmus.start(out, err, "fuzz", "--lang", "lua", "--dialect", "5.1", "--command",
				"fake=sh " + fake, "--impl", "fake", "--time", "10m", "--seed", "11", "--out", dir.toString());
		CampaignWatch.until(dir, campaign, err, "5 findings", store -> store.findings().size() >= 5);
		String before = cadmus.run("findings", dir.toString(), "--all").stdout();
		assertTrue(campaign.isAlive(), "campaign ended before the kill: " + Files.readString(err));
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

		// Resumed for a while rather than for the nine minutes and more its --time has left (the product's runs time
		// out after two minutes, so this fails when --more-time does not end the run).
		var resumed = cadmus.run("fuzz", "--resume", dir.toString(), "--more-time", "10s");
		// The resumed run finds more crashes on repeat loops (asserted below): new findings, exit 5.
		assertEquals(5, resumed.exitCode(), resumed.toString());
		assertTrue(ExitCodesTest.summary(resumed.stdout()).newFindings() > 0, resumed.toString());
		assertTrue(resumed.stdout().contains("resuming campaign " + dir + " for 10 s more"), resumed.toString());
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
		assertTrue(Pattern.compile("(?m)^1 +crash +\\d+ +1 +- +- +fake CRASH\\(signal 11\\)$").matcher(buckets.stdout()).find(),
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
		CampaignWatch.until(dir, campaign, err, "50 programs", store -> store.counters().programs() >= 50);
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


	@Test
	void aKilledZestCampaignResumesWithItsCorpusAndCoverage() throws Exception {
		Path dir = temp.resolve("zest");
		Path out = temp.resolve("zest.out");
		Path err = temp.resolve("zest.err");
		Process campaign = cadmus.start(out, err, "fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj",
				"--guidance", "zest", "--time", "10m", "--seed", "5", "--out", dir.toString());
		CampaignWatch.until(dir, campaign, err, "a corpus of 20 inputs", store -> store.corpus().size() >= 20);
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

		var resumed = cadmus.run("fuzz", "--resume", dir.toString(), "--more-time", "20s");
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
	private static Map<Long, String> corpusOf(CampaignStore store) {
		var corpus = new java.util.HashMap<Long, String>();
		for (var entry : store.corpus()) {
			corpus.put(entry.index(), java.util.HexFormat.of().formatHex(entry.input()));
		}
		return corpus;
	}

}
