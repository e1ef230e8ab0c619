package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.testing.Engines;

/**
 * {@code cadmus upstream}: a campaign's finding and a kept one become reports whose commands were run with the engine
 * alone as the report was written — the command shows the bug (exit 0) until the engine is fixed (exit 6); the
 * command is cut to the options the bug needs; bad input is a one-line error.
 */
class UpstreamCommandTest {

	@TempDir
	static Path temp;

	private static Product cadmus;

	@BeforeAll
	static void setUp() {
		cadmus = new Product(temp.resolve("configuration"));
	}

	@Test
	void aCampaignsCrashBecomesAReportWhoseCommandShowsItUntilTheEngineIsFixed() throws Exception {
		Engines.assumeOnPath("lua5.1", "apt-get install lua5.1");
		Path fake = FaultyLua.LUA51_SEGFAULT_ON_REPEAT.write(temp.resolve("fake.sh"));
		Path dir = temp.resolve("crashes");
		var campaign = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl",
				"lua.lua5.1,fake", "--oracle", "crash", "--count", "60", "--seed", "11", "--out", dir.toString());
		assertEquals(5, campaign.exitCode(), campaign.toString());
		var listing = cadmus.run("findings", dir.toString(), "--all");
		var crash = Pattern.compile("(?m)^(\\d+) +\\d+ +\\d+ +crash ").matcher(listing.stdout());
		assertTrue(crash.find(), "a crash finding: " + listing);
		String finding = crash.group(1);

		var report = cadmus.run("upstream", dir.toString(), finding, "--tracker", "new (searched nowhere: a fake)");
		assertEquals(0, report.exitCode(), report.toString());
		String text = report.stdout();
		assertTrue(text.startsWith("# command sh " + fake + ": signal 11 (SIGSEGV) on a "), text);
		assertTrue(text.contains("## To reproduce\n```sh\nsh " + fake + " bug.lua\n```"), text);
		assertTrue(text.contains("## Actual\nsignal 11 (SIGSEGV), output:\n```\n(nothing)\n```"), text);
		// Expected: what lua5.1 alone printed, run for the report.
		var expected = Pattern.compile("## Expected\nexit 0, output:\n```\n([^`]+)\n```").matcher(text);
		assertTrue(expected.find(), text);
		assertFalse(expected.group(1).isBlank(), text);
		assertTrue(text.contains("- `lua.lua5.1`, Lua 5.1") && text.contains("`lua5.1 bug.lua`: exit 0"), text);
		assertTrue(text.contains("finding " + finding + " of bucket") && text.contains("oracle crash: fake CRASH(signal 11)"),
				text);
		assertTrue(text.endsWith("Tracker searched for this bug: new (searched nowhere: a fake)\n"), text);
		assertTrue(text.contains("repeat"), "the program is the crashing one: " + text);

