package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Execution;
import cadmus.api.Generator;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.reduce.Reducer;
import cadmus.testing.Services;

/**
 * A disagreement that is only a crash opens a differential bucket linked to the crash's bucket: one bug, so a
 * campaign that reduces new buckets reduces the crash's and not the linked one (its reduction would be the same
 * program, reduced twice). One fake prints 1, the other crashes on every generated program.
 */
class LinkedBucketReductionTest {

	@TempDir
	Path dir;

	@Test
	void onlyTheBucketALinkedOneNamesIsReduced() {
		var prints = new ScriptedImplementation("test.prints",
				program -> new Execution("test.prints", Outcome.OK, "", "1\n", "", Duration.ofMillis(1)));
		var crashes = new ScriptedImplementation("test.crashes",
				program -> program.text().contains("emit(")
						? new Execution("test.crashes", Outcome.CRASH, "signal 11", "", "", Duration.ofMillis(1))
						: new Execution("test.crashes", Outcome.OK, "", "1\n", "", Duration.ofMillis(1)));
		var lua = Services.get(LanguageRegistry.class).language("lua").orElseThrow();
		var oracles = Services.all(Oracle.class, 4).stream()
				.filter(o -> o.id().equals("crash") || o.id().equals("differential")).toList();
		var config = new CampaignConfig("lua", "5.1", List.of("test.prints", "test.crashes"), List.of("crash", "differential"),
				5, 1, 0, 4, 30, 2000, 1L << 30, 0, Map.of(), List.of());
		try (var store = CampaignStore.create(dir, config)) {
			var campaign = new Campaign(store, dir, lua, Services.get(Generator.class), Services.techniques(),
					List.of(prints, crashes), oracles);
			campaign.reduceNewBuckets(new Reducer.Options(1, Duration.ofSeconds(20), false));
			campaign.run(campaign.prepare());

			var buckets = store.buckets();
			assertEquals(2, buckets.size(), buckets.toString());
			var crash = buckets.stream().filter(b -> b.oracle().equals("crash")).findFirst().orElseThrow();
			var differential = buckets.stream().filter(b -> b.oracle().equals("differential")).findFirst().orElseThrow();
			assertEquals(crash.id(), differential.linkedTo(), "the crash-only disagreement is linked: " + buckets);
			var reductions = store.reductions();
			assertTrue(reductions.containsKey(crash.firstFinding()), "the crash's bucket is reduced: " + reductions.keySet());
			var linked = store.findings().stream().filter(f -> f.bucket() == differential.id()).map(f -> f.id()).toList();
			assertTrue(linked.size() >= 2, "the linked bucket has later findings, which are not reduced either: " + linked);
			assertTrue(linked.stream().noneMatch(reductions::containsKey),
					"no finding of the linked bucket is reduced a second time: " + reductions.keySet() + ", " + buckets);
		}
	}
}
