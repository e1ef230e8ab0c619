package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeAll;
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
import cadmus.exec.CommandImplementation;
import cadmus.testing.Services;

/**
 * The pipelined campaign finds what the sequential one finds: the same seeds, implementations and oracles,
 * two workers each, give the same findings (program, oracle, signature), the same buckets with the same sizes
 * and the same counts of valid and invalid programs; so does a pipelined campaign of one worker, whose programs
 * are generated on several threads and judged in index order. Findings come from the embedded Lua 5.1 engines next to
 * a fault-injecting command (a shell script that crashes on programs with a repeat loop, fails on those with a
 * while loop and prints nothing otherwise), and a tenth of the programs run twice.
 */
class PipelineTest {

	private static final int PROGRAMS = 150;

	@TempDir
	static Path dir;

	private static CampaignStore sequential;
	private static CampaignStore pipelined;
	private static CampaignStore oneWorker;

	@BeforeAll
	static void runBoth() throws Exception {
		var registry = Services.get(LanguageRegistry.class);
		var generator = Services.get(Generator.class);
		var oracles = Services.all(Oracle.class, 4);
		var lua = registry.language("lua").orElseThrow();
		Path script = dir.resolve("faulty.sh");
		Files.writeString(script, """
				#!/bin/sh
				if grep -q "repeat" "$1"; then kill -SEGV $$; fi
				if grep -q "while" "$1"; then echo "faulty: error" >&2; exit 1; fi
				exit 0
				""");
		script.toFile().setExecutable(true);
		var implementations = new ArrayList<Implementation>();
		for (String id : List.of("lua.luaj", "lua.luajava-5.1", "lua.luajava-jit")) {
			implementations.add(registry.implementations("lua").stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow());
		}
		implementations.add(new CommandImplementation("test.faulty", "lua", "5.1", "lua", "sh " + script));
		sequential = run("sequential", Campaign.Schedule.SEQUENTIAL, 2, lua, generator, implementations, oracles);
		pipelined = run("pipelined", Campaign.Schedule.PIPELINED, 2, lua, generator, implementations, oracles);
		// One worker generates on as many threads as the machine has cores (two here).
		oneWorker = run("one-worker", Campaign.Schedule.PIPELINED, 1, lua, generator, implementations, oracles);
	}

	private static CampaignStore run(String name, Campaign.Schedule schedule, int workers, Language lua, Generator generator,
			List<Implementation> implementations, List<Oracle> oracles) {
		var config = new CampaignConfig("lua", "5.1", implementations.stream().map(Implementation::id).toList(),
				oracles.stream().filter(o -> o.appliesTo("lua")).map(Oracle::id).toList(), 41, workers, 0, PROGRAMS, 30, 5000,
				1L << 30, 10, Map.of(), List.copyOf(Language.lackedByAny(implementations)));
		var store = CampaignStore.create(dir.resolve(name), config);
		var campaign = new Campaign(store, dir.resolve(name), lua, generator, Services.techniques(),
				implementations, oracles, schedule);
		var statuses = campaign.prepare();
		assertTrue(statuses.stream().allMatch(s -> s.enabled()), statuses.toString());
		var result = campaign.run(statuses);
		assertFalse(result.stopped());
		return store;
	}

	@Test
	void bothRunEveryProgramWithTheSameValidity() {
		var s = sequential.counters();
		var p = pipelined.counters();
		assertEquals(PROGRAMS, s.programs());
		assertEquals(PROGRAMS, p.programs());
		assertEquals(s.valid(), p.valid());
		assertEquals(s.invalid(), p.invalid());
		var o = oneWorker.counters();
		assertEquals(PROGRAMS, o.programs());
		assertEquals(s.valid(), o.valid());
		assertEquals(s.invalid(), o.invalid());
	}

	@Test
	void bothFindTheSameFindingsInTheSameBuckets() {
		var findings = findings(sequential);
		assertTrue(findings.size() > 10, "the faulty command gives findings: " + findings);
		assertTrue(findings.stream().anyMatch(f -> f.contains("SIGSEGV") || f.contains("signal")), findings.toString());
		assertEquals(findings, findings(pipelined));
		assertEquals(findings, findings(oneWorker));
		assertEquals(buckets(sequential), buckets(pipelined));
		assertEquals(buckets(sequential), buckets(oneWorker));
		assertTrue(buckets(sequential).size() >= 2, buckets(sequential).toString());
	}

	private static TreeSet<String> findings(CampaignStore store) {
		var result = new TreeSet<String>();
		store.findings().forEach(f -> result.add(f.programIndex() + " " + f.oracle() + " " + f.signature()));
		return result;
	}

	/** Buckets by what they are, with their sizes (their ids follow the order findings arrived in). */
	private static TreeMap<String, Long> buckets(CampaignStore store) {
		var result = new TreeMap<String, Long>();
		store.buckets().forEach(b -> result.put(b.oracle() + " " + b.signature(), b.findings()));
		return result;
	}
}
