package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.campaign.store.CampaignStore;
import cadmus.testing.Engines;

/**
 * Campaigns through the product as a user runs them: the README's main command on the embedded LuaJ alone, each
 * language's campaign with its own oracles, coverage measured and compared in reports, and bad usage (campaigns
 * stopped and resumed: {@link StopAndResumeTest}).
 */
class FuzzCommandTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void setUp() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
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

	/**
	 * A hot campaign traces every 20th program on each implementation that can say what its optimizing tier compiled
	 * (LuaJIT's -jv here, with every loop hot at once), and says what it compiled, after the campaign and in the report;
	 * implementations that cannot tell (LuaJ) get no line.
	 */
	@Test
	void aHotCampaignSaysWhatItsOptimizingTiersCompiled() throws Exception {
		Engines.assumeOnPath("luajit", "apt-get install luajit");
		Path dir = temp.resolve("hot-traced");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj,lua.luajit-hot", "--count", "40",
				"--seed", "3", "--hot", "50", "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		var line = Pattern.compile("jit: +lua\\.luajit-hot: LuaJIT's trace compiler compiled the program's own code in (\\d+) of 2 programs")
				.matcher(r.stdout());
		assertTrue(line.find(), r.toString());
		assertTrue(Integer.parseInt(line.group(1)) >= 1, "with every loop hot at once, LuaJIT compiled at least one: " + r);
		assertFalse(r.stdout().contains("jit:      lua.luaj:"), r.toString());
		try (var store = CampaignStore.open(dir)) {
			var figures = store.optimizationFigures();
			assertEquals(List.of("lua.luajit-hot"), figures.stream().map(f -> f.implementation()).toList());
			assertEquals(2, figures.get(0).traced(), "programs 0 and 20 of 40");
		}
		String report = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(report.contains("<h2>Optimizing tiers</h2>") && report.contains("<code>lua.luajit-hot</code>"), report);
	}

	/** A campaign of hot programs says so and keeps it for its resumption; a language without a hot form is refused. */
	@Test
	void aHotCampaignRunsItsProgramsInTheirHotForm() throws Exception {
		Path dir = temp.resolve("hot");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj,lua.luajava-5.1", "--count", "30",
				"--seed", "1", "--hot", "20", "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("hot form: each program runs 20 times in one process"), r.toString());
		assertTrue(r.stdout().contains("30 programs (30 this run), valid 100.0%"), r.toString());
		try (var store = CampaignStore.open(dir)) {
			assertEquals(20, store.config().hotRounds());
		}
		var php = cadmus.run("fuzz", "--lang", "sql", "--hot", "20", "--count", "1", "--out", temp.resolve("hot-sql").toString());
		assertEquals(2, php.exitCode(), php.toString());
		assertTrue(php.stderr().contains("--hot: language sql has no hot form"), php.toString());
		assertFalse(Files.exists(temp.resolve("hot-sql").resolve("campaign.db")), "nothing stored for a refused campaign");
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
		var moreTimeOfNothing = cadmus.run("fuzz", "--lang", "lua", "--more-time", "10s");
		assertEquals(2, moreTimeOfNothing.exitCode(), moreTimeOfNothing.toString());
		assertTrue(moreTimeOfNothing.stderr().contains("--resume"), "--more-time goes with --resume: " + moreTimeOfNothing);

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
