package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
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
import cadmus.campaign.store.StoreCopy;
import cadmus.campaign.store.StoreException;
import cadmus.store.PostgresAddress;
import cadmus.testing.LocalPostgres;
import cadmus.testing.Services;

/**
 * The campaign store on a shared PostgreSQL server (a real one, of the installed PostgreSQL binaries, on a port of
 * localhost): the same campaign (LuaJ beside its fault-injecting twin, whose crashes, hangs, floods and
 * nondeterminism fill every table) run once into a campaign directory's SQLite file and once into a schema on the
 * server stores the same programs, outcomes, buckets and findings; a campaign copied from SQLite to the server and
 * back is the same, row for row, in every table; and a store that cannot be reached, or a schema that is taken, is
 * refused naming it.
 */
class SharedStoreTest {

	private static final int PROGRAMS = 40;

	@TempDir
	static Path dir;

	private static LocalPostgres server;
	private static CampaignConfig config;

	@BeforeAll
	static void runBothCampaigns() throws Exception {
		server = LocalPostgres.start();
		var registry = Services.get(LanguageRegistry.class);
		Generator generator = Services.get(Generator.class);
		List<Oracle> oracles = Services.all(Oracle.class, 4);
		Language lua = registry.language("lua").orElseThrow();
		var luaj = registry.implementations("lua").stream().filter(i -> i.id().equals("lua.luaj")).findFirst().orElseThrow();
		var faulty = FaultyLuaj.implementation(luaj);
		List<Implementation> implementations = List.of(luaj, faulty);
		config = new CampaignConfig("lua", "5.1", List.of("lua.luaj", "test.faulty"),
				List.of("crash", "differential", "no-exception", "nondeterminism"), 1, 2, 0, PROGRAMS, 30, 2000,
				1L << 30, 50, Map.of(), List.of());
		for (var store : List.of(CampaignStore.create(dir.resolve("local"), config),
				CampaignStore.create(dir.resolve("shared"), config, new PostgresAddress(server.url(), "shared_campaign")))) {
			try (store) {
				var campaign = new Campaign(store, store.dir(), lua, generator, Services.techniques(), implementations, oracles);
				var statuses = campaign.prepare();
				assertTrue(statuses.stream().allMatch(s -> s.enabled()), statuses.toString());
				assertFalse(campaign.run(statuses).stopped());
			}
		}
	}

	@AfterAll
	static void stopServer() {
		if (server != null) {
			server.close();
		}
	}

	@Test
	void aCampaignOnTheSharedStoreStoresWhatItsSqliteTwinDoes() {
		try (var local = CampaignStore.open(dir.resolve("local")); var shared = CampaignStore.open(dir.resolve("shared"))) {
			assertTrue(shared.where().contains("schema shared_campaign"), shared.where());
			assertEquals(config, shared.config());
			assertEquals(PROGRAMS, shared.counters().programs());
			assertTrue(shared.counters().findings() > 0, "the faulty engine's faults are findings");
			assertEquals(withoutTime(local.counters()), withoutTime(shared.counters()));
			assertEquals(local.outcomeCounts(), shared.outcomeCounts());
			assertEquals(StoredFindings.of(local), StoredFindings.of(shared));
			assertEquals(local.implementations().stream().map(i -> i.id()).toList(),
					shared.implementations().stream().map(i -> i.id()).toList());
			for (var finding : shared.findings()) {
				var program = shared.program(finding.programIndex()).orElseThrow();
				var twin = local.program(finding.programIndex()).orElseThrow();
				assertEquals(twin.text(), program.text());
				assertEquals(twin.trace(), program.trace());
				assertEquals(twin.executions().size(), program.executions().size());
			}
			assertEquals(1, shared.runs().size(), shared.runs().toString());
		}
	}

	@Test
	void aCampaignCopiedToTheServerAndBackIsTheSameRowForRow() throws Exception {
		Path onServer = dir.resolve("copied-to-server");
		Path back = dir.resolve("copied-back");
		var there = StoreCopy.copy(dir.resolve("local"), onServer, new PostgresAddress(server.url(), "copied"));
		var home = StoreCopy.copy(onServer, back, null);
		assertEquals(there.rows(), home.rows());
		// Each kept program ran on both implementations.
		assertTrue(there.rows().get("program_texts") > 0, there.rows().toString());
		assertTrue(there.rows().get("executions") >= 2 * there.rows().get("program_texts"), there.rows().toString());
		var original = dump(dir.resolve("local").resolve(CampaignStore.FILE));
		var copied = dump(back.resolve(CampaignStore.FILE));
		assertEquals(original.keySet(), copied.keySet());
		for (String table : original.keySet()) {
			assertEquals(original.get(table), copied.get(table), "table " + table);
		}
		try (var store = CampaignStore.open(onServer)) {
			assertEquals(PROGRAMS, store.counters().programs());
		}
	}

