package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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
import cadmus.campaign.ProgramMaker;
import cadmus.campaign.Reproduction;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.tests.FaultyEngine.Fault;
import cadmus.testing.Services;

/**
 * A campaign against LuaJ and a fault-injecting twin ({@link FaultyEngine}) that dies mid-protocol,
 * is killed by a signal, hangs, floods stdout, allocates without bound, leaks an internal error or prints
 * differently on every run; half the programs run twice for the nondeterminism check. The campaign must run
 * every program, classify each fault, put each in its own bucket (and only there), and every finding must
 * reproduce from its stored trace.
 */
class FaultInjectionTest {

	private static final int PROGRAMS = 60;

	@TempDir
	static Path dir;

	private static Language lua;
	private static Generator generator;
	private static List<Oracle> oracles;
	private static List<Implementation> implementations;
	private static CampaignConfig config;
	private static CampaignStore store;

	@BeforeAll
	static void runCampaign() {
		var registry = Services.get(LanguageRegistry.class);
		generator = Services.get(Generator.class);
		oracles = Services.all(Oracle.class, 4);
		lua = registry.language("lua").orElseThrow();
		var luaj = registry.implementations("lua").stream().filter(i -> i.id().equals("lua.luaj")).findFirst().orElseThrow();
		var faulty = FaultyLuaj.implementation(luaj);
		implementations = List.of(luaj, faulty);
		config = new CampaignConfig("lua", "5.1", List.of("lua.luaj", "test.faulty"),
				List.of("crash", "differential", "no-exception", "nondeterminism"), 1, 2, 0, PROGRAMS, 30, 2000,
				1L << 30, 50, Map.of(), List.of());
		store = CampaignStore.create(dir, config);
		var campaign = new Campaign(store, dir, lua, generator, Services.techniques(), implementations, oracles);
		var statuses = campaign.prepare();
		assertTrue(statuses.stream().allMatch(s -> s.enabled()), statuses.toString());
		var result = campaign.run(statuses);
		assertFalse(result.stopped());
	}

	/** What each program should meet on the faulty implementation, predicted from its text. */
	private static Map<Long, Fault> faults() {
		var maker = new ProgramMaker(lua, generator, config, Services.techniques(), java.util.Map.of(), null);
		var faults = new LinkedHashMap<Long, Fault>();
		for (long i = 0; i < PROGRAMS; i++) {
			faults.put(i, Fault.of(maker.make(i).program().text()));
		}
		return faults;
	}

	@Test
	void theCampaignRunsEveryProgramAndClassifiesEachFault() {
		assertEquals(PROGRAMS, store.counters().programs());
		var expected = new EnumMap<Fault, Integer>(Fault.class);
		faults().values().forEach(f -> expected.merge(f, 1, Integer::sum));
		for (var fault : Fault.values()) {
			assertTrue(expected.getOrDefault(fault, 0) > 0 || fault == Fault.NONE,
					"no program met fault " + fault + " (" + expected + "); choose more programs");
		}
		var counts = store.outcomeCounts().get("test.faulty");
		int crashes = expected.getOrDefault(Fault.DIES_MID_PROTOCOL, 0) + expected.getOrDefault(Fault.KILLED, 0)
				+ expected.getOrDefault(Fault.INTERNAL_ERROR, 0);
		assertEquals(crashes, counts.get("CRASH"), counts.toString());
		assertEquals(expected.getOrDefault(Fault.HANGS, 0).longValue(), counts.get("TIMEOUT"), counts.toString());
		assertEquals(expected.getOrDefault(Fault.ALLOCATES_UNBOUNDED, 0).longValue(), counts.get("OUT_OF_MEMORY"), counts.toString());
		assertEquals(PROGRAMS, store.outcomeCounts().get("lua.luaj").get("OK"), "LuaJ itself must run every program");
	}

	@Test
	void eachFaultLandsInItsOwnBuckets() {
		var expected = new TreeMap<String, Integer>();
		faults().forEach((index, f) -> bucketsOf(index, f).forEach(b -> expected.merge(b, 1, Integer::sum)));
		var actual = new TreeMap<String, Integer>();
		store.buckets().forEach(b -> actual.put(b.oracle() + " " + b.signature(), (int) b.findings()));
		assertEquals(expected, actual);
	}

