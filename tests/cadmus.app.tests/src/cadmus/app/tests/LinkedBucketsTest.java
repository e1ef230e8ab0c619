package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One bug, one count: an implementation that crashes on repeat loops (C Lua 5.1 otherwise) shows as a crash bucket
 * and as a differential bucket ("fake:CRASH(signal 11) | lua.luaj:OK"). The campaign's summary, {@code cadmus
 * findings} and the report link the differential bucket to the crash's and count it once.
 */
class LinkedBucketsTest {

	@TempDir
	static Path temp;

	@Test
	void aDisagreementThatIsOnlyACrashIsLinkedToTheCrashBucketAndCountedOnce() throws Exception {
		Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/lua5.1")), "C Lua 5.1 (Debian lua5.1) is not installed");
		var cadmus = new Product(temp.resolve("configuration"));
		Path fake = FaultyLua.LUA51_SEGFAULT_ON_REPEAT.write(temp.resolve("fake.sh"));
		Path dir = temp.resolve("linked");
		var r = cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl",
				"lua.luaj,fake", "--oracle", "crash,differential", "--count", "80", "--seed", "11", "--out", dir.toString());
		assertEquals(5, r.exitCode(), r.toString());
		var listing = cadmus.run("findings", dir.toString());
		assertEquals(0, listing.exitCode(), listing.toString());
		var crash = Pattern.compile("(?m)^(\\d+) +crash +\\d+ +\\d+ +- +- +fake CRASH\\(signal 11\\)$").matcher(listing.stdout());
		assertTrue(crash.find(), "the crash bucket: " + listing);
		String crashBucket = crash.group(1);
		var linked = Pattern.compile("(?m)^(\\d+)~" + crashBucket + " +differential +\\d+ +\\d+ +- +- +fake:CRASH\\(signal 11\\) \\| lua\\.luaj:OK$")
				.matcher(listing.stdout());
		assertTrue(linked.find(), "the differential bucket of the crash is linked to the crash's: " + listing);
		assertTrue(listing.stdout().contains("(A~B: bucket A names the failure bucket B names"), listing.toString());
		// Counted once: the buckets listed, less those linked.
		long listed = listing.stdout().lines().filter(l -> l.matches("\\d+(~\\d+)? .*")).count();
		long linkedCount = listing.stdout().lines().filter(l -> l.matches("\\d+~\\d+ .*")).count();
		var header = Pattern.compile("(\\d+) findings in (\\d+) buckets").matcher(listing.stdout());
		assertTrue(header.find(), listing.toString());
		assertEquals(listed - linkedCount, Long.parseLong(header.group(2)), listing.toString());
		var summary = ExitCodesTest.summary(r.stdout());
		assertEquals(listed - linkedCount, summary.buckets(), r.toString());
		assertEquals(summary.buckets(), summary.newBuckets(), "a fresh campaign's bugs are all new: " + r);
		assertTrue(r.stdout().contains("linked:   bucket " + linked.group(1) + " (differential) names the failure of bucket "
				+ crashBucket), r.toString());
		String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
		assertTrue(html.contains("linked to <a href=\"#bucket-" + crashBucket + "\">bucket " + crashBucket + "</a>"),
				"the report shows the link");
		assertTrue(html.contains("<tr><th scope=\"row\">Buckets (bugs)</th><td class=\"num\">" + (listed - linkedCount)
				+ "</td></tr>"), "the report counts bugs");
	}
}