		// The engine's bug is fixed: the report's command no longer shows it, and says so.
		FaultyLua.LUA51.write(fake);
		var fixed = cadmus.run("upstream", dir.toString(), finding);
		assertEquals(6, fixed.exitCode(), fixed.toString());
		assertTrue(fixed.stderr().contains("the engine alone does not show the bug"), fixed.toString());
		assertTrue(fixed.stdout().contains("the engine alone does not show the bug"), fixed.toString());
	}

	@Test
	void aKeptFindingsReportGivesTheShortestCommandThatShowsIt() throws Exception {
		Path kept = sources().resolve("languages/cadmus.lang.php/findings/php84-function-jit-foreach-break-segfault.php");
		Path out = temp.resolve("php84.md");
		var r = cadmus.run("upstream", kept.toString(), "--out", out.toString());
		Assumptions.assumeFalse(r.exitCode() == 4, () -> Engines.NOT_INSTALLED + r.stderr().strip());
		assertEquals(0, r.exitCode(), r.toString());
		String text = Files.readString(out);
		assertTrue(text.startsWith("# PHP 8.4."), text);
		var reproduce = Pattern.compile("## To reproduce\n```sh\n(php8\\.4 [^\n]*)\n```").matcher(text);
		assertTrue(reproduce.find(), text);
		String command = reproduce.group(1);
		// What the function JIT needs is kept; the tier's limits and the common settings are not needed for this bug.
		assertTrue(command.startsWith("php8.4 -n ") && command.contains("-d opcache.jit=1205")
				&& command.contains("-d zend_extension=opcache")
				&& command.endsWith(" php84-function-jit-foreach-break-segfault.php"), command);
		assertFalse(command.contains("jit_max_root_traces") || command.contains("memory_limit"), command);
		assertTrue(text.contains("not needed for this bug") && text.contains("-d opcache.jit_max_root_traces=100000"), text);
		assertTrue(text.contains("## Actual\nsignal 11 (SIGSEGV)"), text);
		assertTrue(text.contains("## Expected\nexit 0, output:\n```\ndone\n```"), text);
		assertTrue(text.contains("`php.plain-debian13` (the same binary, another tier)"), text);
		// The program is the file without its header block, which becomes the report's notes.
		assertTrue(text.contains("```php\n<?php\nfunction f() {"), text);
		assertFalse(text.contains("cadmus-finding:"), text);
		assertTrue(text.contains("Tracker searched for this bug: new"), text);
	}

	/**
	 * A deoptimization loop prints what it should, so its report's actual and expected are the optimizing tiers'
	 * traces: the loop on the tier that shows it, none on the same binary's Maglev tier.
	 */
	@Test
	void aDeoptimizationLoopsReportShowsTheTracesNotTheRuns() throws Exception {
		Path kept = sources().resolve("languages/cadmus.lang.js/findings/v8-osr-code-deoptimized-on-every-call-after-its-loop.js");
		Path out = temp.resolve("v8.md");
		var r = cadmus.run("upstream", kept.toString(), "--out", out.toString());
		Assumptions.assumeFalse(r.exitCode() == 4, () -> Engines.NOT_INSTALLED + r.stderr().strip());
		assertEquals(0, r.exitCode(), r.toString());
		String text = Files.readString(out);
		assertTrue(text.lines().findFirst().orElseThrow().endsWith(
				": deoptimization loop (Insufficient type feedback for binary operation) on a 8-line program"), text);
		assertTrue(Pattern.compile("## Actual\nthe trace shows 1 deoptimization loop:\n- f \\(opt id \\d+, bytecode offset \\d+\\):"
				+ " Insufficient type feedback for binary operation, \\d+ times").matcher(text).find(), text);
		assertTrue(text.contains("- `js.node26-maglev` (the same binary, another tier)") && text.contains(
				"--invocation-count-for-maglev-osr=2 --no-concurrent-recompilation --no-concurrent-osr: no deoptimization loop"),
				text);
		assertFalse(text.contains("this is the expected result"), text);
	}

	@Test
	void badInputIsAOneLineErrorNamingIt() throws Exception {
		Path noHeader = Files.writeString(temp.resolve("plain.lua"), "print(1)\n");
		var r = cadmus.run("upstream", noHeader.toString());
		assertEquals(3, r.exitCode(), r.toString());
		assertTrue(r.stderr().strip().lines().count() == 1 && r.stderr().contains(noHeader.toString())
				&& r.stderr().contains("cadmus-finding:"), r.toString());

		Path unknown = Files.writeString(temp.resolve("program.cob"), "DISPLAY 'X'.\n");
		var u = cadmus.run("upstream", unknown.toString());
		assertEquals(3, u.exitCode(), u.toString());
		assertTrue(u.stderr().contains("no installed language has files named *.cob"), u.toString());

		Path unknownImpl = Files.writeString(temp.resolve("ghost.lua"),
				"-- cadmus-finding: impl=lua.ghost version=1 outcome=CRASH error=x tracker=new\nprint(1)\n");
		var g = cadmus.run("upstream", unknownImpl.toString());
		assertEquals(4, g.exitCode(), g.toString());
		assertTrue(g.stderr().contains("implementation lua.ghost is not installed"), g.toString());

		var noCampaign = cadmus.run("upstream", temp.toString(), "3");
		assertEquals(3, noCampaign.exitCode(), noCampaign.toString());
	}

	private static Path sources() throws java.io.IOException {
		String location = System.getProperty("cadmus.sources");
		assertTrue(location != null, "system property cadmus.sources is not set");
		return Path.of(location).toRealPath();
	}
}
