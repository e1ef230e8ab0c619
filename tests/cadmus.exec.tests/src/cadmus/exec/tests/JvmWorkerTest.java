package cadmus.exec.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import cadmus.api.Availability;
import cadmus.api.ExecutionLimits;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.JvmWorkerImplementation;

/** A worker JVM survives every fault its engine can throw at it, and the next program runs normally. */
class JvmWorkerTest {

	private final JvmWorkerImplementation implementation = new JvmWorkerImplementation("test.engine", "test", "",
			"fault-injecting test engine", TestEngine.class.getName(), List.of(),
			List.of("cadmus.exec", "cadmus.exec.tests"), List.of("-Xmx64m", "-XX:+UseSerialGC"));
	private ImplementationSession session;

	@BeforeEach
	void open() {
		session = implementation.open(new ExecutionLimits(Duration.ofSeconds(3), 1 << 16));
	}

	@AfterEach
	void close() {
		session.close();
	}

	private static Program program(String text) {
		return new Program("test", "p", text, "test");
	}

	private void assertStillWorks() {
		var e = session.run(program("hello"));
		assertEquals(Outcome.OK, e.outcome());
		assertEquals("hello", e.stdout());
	}

	@Test
	void theProbeReportsTheEngineVersion() {
		Availability availability = implementation.availability();
		assertTrue(availability.available(), availability.reason());
		assertEquals("test engine 1", availability.version());
	}

	@Test
	void aHangingProgramTimesOutAndTheWorkerRestarts() {
		var e = session.run(program("hang"));
		assertEquals(Outcome.TIMEOUT, e.outcome());
		assertTrue(e.duration().toMillis() < 10_000, "took " + e.duration());
		assertStillWorks();
	}

	@Test
	void aDyingWorkerIsACrashAndIsRestarted() {
		var e = session.run(program("die"));
		assertEquals(Outcome.CRASH, e.outcome());
		assertStillWorks();
	}

	@Test
	void strayOutputDoesNotCorruptTheProtocol() {
		var e = session.run(program("flood"));
		assertEquals(Outcome.OK, e.outcome());
		assertEquals("flooded", e.stdout());
		assertStillWorks();
	}

	@Test
	void anOutputOverTheLimitIsCutAndSaysSo() {
		var e = session.run(program("y".repeat((1 << 16) + 10)));
		assertEquals(Outcome.OK, e.outcome());
		assertEquals("y".repeat(1 << 16) + "\n[cadmus: output cut at 65536 bytes]", e.stdout());
		assertStillWorks();
	}

	@Test
	void runawayAllocationIsOutOfMemory() {
		var e = session.run(program("oom"));
		assertEquals(Outcome.OUT_OF_MEMORY, e.outcome());
		assertStillWorks();
	}

	@Test
	void aMissingEngineClassIsReportedUnavailableWithTheReason() {
		var missing = new JvmWorkerImplementation("test.missing", "test", "", "no such engine", "cadmus.exec.tests.NoSuchEngine",
				List.of(), List.of("cadmus.exec", "cadmus.exec.tests"), List.of());
		var availability = missing.availability();
		assertTrue(!availability.available());
		assertTrue(availability.reason().contains("NoSuchEngine"), availability.reason());
	}

	@Test
	void aMissingBundleIsReportedUnavailableWithItsName() {
		var missing = new JvmWorkerImplementation("test.nobundle", "test", "", "missing bundle", TestEngine.class.getName(),
				List.of(), List.of("cadmus.exec", "no.such.bundle"), List.of());
		var availability = missing.availability();
		assertTrue(!availability.available());
		assertTrue(availability.reason().contains("no.such.bundle"), availability.reason());
	}
}
