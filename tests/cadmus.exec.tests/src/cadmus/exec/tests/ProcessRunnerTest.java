package cadmus.exec.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.api.ExecutionLimits;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;

class ProcessRunnerTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(2), 1000);

	@Test
	void outputAndExitCodeAreCaptured() throws Exception {
		try (var dir = new ScratchDirectory("cadmus-test")) {
			var r = ProcessRunner.run(List.of("sh", "-c", "cat; echo err >&2; exit 7"), dir.path(), "in", LIMITS);
			assertEquals(7, r.exitCode());
			assertEquals("in", r.stdout());
			assertEquals("err\n", r.stderr());
			assertFalse(r.timedOut());
		}
	}

	@Test
	void aHangingProcessIsKilledAtTheTimeout() throws Exception {
		try (var dir = new ScratchDirectory("cadmus-test")) {
			var r = ProcessRunner.run(List.of("sh", "-c", "sleep 60 & wait"), dir.path(), "", LIMITS);
			assertTrue(r.timedOut());
			assertTrue(r.duration().toMillis() < 10_000, "took " + r.duration());
		}
	}

	@Test
	void floodingOutputIsCappedAndDrained() throws Exception {
		try (var dir = new ScratchDirectory("cadmus-test")) {
			var r = ProcessRunner.run(List.of("sh", "-c", "head -c 5000000 /dev/zero | tr '\\0' x"), dir.path(), "", LIMITS);
			assertFalse(r.timedOut());
			assertEquals("x".repeat(1000) + "\n[cadmus: output cut at 1000 bytes]", r.stdout());
			assertTrue(r.truncated());
		}
	}

	@Test
	void aSignalIsReported() throws Exception {
		try (var dir = new ScratchDirectory("cadmus-test")) {
			var r = ProcessRunner.run(List.of("sh", "-c", "kill -SEGV $$"), dir.path(), "", LIMITS);
			assertEquals(11, r.signal());
		}
	}

	@Test
	void theScratchDirectoryIsRemoved() throws Exception {
		java.nio.file.Path path;
		try (var dir = new ScratchDirectory("cadmus-test")) {
			path = dir.path();
			Files.writeString(path.resolve("f"), "x");
		}
		assertFalse(Files.exists(path));
	}
}
