package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

import cadmus.api.InputFileException;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignFiles;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoreException;
import cadmus.testing.Services;

/**
 * A campaign store, or a file a campaign keeps, that is not what it should be (random bytes, cut short, empty, SQLite
 * of another shape, a configuration that is not one, a table or column lost, a value no Cadmus writes, a damaged
 * decision trace, a model changed or lost) is refused by its reader with one line that names the file and what is
 * wrong, as an {@link InputFileException}, which the command line reports with exit 3.
 */
class MalformedStoreTest {

	@TempDir
	Path temp;

	private int cases;

	private static CampaignConfig config() {
		return new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash", "differential"), 1, 1, 0, 10, 30,
				2000, 1L << 30, 0, Map.of(), List.of());
	}

	/** A new campaign's folder, its store holding one kept program (index 3) with an execution and a verdict. */
	private Path campaign() throws Exception {
		Path dir = temp.resolve("campaign-" + ++cases);
		CampaignStore.create(dir, config()).close();
		sql(dir, "INSERT INTO program_texts(idx, name, trace, text) VALUES (3, 'lua-3.lua', '7 0 9 Chunk.class', 'print(1)')",
				"INSERT INTO executions(idx, impl, rerun, outcome, kind, stdout, stderr, duration_us) "
						+ "VALUES (3, 'lua.luaj', 0, 'OK', '', '1', '', 10)",
				"INSERT INTO verdicts(idx, oracle, kind, signature, summary) VALUES (3, 'crash', 'FINDING', 'sig', 'why')");
		return dir;
	}

	private static void sql(Path dir, String... statements) throws SQLException {
		var source = new SQLiteDataSource();
		source.setUrl("jdbc:sqlite:" + dir.resolve(CampaignStore.FILE));
		try (var c = source.getConnection(); var s = c.createStatement()) {
			for (String statement : statements) {
				s.execute(statement);
			}
		}
	}

	/** A message checked to name the store file, on one line. */
	private static String named(Path dir, RuntimeException e) {
		assertTrue(e.getMessage().contains(dir.resolve(CampaignStore.FILE).toString()), "names the file: " + e.getMessage());
		assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
		return e.getMessage();
	}

	private static String refusal(Path dir) {
		return named(dir, assertThrows(StoreException.class, () -> CampaignStore.open(dir).close()));
	}

	private Path withStore(byte[] bytes) throws Exception {
		Path dir = Files.createDirectories(temp.resolve("bytes-" + ++cases));
		Files.write(dir.resolve(CampaignStore.FILE), bytes);
		return dir;
	}

	@Test
	void randomBytesTruncatedOrEmptyAreNoStore() throws Exception {
		var random = new byte[4096];
		new Random(48).nextBytes(random);
		assertTrue(refusal(withStore(random)).contains("is not a readable campaign store: [SQLITE_NOTADB]"));
		byte[] whole = Files.readAllBytes(campaign().resolve(CampaignStore.FILE));
		assertTrue(refusal(withStore(Arrays.copyOf(whole, whole.length / 2))).contains("is not a readable campaign store"));
		assertTrue(refusal(withStore(new byte[0])).contains("no such table: meta"));
	}

	@Test
	void aConfigurationThatIsNotOneIsNamed() throws Exception {
		var cases = Map.of("not json{", "not JSON", "[1, 2]", "not a JSON object", "{}", "it lacks languageId",
				"{\"languageId\": \"lua\", \"dialect\": \"5.1\", \"implementations\": [], \"oracles\": [], \"workers\": 0}",
				"workers must be at least 1",
				"{\"languageId\": \"lua\", \"dialect\": \"5.1\", \"implementations\": 7, \"oracles\": []}",
				"Expected BEGIN_ARRAY but was NUMBER");
		for (var c : cases.entrySet()) {
			Path dir = campaign();
			sql(dir, "UPDATE meta SET value = '" + c.getKey() + "' WHERE key = 'config'");
			String message = refusal(dir);
			assertTrue(message.contains("holds a campaign configuration this Cadmus cannot read: ")
					&& message.contains(c.getValue()), c.getKey() + ": " + message);
		}
		Path none = campaign();
		sql(none, "DELETE FROM meta");
		assertTrue(refusal(none).endsWith("has no campaign configuration"));
	}

	@Test
	void aStoreThatLostATableOrAColumnIsRefusedWhenOpened() throws Exception {
		Path table = campaign();
		sql(table, "DROP TABLE programs");
		assertTrue(refusal(table).endsWith("is not a whole campaign store: it lacks table programs"), refusal(table));
		Path column = campaign();
		sql(column, "ALTER TABLE findings DROP COLUMN found_ms");
		assertTrue(refusal(column).endsWith("is not a whole campaign store: it lacks column findings.found_ms"));
	}

	@Test
	void storedValuesNoCadmusWritesAreNamed() throws Exception {
		Path outcome = campaign();
		sql(outcome, "UPDATE executions SET outcome = 'BOGUS'");
		try (var store = CampaignStore.open(outcome)) {
			String message = named(outcome, assertThrows(StoreException.class, () -> store.program(3)));
			assertTrue(message.contains("cannot read program 3: program 3's stored outcome 'BOGUS' is none this Cadmus knows"),
					message);
		}
		Path kind = campaign();
		sql(kind, "UPDATE verdicts SET kind = 'MAYBE'");
		try (var store = CampaignStore.open(kind)) {
			assertTrue(named(kind, assertThrows(StoreException.class, () -> store.program(3))).contains("verdict kind 'MAYBE'"));
		}
	}

	@Test
	void aDamagedTraceIsNamedWithItsProgram() throws Exception {
		Path dir = campaign();
		try (var store = CampaignStore.open(dir)) {
			assertEquals(1, store.trace(store.program(3).orElseThrow()).size(), "a whole trace decodes");
		}
		sql(dir, "UPDATE program_texts SET trace = 'hello world'");
		try (var store = CampaignStore.open(dir)) {
			var program = store.program(3).orElseThrow();
			String message = named(dir, assertThrows(StoreException.class, () -> store.trace(program)));
			assertTrue(message.endsWith("the decision trace of program 3 is damaged: trace line 1 is not 'value lo hi label': "
					+ "hello world"), message);
		}
	}

	@Test
	void aCampaignsModelChangedOrLostIsAnInputError() throws Exception {
		Path dir = Files.createDirectories(temp.resolve("modelled"));
		String text = "{\"format\":1,\"language\":\"lua\",\"trees\":1,\"classes\":{},\"lengths\":{}}";
		var model = cadmus.corpus.TreeModel.fromJson(text, "test");
		var base = config();
		var config = new CampaignConfig(base.languageId(), base.dialect(), base.implementations(), base.oracles(),
				base.seed(), base.workers(), base.timeLimitSeconds(), base.count(), base.size(), base.timeoutMillis(),
				base.memoryBytes(), 0, Map.of(), List.of(), CampaignConfig.RANDOM, false, CampaignFiles.digest(model), null,
				null, CampaignConfig.PER_PROGRAM_SEEDS);
		CampaignFiles.keep(dir, model);
		Path file = dir.resolve(CampaignFiles.MODEL_FILE);
		assertEquals(Map.of(CampaignFiles.MODEL, file), CampaignFiles.files(dir, config));
		assertEquals(model, cadmus.corpus.TreeModel.read(file));
		Files.writeString(file, model.toJson().replace("\"trees\":1", "\"trees\":2"));
		var changed = assertThrows(InputFileException.class, () -> CampaignFiles.files(dir, config));
		assertTrue(changed.getMessage().startsWith("the campaign's model " + file + " is not the model it began with"),
				changed.getMessage());
		Files.write(file, new byte[] { (byte) 0xff, 0 });
		var binary = assertThrows(InputFileException.class, () -> CampaignFiles.files(dir, config));
		assertEquals(file + " is not a model file: not UTF-8 text (byte 0xff at offset 0)", binary.getMessage());
		// The model the campaign began with, of another language: refused when its programs are to be made.
		var js = cadmus.corpus.TreeModel.fromJson(text.replace("\"lua\"", "\"js\""), "test");
		CampaignFiles.keep(dir, js);
		var jsConfig = config.withTechniques(CampaignFiles.digest(js), Map.of(), null, List.of());
		var lua = Services.get(cadmus.api.LanguageRegistry.class).language("lua").orElseThrow();
		var otherLanguage = assertThrows(InputFileException.class, () -> new cadmus.campaign.ProgramMaker(lua,
				Services.get(cadmus.api.Generator.class), jsConfig, Services.techniques(), CampaignFiles.files(dir, jsConfig),
				null));
		assertEquals(file + " is a model of js, not of lua", otherLanguage.getMessage());
		Files.delete(file);
		var lost = assertThrows(InputFileException.class, () -> CampaignFiles.files(dir, config));
		assertTrue(lost.getMessage().startsWith("the campaign's model " + file + " is missing"), lost.getMessage());
	}
}
