package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Implementation;
import cadmus.api.LanguageRegistry;
import cadmus.api.Generator;
import cadmus.api.Oracle;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignResult;
import cadmus.campaign.store.CampaignStore;
import cadmus.store.PostgresAddress;
import cadmus.testing.LocalPostgres;
import cadmus.testing.Services;

/**
 * The shared store's server stops for 20 s in the middle of a campaign (killed as a failing machine would be, its
 * connections cut) and comes back on the same data: the campaign waits, tries again and goes on, and at its end has
 * judged every program once and stored what the same campaign stores on SQLite, findings and all; nothing it had
 * judged is lost and nothing is stored twice.
 */
class SharedStoreOutageTest {

	private static final int PROGRAMS = 60;

	@TempDir
	Path dir;

	@Test
	void aCampaignOutlivesItsServerGoingAwayFor20Seconds() throws Exception {
		var registry = Services.get(LanguageRegistry.class);
		Generator generator = Services.get(Generator.class);
		List<Oracle> oracles = Services.all(Oracle.class, 4);
		var lua = registry.language("lua").orElseThrow();
		var luaj = registry.implementations("lua").stream().filter(i -> i.id().equals("lua.luaj")).findFirst().orElseThrow();
		var faulty = FaultyLuaj.implementation(luaj);
		List<Implementation> implementations = List.of(luaj, faulty);
		var config = new CampaignConfig("lua", "5.1", List.of("lua.luaj", "test.faulty"),
				List.of("crash", "differential", "no-exception", "nondeterminism"), 11, 2, 0, PROGRAMS, 30, 2000,
				1L << 30, 50, Map.of(), List.of());
		try (var server = LocalPostgres.start()) {
			try (var local = CampaignStore.create(dir.resolve("local"), config);
					var shared = CampaignStore.create(dir.resolve("shared"), config,
							new PostgresAddress(server.url(), "outage"))) {
				var twin = new Campaign(local, local.dir(), lua, generator, Services.techniques(), implementations, oracles);
				assertFalse(twin.run(twin.prepare()).stopped());

				var campaign = new Campaign(shared, shared.dir(), lua, generator, Services.techniques(), implementations, oracles);
				var statuses = campaign.prepare();
				var result = new AtomicReference<CampaignResult>();
				var failure = new AtomicReference<Throwable>();
				var running = new Thread(() -> {
					try {
						result.set(campaign.run(statuses));
					} catch (Throwable t) {
						failure.set(t);
					}
				}, "campaign on the shared store");
				running.start();
				long deadline = System.nanoTime() + 120_000_000_000L;
				while (campaign.snapshot().programs() < PROGRAMS / 4 && running.isAlive() && System.nanoTime() < deadline) {
					Thread.sleep(20);
				}
				long before = campaign.snapshot().programs();
				assertTrue(before < PROGRAMS, "the server goes away mid-campaign, not after it: " + before);
				server.stop();
				Thread.sleep(20_000);
				server.restart();
				running.join(300_000);
				assertFalse(running.isAlive(), "the campaign ends after its server comes back");
				assertEquals(null, failure.get(), "the campaign does not fail");
				assertFalse(result.get().stopped());

				assertEquals(PROGRAMS, shared.counters().programs());
				assertEquals(local.doneIndices(), shared.doneIndices(), "every program judged, each once");
				assertEquals(StoredFindings.of(local), StoredFindings.of(shared));
				assertEquals(local.counters().findings(), shared.counters().findings(), "no finding stored twice");
			}
		}
	}
}
