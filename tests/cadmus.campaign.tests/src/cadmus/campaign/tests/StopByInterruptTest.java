package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Execution;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.testing.Services;

/**
 * A Ctrl-C that reaches a program under test before it is in its own session (between its fork and its setsid)
 * kills it with SIGINT, and the same Ctrl-C stops the campaign: that run is the user's stop, not the engine's
 * crash, so it is not recorded (a resumption runs the program). A SIGINT with no stop behind it stays a crash.
 * The implementation is a fault-injecting fake: its fifth run ends as a SIGINT-killed process does.
 */
class StopByInterruptTest {

	private static final int PROGRAMS = 12;
	private static final int INTERRUPTED_RUN = 5;

	@TempDir
	Path dir;

	@Test
	void aRunTheStoppingCtrlCKilledIsNotAFinding() {
		var campaign = new AtomicReference<Campaign>();
		var fake = interruptedOnce(() -> {
			// The JVM's shutdown hook hears the signal a moment after the child died of it.
			var hook = new Thread(() -> {
				sleep(Duration.ofMillis(200));
				campaign.get().stop();
			});
			hook.start();
		});
		var result = run(fake, campaign);
		assertTrue(result.stopped(), "the stop came through");
		try (var store = CampaignStore.open(dir)) {
			assertEquals(List.of(), store.findings(), "the interrupted run is not a crash");
			assertTrue(store.counters().programs() < PROGRAMS, "stopped early: " + store.counters());
			assertEquals(INTERRUPTED_RUN - 1, store.counters().programs(),
					"the programs before the interrupted one are stored, it is not: " + store.counters());
		}
	}

	/** The stop also breaks runs inside the harness (a process that cannot be waited for as the JVM goes down). */
	@Test
	void aRunTheStopBrokeInsideTheHarnessIsNotAFinding() {
		var campaign = new AtomicReference<Campaign>();
		var runs = new AtomicInteger();
		var fake = new ScriptedImplementation("test.broken", program -> {
			if (runs.incrementAndGet() == INTERRUPTED_RUN) {
				campaign.get().stop();
				throw new java.io.UncheckedIOException(new java.io.IOException("interrupted waiting for the process"));
			}
			return new Execution("test.broken", Outcome.OK, "", "", "", Duration.ofMillis(1));
		});
		var result = run(fake, campaign);
		assertTrue(result.stopped(), "the stop came through");
		try (var store = CampaignStore.open(dir)) {
			assertEquals(List.of(), store.findings(), "the broken run is not a crash");
			assertEquals(INTERRUPTED_RUN - 1, store.counters().programs(), store.counters().toString());
		}
	}

	@Test
	void aSigintWithoutAStopIsTheCrashItLooksLike() {
		var campaign = new AtomicReference<Campaign>();
		var result = run(interruptedOnce(() -> {
		}), campaign);
		assertFalse(result.stopped());
		try (var store = CampaignStore.open(dir)) {
			assertEquals(PROGRAMS, store.counters().programs(), store.counters().toString());
			assertEquals(1, store.findings().size(), store.findings().toString());
			assertEquals("signal 2", store.findings().get(0).signature().replaceAll(".*CRASH\\((.*)\\)$", "$1"),
					store.findings().toString());
		}
	}

	private cadmus.campaign.CampaignResult run(Implementation fake, AtomicReference<Campaign> campaign) {
		var lua = Services.get(LanguageRegistry.class).language("lua").orElseThrow();
		var oracles = Services.all(Oracle.class, 4).stream().filter(o -> o.id().equals("crash")).toList();
		var config = new CampaignConfig("lua", "5.1", List.of(fake.id()), List.of("crash"), 3, 1, 0, PROGRAMS, 30, 2000,
				1L << 30, 0, Map.of(), List.of());
		var store = CampaignStore.create(dir, config);
		campaign.set(new Campaign(store, dir, lua, Services.get(Generator.class), Services.techniques(),
				List.of(fake), oracles));
		var statuses = campaign.get().prepare();
		var result = campaign.get().run(statuses);
		store.close();
		return result;
	}

	private static void sleep(Duration d) {
		try {
			Thread.sleep(d.toMillis());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** Prints nothing, except that its fifth run is killed by SIGINT, after which {@code onInterrupt} runs. */
	private static Implementation interruptedOnce(Runnable onInterrupt) {
		var runs = new AtomicInteger();
		return new ScriptedImplementation("test.interrupted", program -> {
			if (runs.incrementAndGet() == INTERRUPTED_RUN) {
				onInterrupt.run();
				return new Execution("test.interrupted", Outcome.CRASH, "signal 2", "", "", Duration.ofMillis(1));
			}
			return new Execution("test.interrupted", Outcome.OK, "", "", "", Duration.ofMillis(1));
		});
	}
}
