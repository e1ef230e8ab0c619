package cadmus.exec.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.exec.EnginePlace;
import cadmus.exec.EngineRoot;
import cadmus.exec.ProcessRunner;
import cadmus.testing.Engines;

/**
 * What {@link EngineRoot} promises, on the Debian 13 root releng/install-engines makes: its binaries run inside it
 * (its Lua, not the machine's), files written into one of its scratch directories are read there by the paths the
 * command was written with, the working directory is that scratch directory, /proc is there, and what it lacks is
 * named with the script that makes it. Skipped, saying so, where the root is not installed.
 */
class EngineRootTest {

	private static final EngineRoot ROOT = EngineRoot.DEBIAN_13;
	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(10), 1 << 16);

	@Test
	void aProgramWrittenIntoItsScratchRunsOnTheRootsBinary() throws Exception {
		Engines.assumeInRoot(ROOT, "lua5.4");
		String lua = ROOT.binary("lua5.4").orElseThrow();
		assertEquals("/usr/bin/lua5.4", lua, "the path as the root sees it");
		try (var dir = ROOT.scratch("cadmus-test")) {
			assertTrue(dir.path().startsWith(ROOT.path().resolve("tmp")), dir.path() + " is under the root's /tmp");
			var program = dir.path().resolve("program.lua");
			Files.writeString(program, """
					local f = io.open("/proc/self/maps") print(f ~= nil and "proc" or "no proc")
					print(_VERSION, io.open("./program.lua") ~= nil)
					print(io.open("/etc/debian_version"):read("l"))
					""", StandardCharsets.UTF_8);
			var command = ROOT.command(List.of(lua, program.toString()), dir.path());
			var result = ProcessRunner.run(command, dir.path(), "", LIMITS);
			assertEquals(0, result.exitCode(), result.toString());
			var lines = result.stdout().lines().toList();
			assertEquals("proc", lines.get(0), "the machine's /proc is there: " + result);
			assertEquals("Lua 5.4\ttrue", lines.get(1), "the working directory is the scratch directory: " + result);
			assertTrue(lines.get(2).startsWith("13."), "Debian 13's files, not the machine's: " + result);
		}
	}

	@Test
	void aProbeRunsInTheRootAndSeesItsRelease() throws Exception {
		Engines.assumeInRoot(ROOT, "lua5.4");
		var inRoot = ROOT.run(List.of("/usr/bin/lua5.4", "-v"), LIMITS);
		var onMachine = EnginePlace.MACHINE.run(List.of("sh", "-c", "cat /etc/debian_version"), LIMITS);
		assertTrue(inRoot.stdout().startsWith("Lua 5.4.7"), "Debian 13's Lua: " + inRoot);
		assertFalse(onMachine.stdout().startsWith("13."), "the machine's own release is another: " + onMachine);
	}

	@Test
	void whatTheRootLacksIsNamedWithTheScriptThatMakesIt() {
		var nowhere = new EngineRoot("no-such-root", "nosuch", "Debian 99");
		assertTrue(nowhere.binary("lua5.4").isEmpty());
		assertEquals("no Debian 99 root at " + nowhere.path() + " (releng/install-engines makes it)", nowhere.missing("lua5.4"));
		Engines.assumeInRoot(ROOT, "lua5.4");
		assertTrue(ROOT.binary("no-such-engine").isEmpty());
		assertEquals("no-such-engine is not in Debian 13 (trixie)'s root at " + ROOT.path()
				+ " (releng/install-engines installs it there)", ROOT.missing("no-such-engine"));
		assertEquals("-debian13", ROOT.idSuffix());
	}
}
