package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cadmus fuzz --target FILE} through the product: a campaign of targeted programs (technique clp), or clp's
 * share of a {@code --mix}; the campaign keeps its target, names it in its banner and report, resumes by it and refuses
 * one changed since; a target no technique of the mix needs, a malformed target and a target of another language are
 * refused before anything runs.
 */
class FuzzTargetTest {

	@TempDir
	static Path temp;

	private static Product cadmus;
	private static Path target;

	@BeforeAll
	static void product() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
		target = temp.resolve("closure.target");
		Files.writeString(target, "# a closure made in a loop\nlanguage lua\ncontains FunctionBody inside NumericFor\n");
	}

	@Test
	void aTargetedCampaignKeepsItsTargetAndRefusesOneChangedSince() throws Exception {
		Path dir = temp.resolve("targeted");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "12", "--seed",
				"3", "--target", target.toString(), "--fail-on", "never", "--out", dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("techniques: clp; target " + dir.resolve("target.txt")), r.stdout());
		assertTrue(r.stdout().contains("12 programs (12 this run)"), r.stdout());
		assertEquals(Files.readString(target), Files.readString(dir.resolve("target.txt")), "the campaign keeps its target");
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("kept as target.txt, SHA-256 "), "the report names the target");

		var again = cadmus.run("fuzz", "--resume", dir.toString());
		assertEquals(0, again.exitCode(), again.toString());
		assertTrue(again.stdout().contains("12 programs (0 this run)"), again.stdout());
		Files.writeString(dir.resolve("target.txt"), Files.readString(target) + "contains While\n");
		var changed = cadmus.run("fuzz", "--resume", dir.toString());
		assertEquals(3, changed.exitCode(), changed.toString());
		assertTrue(changed.stderr().contains("the campaign's target " + dir.resolve("target.txt")
				+ " is not the target it began with"), changed.stderr());
	}

	@Test
	void aMixGivesTheTargetItsShare() throws Exception {
		Path dir = temp.resolve("mixed");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj", "--count", "30", "--seed",
				"4", "--target", target.toString(), "--mix", "random:2,clp:1", "--fail-on", "never", "--out",
				dir.toString());
		assertEquals(0, r.exitCode(), r.toString());
		assertTrue(r.stdout().contains("techniques: random 2, clp 1 (shares of the programs); target "
				+ dir.resolve("target.txt")), r.stdout());
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("<section id=\"techniques\">"), "the report compares the techniques");
	}

	@Test
	void aTargetTheCampaignCannotUseIsRefusedBeforeAnythingRuns() throws Exception {
		var unused = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--target", target.toString(), "--mix",
				"random:1", "--out", temp.resolve("unused").toString());
		assertEquals(2, unused.exitCode(), unused.toString());
		assertTrue(unused.stderr().contains("--target is for a technique that needs a target (clp): the campaign's "
				+ "techniques are random"), unused.stderr());

		Path misspelt = temp.resolve("misspelt.target");
		Files.writeString(misspelt, "language lua\ncontains NumericFour\n");
		var bad = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--target", misspelt.toString(), "--out",
				temp.resolve("bad").toString());
		assertEquals(3, bad.exitCode(), bad.toString());
		assertTrue(bad.stderr().contains(misspelt + ":2:10: "), bad.stderr());
		assertTrue(!Files.exists(temp.resolve("bad")), "no campaign was made");

		Path js = temp.resolve("js.target");
		Files.writeString(js, "language js\ncontains While\n");
		var other = cadmus.run("fuzz", "--lang", "lua", "--count", "1", "--target", js.toString(), "--out",
				temp.resolve("other").toString());
		assertEquals(3, other.exitCode(), other.toString());
		assertTrue(other.stderr().contains(js + " is a target for js, not lua"), other.stderr());
	}
}
