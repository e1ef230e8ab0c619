package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.testing.Engines;
import cadmus.testing.Services;

/**
 * A hot campaign traces one program in {@value CampaignConfig#TRACED_EVERY} on each implementation that can say what
 * its optimizing tier compiled, and keeps it: here LuaJIT with every loop hot at once beside LuaJ, which cannot
 * tell; programs 0, 20 and 40 of 50, whether the campaign runs its programs one by one or pipelined. A campaign of
 * programs as they are traces none.
 */
class OptimizationSamplingTest {

	private static final int PROGRAMS = 50;

	@TempDir
	Path dir;

	private CampaignStore run(String name, Campaign.Schedule schedule, int hotRounds) {
		var registry = Services.get(LanguageRegistry.class);
		Language lua = registry.language("lua").orElseThrow();
		var implementations = new java.util.ArrayList<Implementation>();
		implementations.add(Engines.available("lua", "lua.luaj"));
		implementations.add(Engines.available("lua", "lua.luajit-hot"));
		var oracles = Services.all(Oracle.class, 4);
		var config = new CampaignConfig("lua", "5.1", implementations.stream().map(Implementation::id).toList(),
				oracles.stream().filter(o -> o.appliesTo("lua")).map(Oracle::id).toList(), 43, 1, 0, PROGRAMS, 30, 10_000,
				1L << 30, 0, Map.of(), List.copyOf(Language.lackedByAny(implementations))).withHotRounds(hotRounds);
		var store = CampaignStore.create(dir.resolve(name), config);
		var campaign = new Campaign(store, dir.resolve(name), lua, Services.get(Generator.class), Services.techniques(),
				implementations, oracles,
				schedule);
		var result = campaign.run(campaign.prepare());
		assertFalse(result.stopped());
		assertEquals(PROGRAMS, store.counters().programs());
		return store;
	}

	@Test
	void everyTwentiethHotProgramIsTracedOnTheTiersThatCanTell() {
		for (var schedule : Campaign.Schedule.values()) {
			everyTwentiethHotProgramIsTraced(schedule);
		}
	}

	private void everyTwentiethHotProgramIsTraced(Campaign.Schedule schedule) {
		try (var store = run("hot-" + schedule, schedule, 30)) {
			var figures = store.optimizationFigures();
			assertEquals(List.of("lua.luajit-hot"), figures.stream().map(f -> f.implementation()).toList(),
					schedule + ": " + figures);
			var luajit = figures.get(0);
			assertEquals(3, luajit.traced(), "programs 0, 20 and 40");
			assertEquals("LuaJIT's trace compiler", luajit.tier());
			assertTrue(luajit.compiled() >= 1 && luajit.compiled() <= 3, luajit.toString());
			assertTrue(luajit.describe().startsWith("LuaJIT's trace compiler compiled the program's own code in "
					+ luajit.compiled() + " of 3 programs"), luajit.describe());
		}
	}

	@Test
	void aCampaignOfProgramsAsTheyAreTracesNone() {
		try (var store = run("plain", Campaign.Schedule.PIPELINED, 0)) {
			assertTrue(store.optimizationFigures().isEmpty(), store.optimizationFigures().toString());
		}
	}
}
