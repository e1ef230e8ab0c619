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

/**
 * {@code cadmus reduce} through the product, on a seeded fault: a campaign against a shell script that
 * segfaults on Lua programs with a repeat loop stores crash findings; reducing one must give a program a
 * tenth of the original's size or less that still crashes the script, judged again by the crash oracle.
 */
class ReduceCommandTest {

	@TempDir
	static Path temp;

	private static Product cadmus;
	private static Path fake;
	private static Path campaign;

	@BeforeAll
	static void campaignWithCrashes() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
		fake = FaultyLua.SEGFAULT_ON_REPEAT.write(temp.resolve("fake.sh"));
		campaign = temp.resolve("campaign");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl", "fake",
				"--count", "200", "--seed", "11", "--fail-on", "never", "--out", campaign.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(Files.readAllLines(campaign.resolve("findings.jsonl")).size() >= 3, "the fault was found: " + r);
	}

	@Test
	void aCrashFindingIsReducedToATenthOrLessAndStillCrashesTheImplementation() throws Exception {
		var r = cadmus.run("reduce", campaign.toString(), "1", "--time", "2m", "--workers", "2");
		assertEquals(0, r.exitCode(), r.toString());
		var sizes = Pattern.compile("finding 1 reduced from (\\d+) to (\\d+) tokens").matcher(r.stdout());
		assertTrue(sizes.find(), r.toString());
		int original = Integer.parseInt(sizes.group(1));
		int reduced = Integer.parseInt(sizes.group(2));
		assertTrue(reduced * 10 <= original, "reduced " + original + " to " + reduced + " tokens: " + r);
		Path file = campaign.resolve("reduced").resolve("finding-1.lua");
		String text = Files.readString(file);
		assertTrue(r.stdout().contains(text.stripTrailing()), "the reduced program is printed: " + r);
		assertTrue(text.contains("repeat"), text);
		assertTrue(r.stdout().contains("passes: tree and decisions, then ") && r.stdout().contains(", then lines and tokens"),
				"a crash is cut as text too: " + r);
		// The reduced program crashes the implementation alone, outside Cadmus.
		var crash = new ProcessBuilder("sh", fake.toString(), file.toString()).start();
		assertTrue(crash.waitFor(10, TimeUnit.SECONDS));
		assertEquals(128 + 11, crash.exitValue(), "SIGSEGV");
	}

	/**
	 * {@code fuzz --reduce}: the first finding of each new bucket is reduced while the campaign runs; the
	 * reduced program is stored, written under reduced/, and shown first by findings.jsonl, {@code cadmus
	 * findings} and the report.
	 */
	@Test
	void aCampaignWithReduceReducesEachNewBucketAndShowsTheReducedProgramFirst() throws Exception {
		Path dir = temp.resolve("reducing");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl", "fake",
				"--count", "200", "--seed", "11", "--fail-on", "never", "--reduce", "--reduce-time", "90s", "--out",
				dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		var summary = Pattern.compile("reduced: +(\\d+) findings this run").matcher(r.stdout());
		assertTrue(summary.find() && Integer.parseInt(summary.group(1)) >= 1, r.toString());
		var first = Files.readAllLines(dir.resolve("findings.jsonl")).get(0);
		var reduced = Pattern.compile("\"reduced\":\\{\"reproduced\":true,\"text\":\"(.*?)\",\"tokens\":(\\d+),"
				+ "\"originalTokens\":(\\d+)").matcher(first);
		assertTrue(reduced.find(), "the reduced program comes with the finding: " + first);
		assertTrue(first.indexOf("\"reduced\"") < first.indexOf("\"signature\""), "and before the rest: " + first);
		assertTrue(Integer.parseInt(reduced.group(2)) * 10 <= Integer.parseInt(reduced.group(3)), first);
		Path file = dir.resolve("reduced").resolve("finding-1.lua");
		String text = Files.readString(file);
		var findings = cadmus.run("findings", dir.toString());
		assertTrue(findings.stdout().contains("bucket 1, finding 1 reduced"), findings.toString());
		for (String line : text.strip().split("\n")) {
			assertTrue(findings.stdout().contains("  " + line), "cadmus findings shows the reduced program: " + findings);
		}
		String report = Files.readString(dir.resolve("report.html"));
		assertTrue(report.indexOf("<h4>Reduced program</h4>") >= 0
				&& report.indexOf("<h4>Reduced program</h4>") < report.indexOf("<h4>Original program</h4>"), "report");
		var crash = new ProcessBuilder("sh", fake.toString(), file.toString()).start();
		assertTrue(crash.waitFor(10, TimeUnit.SECONDS));
		assertEquals(128 + 11, crash.exitValue(), "the reduced program still crashes the implementation alone");
	}

	@Test
	void aFindingThatNoLongerReproducesIsNotReducedAndBadArgumentsAreNamed() throws Exception {
		Path fixed = temp.resolve("fixed");
		var copy = new ProcessBuilder("cp", "-r", campaign.toString(), fixed.toString()).inheritIO().start();
		assertEquals(0, copy.waitFor());
		// The bug is fixed: the same command no longer crashes on anything.
		Files.writeString(fake, "#!/bin/sh\nexit 0\n");
		try {
			var r = cadmus.run("reduce", fixed.toString(), "2", "--time", "30s");
			assertEquals(6, r.exitCode(), r.toString());
			assertTrue(r.stdout().contains("finding 2 does NOT reproduce"), r.toString());
			assertTrue(Files.notExists(fixed.resolve("reduced").resolve("finding-2.lua")));
		} finally {
			FaultyLua.SEGFAULT_ON_REPEAT.write(fake);
		}
		var missing = cadmus.run("reduce", campaign.toString(), "99999");
		assertEquals(2, missing.exitCode(), missing.toString());
		assertTrue(missing.stderr().contains("no finding 99999"), missing.toString());
		var noCampaign = cadmus.run("reduce", temp.resolve("nowhere").toString(), "1");
		assertEquals(3, noCampaign.exitCode(), noCampaign.toString());
	}

	@Test
	void sqlErrorFindingsAreReducedByTreeAndDecisionEditsToAThirdAndStillFailTheSameWayOnTheEngine() throws Exception {
		Path dir = temp.resolve("h2");
		var r = cadmus.run("fuzz", "--lang", "sql", "--impl", "sql.h2", "--count", "1500", "--seed", "1", "--fail-on",
				"never", "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		var findings = Files.readAllLines(dir.resolve("findings.jsonl"));
		assertTrue(findings.size() >= 2, "H2 fails on some conforming programs: " + r);
		for (int id = 1; id <= 2; id++) {
			var reduced = cadmus.run("reduce", dir.toString(), Integer.toString(id), "--time", "60s", "--workers", "2");
			assertEquals(0, reduced.exitCode(), reduced.toString());
			var sizes = Pattern.compile("reduced from (\\d+) to (\\d+) tokens").matcher(reduced.stdout());
			// Deleting whole statements and clauses (tree edits) takes these to a third or less; shrinking the
			// trace alone left about half.
			assertTrue(sizes.find() && Integer.parseInt(sizes.group(2)) * 3 <= Integer.parseInt(sizes.group(1)),
					reduced.toString());
			assertTrue(reduced.stdout().contains("passes: tree and decisions") && !reduced.stdout().contains("lines and tokens"),
					"no text edits for an error finding: " + reduced);
			// Run alone on H2, the reduced program fails as the finding's did: the bucket's error, message folded.
			var signature = Pattern.compile("\"signature\":\"sql\\.h2 (RUNTIME_ERROR|SYNTAX_ERROR)\\(([^'\\\\\"]{8,40})")
					.matcher(findings.get(id - 1));
			assertTrue(signature.find(), findings.get(id - 1));
			Path file = dir.resolve("reduced").resolve("finding-" + id + ".sql");
			var run = cadmus.run("run", "--lang", "sql", "--impl", "sql.h2", file.toString());
			assertTrue(Pattern.compile("sql\\.h2 +" + signature.group(1) + " .*" + Pattern.quote(
					signature.group(2).replaceFirst("^N: ", "").strip())).matcher(run.stdout()).find(),
					"reduced program " + id + " fails as " + signature.group() + ":\n" + run + "\n" + Files.readString(file));
		}
	}

	/**
	 * A program file (no decisions): its text is cut while it keeps the finding it shows on the implementations;
	 * a file that shows none is not reduced.
	 */
	@Test
	void aProgramFileIsCutAsTextKeepingItsFinding() throws Exception {
		Path file = temp.resolve("sum-null.sql");
		Files.writeString(file, """
				CREATE TABLE t (c0 INTEGER, c1 VARCHAR(20));
				INSERT INTO t VALUES (1, 'a');
				INSERT INTO t VALUES (2, 'b');
				SELECT c1, c0 + 1 FROM t WHERE c0 > 0 ORDER BY c0;
				SELECT COUNT(*), MAX(c1) FROM t;
				SELECT SUM(CAST(NULL AS INTEGER) + 8) FROM t;
				SELECT c0 FROM t WHERE c1 = 'b';
				""");
		var r = cadmus.run("reduce", "--lang", "sql", "--impl", "sql.h2", "--oracle", "no-exception", "--time", "60s",
				file.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("finding: no-exception sql.h2 RUNTIME_ERROR(N: SUM or AVG on wrong data type"), r.toString());
		assertTrue(r.stdout().contains("passes: statements of the parsed program deleted or hoisted, then lines and tokens"),
				r.toString());
		var sizes = Pattern.compile("reduced from (\\d+) to (\\d+) tokens").matcher(r.stdout());
		assertTrue(sizes.find() && Integer.parseInt(sizes.group(2)) * 2 <= Integer.parseInt(sizes.group(1)), r.toString());
		Path reduced = temp.resolve("sum-null.reduced.sql");
		var run = cadmus.run("run", "--lang", "sql", "--impl", "sql.h2", reduced.toString());
		assertTrue(run.stdout().contains("SUM or AVG on wrong data type"), run + "\n" + Files.readString(reduced));

		Path fine = temp.resolve("fine.sql");
		Files.writeString(fine, "CREATE TABLE t (c0 INTEGER);\nSELECT * FROM t;\n");
		var none = cadmus.run("reduce", "--lang", "sql", "--impl", "sql.h2", "--oracle", "no-exception", fine.toString());
		assertEquals(6, none.exitCode(), none.toString());
		assertTrue(none.stdout().contains("shows no finding of no-exception"), none.toString());
		var usage = cadmus.run("reduce", "--lang", "sql", fine.toString());
		assertEquals(2, usage.exitCode(), usage.toString());
		assertTrue(usage.stderr().contains("--impl"), usage.toString());
	}
}
