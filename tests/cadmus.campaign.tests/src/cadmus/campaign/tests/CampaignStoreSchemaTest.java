package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoreException;
import cadmus.campaign.store.StoredReduction;

/**
 * The store's schema is migrated by Flyway: stores from before migrations are brought up to date with their data,
 * stores from a newer Cadmus are refused untouched, and reductions merge buckets whose reduced programs coincide.
 */
class CampaignStoreSchemaTest {

	@TempDir
	Path dir;

	private static CampaignConfig config() {
		return new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash", "differential"), 1, 1, 0, 10, 30,
				2000, 1L << 30, 0, Map.of(), List.of());
	}

	private static Connection jdbc(Path campaign) throws SQLException {
		var source = new SQLiteDataSource();
		source.setUrl("jdbc:sqlite:" + campaign.resolve(CampaignStore.FILE));
		return source.getConnection();
	}

	/** Buckets 1 and 2 of oracle "differential", 3 of "crash"; finding i in bucket i. */
	private static void addFindings(Path campaign) throws SQLException {
		try (var c = jdbc(campaign); var s = c.createStatement()) {
			for (int i = 1; i <= 3; i++) {
				String oracle = i == 3 ? "crash" : "differential";
				s.execute("INSERT INTO buckets(id, oracle, signature) VALUES (" + i + ", '" + oracle + "', 'sig" + i + "')");
				s.execute("INSERT INTO findings(id, idx, run, oracle, bucket, signature, summary, found_ms) VALUES (" + i
						+ ", " + (10 * i) + ", 1, '" + oracle + "', " + i + ", 'sig" + i + "', 'summary', " + i + ")");
			}
		}
	}

	private static StoredReduction reduction(long finding, boolean reproduced, String text) {
		return new StoredReduction(finding, reproduced, text, null, 100, 10, 1500, 42, true, false, "2026-11-26T10:00:00Z",
				reproduced ? "( ) ; SELECT" : null);
	}

	@Test
	void aStoreFromBeforeMigrationsIsBroughtUpToDateWithItsData() throws Exception {
		CampaignStore.create(dir, config()).close();
		addFindings(dir);
		// What a campaign made before versioned migrations looked like: version 1's tables, no history.
		try (var c = jdbc(dir); var s = c.createStatement()) {
			s.execute("DROP TABLE flyway_schema_history");
			s.execute("DROP TABLE reductions");
			s.execute("ALTER TABLE buckets DROP COLUMN merged_into");
			s.execute("DROP TABLE corpus");
			s.execute("DROP TABLE coverage_points");
			s.execute("ALTER TABLE program_texts DROP COLUMN input");
			s.execute("ALTER TABLE programs DROP COLUMN run_us");
			s.execute("DROP TABLE optimized_code");
			s.execute("DROP TABLE leases");
			s.execute("DROP TABLE workers");
			s.execute("DROP TABLE files");
			s.execute("DROP TABLE reducing");
		}
		try (var store = CampaignStore.open(dir)) {
			assertEquals(config(), store.config());
			assertEquals(3, store.findings().size());
			assertEquals(3, store.counters().buckets());
			store.saveReduction(reduction(1, true, "print(1)"));
			assertEquals("print(1)", store.reduction(1).orElseThrow().text());
			assertTrue(store.reduction(1).orElseThrow().statementsEdited(), "version 3's column is read back");
			assertTrue(store.corpus().isEmpty() && store.coveragePoints().isEmpty(), "version 4's tables are there");
			var random = store.techniqueFigures().get(0);
			assertEquals(List.of(0L, 3L, 3), List.of(random.programs(), random.findings(), random.buckets()),
					"version 5's column is there (programs from before it have no run time)");
			assertTrue(store.optimizationFigures().isEmpty(), "version 6's table is there, empty");
			assertEquals("( ) ; SELECT", store.reduction(1).orElseThrow().shape(), "version 7's column is read back");
			assertTrue(store.sharing().workers().isEmpty() && store.sharing().ranges().all() == 0, "version 8's tables are there, empty");
			assertTrue(store.keptFiles().isEmpty(), "version 9's table is there, empty");
		}
		try (var c = jdbc(dir); var s = c.createStatement();
				var r = s.executeQuery("SELECT version, success FROM flyway_schema_history ORDER BY installed_rank")) {
			var versions = new ArrayList<String>();
			while (r.next()) {
				assertTrue(r.getBoolean(2));
				versions.add(r.getString(1));
			}
			assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9"), versions,
					"baselined at 1, then migrated to 2 to 9");
		}
	}

	@Test
	void aStoreFromANewerCadmusIsRefusedUntouched() throws Exception {
		CampaignStore.create(dir, config()).close();
		try (var c = jdbc(dir); var s = c.createStatement()) {
			s.execute("INSERT INTO flyway_schema_history(installed_rank, version, description, type, script, checksum, "
					+ "installed_by, installed_on, execution_time, success) VALUES (10, '10', 'Future', 'JDBC', 'V10__Future', "
					+ "NULL, '', '2027-01-01 00:00:00', 1, 1)");
		}
		var e = assertThrows(StoreException.class, () -> CampaignStore.open(dir));
		assertTrue(e.getMessage().contains("newer Cadmus") && e.getMessage().contains("version 10"), e.getMessage());
		assertTrue(e.getMessage().contains(CampaignStore.FILE), "names the store: " + e.getMessage());
		try (var c = jdbc(dir); var s = c.createStatement();
				var r = s.executeQuery("SELECT COUNT(*) FROM flyway_schema_history")) {
			assertEquals(10, r.getInt(1), "history untouched: versions 1 to 9 and the newer one");
		}
	}

	@Test
	void bucketsOfTheSameOracleWhoseReducedProgramsCoincideAreMergedIntoTheOlder() throws Exception {
		CampaignStore.create(dir, config()).close();
		addFindings(dir);
		try (var store = CampaignStore.open(dir)) {
			assertTrue(store.saveReduction(reduction(2, true, "same")).isEmpty(), "nothing to merge with yet");
			assertTrue(store.saveReduction(reduction(3, true, "same")).isEmpty(), "another oracle's bucket stays apart");
			assertTrue(store.saveReduction(reduction(1, false, "same")).isEmpty(), "a finding that did not reproduce merges nothing");
			assertEquals(1, store.saveReduction(reduction(1, true, "same")).getAsLong(), "the newer bucket joins the older");
			var buckets = store.buckets();
			var two = buckets.stream().filter(b -> b.id() == 2).findFirst().orElseThrow();
			var one = buckets.stream().filter(b -> b.id() == 1).findFirst().orElseThrow();
			assertTrue(two.merged());
			assertEquals(1, two.mergedInto());
			assertFalse(one.merged());
			assertEquals(2, store.counters().buckets(), "merged buckets are not counted");
			assertEquals(3, store.reductions().size());
		}
	}

	/** A later finding of a bucket, reduced to tell the bucket's bugs apart, says nothing of the buckets being one. */
	@Test
	void aLaterFindingOfABucketMergesNoBucket() throws Exception {
		CampaignStore.create(dir, config()).close();
		addFindings(dir);
		try (var c = jdbc(dir); var s = c.createStatement()) {
			s.execute("INSERT INTO findings(id, idx, run, oracle, bucket, signature, summary, found_ms) "
					+ "VALUES (4, 40, 1, 'differential', 1, 'sig1', 'summary', 4)");
		}
		try (var store = CampaignStore.open(dir)) {
			assertEquals(List.of(1L, 1L, 1L, 2L), store.findings().stream().map(f -> f.ordinal()).toList(),
					"finding 4 is its bucket's second");
			store.saveReduction(reduction(2, true, "same"));
			assertTrue(store.saveReduction(reduction(4, true, "same")).isEmpty(), "bucket 1's second finding merges nothing");
			assertTrue(store.buckets().stream().noneMatch(b -> b.merged()));
			assertEquals(1, store.saveReduction(reduction(1, true, "same")).getAsLong(), "its first finding does");
		}
	}
}