	/**
	 * Processes that share a campaign reduce each finding once: a finding claimed by one is refused to another until
	 * the claim expires or is given up; a joined process with reduction on reduces what nobody claimed (a dead
	 * process's findings) and leaves alone what a live process holds; a reduced finding is not claimed again.
	 */
	@Test
	void eachFindingIsReducedByOneProcessAndAnExpiredClaimIsTakenOver() throws Exception {
		Path copy = dir.resolve("claims");
		StoreCopy.copy(dir.resolve("local"), copy, new PostgresAddress(server.url(), "claims"));
		try (var store = CampaignStore.join(dir.resolve("claims-joined"), new PostgresAddress(server.url(), "claims"))) {
			// The first findings of two buckets of their own, which a reducing campaign reduces.
			var firsts = store.buckets().stream().filter(b -> !b.merged() && !b.linked()).map(b -> b.firstFinding()).toList();
			assertTrue(firsts.size() >= 2, store.buckets().toString());
			long held = firsts.get(0);
			long expiring = firsts.get(1);
			assertTrue(store.reductions().isEmpty());
			assertTrue(store.sharing().claimReduction("alive", held, 60_000));
			assertFalse(store.sharing().claimReduction("other", held, 60_000), "held by a live process");
			assertTrue(store.sharing().claimReduction("alive", held, 60_000), "its holder claims it again");
			assertTrue(store.sharing().claimReduction("dead", expiring, 1));
			Thread.sleep(50);
			assertTrue(store.sharing().claimReduction("other", expiring, 60_000), "a dead process's claim expired: taken over");
			store.sharing().release("other");
			// A live process is reducing every other finding (so that the run below reduces one: a test's time).
			for (var finding : store.findings()) {
				if (finding.id() != expiring) {
					assertTrue(store.sharing().claimReduction("alive", finding.id(), 60_000));
				}
			}

			var registry = Services.get(LanguageRegistry.class);
			var luaj = registry.implementations("lua").stream().filter(i -> i.id().equals("lua.luaj")).findFirst().orElseThrow();
			var campaign = new Campaign(store, store.dir(), registry.language("lua").orElseThrow(),
					Services.get(Generator.class), Services.techniques(), List.of(luaj, FaultyLuaj.implementation(luaj)),
					Services.all(Oracle.class, 4));
			campaign.join(new Campaign.Join("reducer", "localhost", 10, java.time.Duration.ofSeconds(30), 1));
			campaign.reduceNewBuckets(new cadmus.reduce.Reducer.Options(1, java.time.Duration.ofSeconds(5), false));
			var result = campaign.run(campaign.prepare());
			assertEquals(0, result.programsThisRun(), "every program was judged before: it only reduces");
			assertEquals(java.util.Set.of(expiring), store.reductions().keySet(), "the finding whose claim expired (and "
					+ "was given up) is reduced; those a live process holds are left to it");
			assertEquals(1, result.reduced());
			assertFalse(store.sharing().claimReduction("alive-again", expiring, 60_000), "a reduced finding is not claimed again");
		}
	}

	@Test
	void aTakenNameAndAnUnreachableServerAreRefusedNamingThem() {
		var taken = assertThrows(StoreException.class, () -> CampaignStore.create(dir.resolve("again"), config,
				new PostgresAddress(server.url(), "shared_campaign")));
		assertTrue(taken.getMessage().contains("already holds a schema shared_campaign"), taken.getMessage());
		assertFalse(Files.exists(dir.resolve("again").resolve(CampaignStore.SHARED_FILE)));
		var nowhere = assertThrows(StoreException.class, () -> CampaignStore.create(dir.resolve("nowhere"), config,
				new PostgresAddress("jdbc:postgresql://localhost:1/none?user=cadmus&password=secret&connectTimeout=2",
						"unreached")));
		assertTrue(nowhere.getMessage().contains("localhost:1/none"), nowhere.getMessage());
		assertFalse(nowhere.getMessage().contains("secret"), "the password is not printed: " + nowhere.getMessage());
	}

	private static List<Long> withoutTime(cadmus.campaign.store.Counters c) {
		return List.of(c.programs(), c.valid(), c.invalid(), c.findings(), c.buckets());
	}


	/** Every table of a SQLite store, row by row in the order written, as text. */
	private static Map<String, List<String>> dump(Path file) throws Exception {
		var tables = new LinkedHashMap<String, List<String>>();
		try (var c = new org.sqlite.SQLiteDataSource() {
			{
				setUrl("jdbc:sqlite:" + file);
			}
		}.getConnection()) {
			var names = new ArrayList<String>();
			try (var q = c.prepareStatement("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> "
					+ "'flyway_schema_history' ORDER BY name"); var r = q.executeQuery()) {
				while (r.next()) {
					names.add(r.getString(1));
				}
			}
			for (String table : names) {
				var rows = new ArrayList<String>();
				try (var q = c.prepareStatement("SELECT * FROM " + table + " ORDER BY rowid"); var r = q.executeQuery()) {
					int columns = r.getMetaData().getColumnCount();
					while (r.next()) {
						var row = new StringBuilder();
						for (int i = 1; i <= columns; i++) {
							Object value = r.getObject(i);
							row.append(value instanceof byte[] bytes ? java.util.HexFormat.of().formatHex(bytes) : value).append('|');
						}
						rows.add(row.toString());
					}
				}
				tables.put(table, rows);
			}
		}
		return tables;
	}
}