	private static List<String> bucketsOf(long index, Fault fault) {
		String differential = "differential lua.luaj:OK | test.faulty:";
		return switch (fault) {
			case DIES_MID_PROTOCOL -> List.of("crash test.faulty CRASH(driver exited with status 3 mid-protocol)",
					differential + "CRASH(driver exited with status 3 mid-protocol)");
			case KILLED -> List.of("crash test.faulty CRASH(driver killed by signal 9)",
					differential + "CRASH(driver killed by signal 9)");
			case HANGS -> List.of(differential + "TIMEOUT");
			case FLOODS_STDOUT -> List.of(differential + "OK");
			// Like a timeout, running out of memory is one class whatever the message: an engine's wording of it
			// (and where it noticed) says nothing about the program.
			case ALLOCATES_UNBOUNDED -> List.of(differential + "OUT_OF_MEMORY");
			case INTERNAL_ERROR -> List.of("crash test.faulty CRASH(unexpected error: java.lang.NullPointerException: injected)",
					differential + "CRASH(unexpected error: java.lang.NullPointerException: injected)");
			// Run twice, it shows itself: the program is invalid, not a finding. Run once, it is a difference.
			case NONDETERMINISTIC -> config.rerun(index) ? List.of() : List.of(differential + "OK");
			case NONE -> List.of();
		};
	}

	/**
	 * A crash shows as a crash bucket and as a differential bucket ("lua.luaj:OK | test.faulty:CRASH(...)"): one
	 * bug. The differential bucket whose only disagreement is the crash is linked to the crash's bucket and the
	 * campaign counts bugs; a disagreement that is no crash (a hang, a flood, running out of memory) stays a bug of
	 * its own.
	 */
	@Test
	void aDisagreementThatIsOnlyACrashIsLinkedToTheCrashBucketAndCountedOnce() {
		var buckets = store.buckets();
		var byKey = new java.util.HashMap<String, cadmus.campaign.store.BucketSummary>();
		buckets.forEach(b -> byKey.put(b.oracle() + " " + b.signature(), b));
		String differential = "differential lua.luaj:OK | test.faulty:";
		int linked = 0;
		for (var b : buckets) {
			String key = b.oracle() + " " + b.signature();
			if (key.startsWith(differential + "CRASH")) {
				var crash = byKey.get("crash test.faulty " + key.substring(differential.length()));
				assertTrue(crash != null, "the crash oracle bucketed the crash of " + key);
				assertEquals(crash.id(), b.linkedTo(), key + " is linked to the crash's bucket");
				linked++;
			} else {
				assertFalse(b.linked(), key + " names a failure of its own");
			}
		}
		assertTrue(linked >= 2, "crashes of several kinds: " + buckets);
		assertTrue(buckets.stream().anyMatch(b -> b.oracle().equals("differential") && !b.linked()),
				"a disagreement that is no crash is counted: " + buckets);
		assertEquals(buckets.size() - linked, store.counters().buckets(), "the campaign counts bugs: " + buckets);
	}

	@Test
	void aNondeterministicProgramIsInvalidNeverAFinding() {
		var invalid = new ArrayList<Long>();
		faults().forEach((index, fault) -> {
			if (fault == Fault.NONDETERMINISTIC && config.rerun(index)) {
				invalid.add(index);
			}
		});
		assertFalse(invalid.isEmpty(), "no sampled nondeterministic program; choose more programs");
		assertEquals(invalid.size(), store.counters().invalid());
		for (long index : invalid) {
			var program = store.program(index).orElseThrow();
			assertTrue(program.verdicts().stream().allMatch(v -> v.kind() == cadmus.api.Verdict.Kind.INVALID
					&& v.oracle().equals("nondeterminism")), program.verdicts().toString());
			assertEquals(2, program.reruns().size());
		}
		assertTrue(store.findings().stream().noneMatch(f -> invalid.contains(f.programIndex())));
	}

	@Test
	void floodedOutputIsCappedNotLost() {
		var flooded = new ArrayList<Long>();
		faults().forEach((index, fault) -> {
			if (fault == Fault.FLOODS_STDOUT) {
				flooded.add(index);
			}
		});
		for (long index : flooded) {
			var program = store.program(index).orElseThrow();
			var faulty = program.executions().stream().filter(e -> e.implementationId().equals("test.faulty")).findFirst().orElseThrow();
			assertTrue(faulty.stdout().startsWith("x".repeat(1000)) && faulty.stdout().contains("[cut at"),
					"stored flood output of program " + index);
		}
	}

	@Test
	void everyFindingReproducesFromItsTrace() {
		var byId = new LinkedHashMap<String, Implementation>();
		implementations.forEach(i -> byId.put(i.id(), i));
		var oraclesById = new LinkedHashMap<String, Oracle>();
		oracles.forEach(o -> oraclesById.put(o.id(), o));
		var reproduction = new Reproduction(store, ProgramMaker.of(lua, generator, store, Services.techniques()));
		var findings = store.findings();
		assertFalse(findings.isEmpty());
		for (var f : findings) {
			var r = reproduction.reproduce(f.id(), byId, oraclesById);
			assertTrue(r.sameText(), "finding " + f.id() + ": regenerated text differs");
			assertTrue(r.reproduced(), "finding " + f.id() + " (" + f.signature() + ") did not reproduce: " + r.verdicts());
		}
	}
}
