package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignResult;
import cadmus.campaign.store.CampaignStore;
import cadmus.guidance.GuidanceState;
import cadmus.store.PostgresAddress;
import cadmus.testing.LocalPostgres;
import cadmus.testing.Services;

/**
 * A zest campaign that two processes share on a shared store: each keeps its own loop and takes in the inputs the
 * other saved to the store's corpus while the campaign runs, runs them, and does not store them again; between them
 * they judge every program of the campaign once.
 */
class SharedCorpusTest {

	private static final int PROGRAMS = 3000;

	@TempDir
	Path temp;

	@Test
	void joinedZestProcessesRunTheInputsTheOthersSaved() throws Exception {
		var registry = Services.get(LanguageRegistry.class);
		Language lua = registry.language("lua").orElseThrow();
		var config = new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash"), 5, 1, 0, PROGRAMS, 30, 2000,
				1L << 30, 0, Map.of(), List.of(), CampaignConfig.ZEST, false);
		try (var server = LocalPostgres.start()) {
			var address = new PostgresAddress(server.url(), "zest");
			CampaignStore.create(temp.resolve("maker"), config, address).close();
			var results = new ArrayList<CompletableFuture<GuidanceState>>();
			for (String process : List.of("a", "b")) {
				results.add(CompletableFuture.supplyAsync(() -> run(CampaignStore.join(temp.resolve(process), address),
						lua, process)));
			}
			var states = new ArrayList<GuidanceState>();
			for (var result : results) {
				states.add(result.get());
			}
			try (var store = CampaignStore.open(temp.resolve("maker"))) {
				assertEquals(PROGRAMS, store.doneIndices().cardinality(), "every program judged once");
				assertEquals(PROGRAMS, store.counters().programs());
				var inputs = new HashSet<ByteBuffer>();
				for (var entry : store.corpus()) {
					assertTrue(inputs.add(ByteBuffer.wrap(entry.input())),
							"program " + entry.index() + "'s input is in the corpus once: one taken in is not stored again");
				}
				long takenIn = 0;
				for (var state : states) {
					assertTrue(state.takenIn() > 0, "each process ran inputs the other saved: " + state);
					assertTrue(state.keptIn() <= state.takenIn(), state.toString());
					assertTrue(state.corpus() > 0, state.toString());
					takenIn += state.takenIn();
				}
				assertTrue(takenIn <= inputs.size(), "an input is taken in by the other process at most once: " + takenIn
						+ " taken in, " + inputs.size() + " in the corpus");
			}
		}
	}

	/** Runs one joined process with one worker to the campaign's end; its loop's state at the end. */
	private static GuidanceState run(CampaignStore store, Language lua, String process) {
		try (store) {
			var campaign = new Campaign(store, store.dir(), lua, Services.get(Generator.class), Services.techniques(),
					Services.get(LanguageRegistry.class).implementations("lua").stream()
							.filter(i -> i.id().equals("lua.luaj")).toList(), Services.all(Oracle.class, 4));
			// Leases of 3 s: the loop takes in the other's corpus every second.
			campaign.join(new Campaign.Join(process, "localhost", 100, Duration.ofSeconds(3), 1));
			CampaignResult result = campaign.run(campaign.prepare());
			assertFalse(result.stopped());
			return campaign.snapshot().guidance();
		}
	}
}
