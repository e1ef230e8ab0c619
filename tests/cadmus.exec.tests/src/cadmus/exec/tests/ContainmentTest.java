package cadmus.exec.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.exec.Containment;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;
import cadmus.testing.Engines;

/**
 * What {@link Containment} promises, checked on real child processes: no network but loopback where the
 * machine allows a network namespace (and a warning saying so where it does not), an own session, and the
 * address-space and CPU limits in force. Where setsid or prlimit is not installed, its test is skipped, saying so.
 */
class ContainmentTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(5), 1 << 16, 256L << 20);

	private static String run(String script) throws Exception {
		try (var dir = new ScratchDirectory("cadmus-test")) {
			var r = ProcessRunner.run(List.of("sh", "-c", script), dir.path(), "", LIMITS);
			assertEquals(0, r.exitCode(), r.toString());
			return r.stdout();
		}
	}

	@Test
	void childrenSeeNoNetworkOrTheMachineSaysWhyNot() throws Exception {
		var containment = Containment.get();
		if (containment.describe().contains("network namespace yes")) {
			// /proc/net/dev lists the interfaces of the process's network namespace: a fresh one has only lo.
			var interfaces = run("tail -n +3 /proc/net/dev").lines().map(l -> l.strip().split(":")[0]).toList();
			assertEquals(List.of("lo"), interfaces);
		} else {
			assertTrue(containment.warnings().stream().anyMatch(w -> w.contains("no network isolation")),
					containment.warnings().toString());
		}
	}

	/** setsid comes with Debian's util-linux: where it is installed, Containment must use it. */
	@Test
	void childrenRunInTheirOwnSession() throws Exception {
		Engines.assumeOnPath("setsid", "apt-get install util-linux");
		var containment = Containment.get();
		assertTrue(containment.describe().contains("session true"), containment.describe() + " " + containment.warnings());
		long ourSession = Long.parseLong(run("ps -o sid= -p " + ProcessHandle.current().pid()).strip());
		long theirs = Long.parseLong(run("ps -o sid= -p $$").strip());
		assertNotEquals(ourSession, theirs);
	}

	/** prlimit comes with Debian's util-linux: where it is installed, Containment must use it. */
	@Test
	void childrenRunUnderTheAddressSpaceAndCpuLimits() throws Exception {
		Engines.assumeOnPath("prlimit", "apt-get install util-linux");
		var containment = Containment.get();
		assertTrue(containment.describe().contains("prlimit true"), containment.describe() + " " + containment.warnings());
		// ulimit reports KiB for -v and seconds for -t.
		assertEquals(Long.toString(LIMITS.memoryBytes() / 1024), run("ulimit -v").strip());
		assertEquals(Long.toString(LIMITS.cpuSeconds() + 1), run("ulimit -t").strip());
	}
}
