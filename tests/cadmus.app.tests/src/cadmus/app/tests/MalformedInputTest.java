package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file the product reads, malformed: a model, a campaign's kept model, a target, a corpus, a campaign store, a
 * finding's stored decision trace, a program file. Each is random bytes, cut short, empty, JSON or SQLite of another shape, or
 * of a newer Cadmus; each command that reads it must say so on one line of stderr that names the file and the cause,
 * and exit 3 (missing or unreadable input file or campaign), never an internal error (exit 1) with a stack trace.
 */
class MalformedInputTest {

	@TempDir
	static Path temp;

	private static Product cadmus;
	/** A campaign whose finding 1 is a crash of a fake Lua (a shell script), with its programs' traces. */
	private static Path campaign;
	/** A campaign of model programs and random ones, which keeps its model; finding 1 is the fake's crash too. */
	private static Path modelCampaign;
	private static Path corpus;
	private static Path model;
	private static byte[] random;
	private static int cases;

	@BeforeAll
	static void filesThatAreWhole() throws Exception {
		cadmus = new Product(temp.resolve("configuration"));
		random = new byte[4096];
		new Random(48).nextBytes(random);
		Path fake = FaultyLua.SEGFAULT_ON_REPEAT.write(temp.resolve("fake.sh"));
		campaign = temp.resolve("campaign");
		succeeds(cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--command", "fake=sh " + fake, "--impl", "fake",
				"--count", "100", "--seed", "11", "--fail-on", "never", "--out", campaign.toString()));
		Path programs = temp.resolve("programs");
		succeeds(cadmus.run("generate", "--lang", "lua", "--count", "30", "--seed", "5", "--out", programs.toString()));
		corpus = temp.resolve("corpus");
		succeeds(cadmus.run("corpus", "import", "--lang", "lua", "--into", corpus.toString(), programs.toString()));
		model = temp.resolve("lua.model");
		succeeds(cadmus.run("learn", "--lang", "lua", "--corpus", corpus.toString(), "--out", model.toString()));
		modelCampaign = temp.resolve("model-campaign");
		succeeds(cadmus.run("fuzz", "--lang", "lua", "--dialect", "5.1", "--model", model.toString(), "--mix",
				"random:1,model:1", "--command", "fake=sh " + fake, "--impl", "fake", "--count", "100", "--seed", "11",
				"--fail-on", "never", "--out", modelCampaign.toString()));
		succeeds(cadmus.run("repro", campaign.toString(), "1"));
		succeeds(cadmus.run("repro", modelCampaign.toString(), "1"));
	}

	private static void succeeds(Product.Result r) {
		assertEquals(0, r.exitCode(), r.toString());
	}

	/**
	 * The command's refusal: exit 3, one line on stderr that names {@code file} and says {@code cause}, no stack trace.
	 */
	private static void refused(Path file, String cause, String... args) throws Exception {
		var r = cadmus.run(args);
		String command = "cadmus " + String.join(" ", args) + ": ";
		assertEquals(3, r.exitCode(), command + r);
		var lines = r.stderr().lines().filter(line -> !line.isBlank()).toList();
		assertEquals(1, lines.size(), command + "one line: " + r);
		assertTrue(lines.get(0).contains(file.toString()), command + "names " + file + ": " + r);
		assertTrue(lines.get(0).contains(cause), command + "says " + cause + ": " + r);
		assertFalse(lines.get(0).contains("internal error") || lines.get(0).contains("Exception"), command + r);
	}

	/** A copy of a folder (a campaign, a corpus), to damage one of its files. */
	private static Path copy(Path dir) throws IOException {
		Path to = temp.resolve("case-" + ++cases);
		try (var paths = Files.walk(dir)) {
			for (Path from : (Iterable<Path>) paths.sorted(Comparator.naturalOrder())::iterator) {
				Files.copy(from, to.resolve(dir.relativize(from).toString()), StandardCopyOption.COPY_ATTRIBUTES);
			}
		}
		return to;
	}

	private static byte[] half(Path file) throws IOException {
		byte[] bytes = Files.readAllBytes(file);
		return Arrays.copyOf(bytes, bytes.length / 2);
	}

	private static void sql(Path db, String... statements) throws SQLException {
		var source = new org.sqlite.SQLiteDataSource();
		source.setUrl("jdbc:sqlite:" + db);
		try (var c = source.getConnection(); var s = c.createStatement()) {
			for (String statement : statements) {
				s.execute(statement);
			}
		}
	}

	private static Path file(String name, byte[] bytes) throws IOException {
		return Files.write(temp.resolve(name), bytes);
	}

	private static Path file(String name, String text) throws IOException {
		return Files.writeString(temp.resolve(name), text);
	}

	@Test
	void aModelFileThatIsNoneIsNamed() throws Exception {
		refused(file("random.model", random), "is not a model file: not UTF-8 text (byte 0x", "generate", "--lang", "lua",
				"--model", temp.resolve("random.model").toString());
		Path truncated = file("truncated.model", half(model));
		refused(truncated, "is not a model file: ", "generate", "--lang", "lua", "--model", truncated.toString());
		Path empty = file("empty.model", "");
		refused(empty, "is not a model file: it is empty", "generate", "--lang", "lua", "--model", empty.toString());
		Path array = file("array.model", "[1, 2, 3]");
		refused(array, "is not a model file: Expected BEGIN_OBJECT but was BEGIN_ARRAY", "generate", "--lang", "lua",
				"--model", array.toString());
		Path lacking = file("lacking.model", "{\"format\": 1, \"language\": \"lua\"}");
		refused(lacking, "it lacks its language, classes or lengths", "fuzz", "--lang", "lua", "--model",
				lacking.toString(), "--count", "1", "--out", temp.resolve("never").toString());
		Path nulls = file("nulls.model", "{\"format\": 1, \"language\": \"lua\", \"trees\": 1, \"classes\": {\"a\": null}, "
				+ "\"lengths\": {}}");
		refused(nulls, "a context or list feature has no counts", "compare", "--lang", "lua", "--model", nulls.toString(),
				"--count", "1");
		Path newer = file("newer.model", Files.readString(model).replace("\"format\":1", "\"format\":2"));
		refused(newer, "is a model of format 2; this Cadmus reads format 1", "generate", "--lang", "lua", "--model",
				newer.toString());
		Path directory = Files.createDirectories(temp.resolve("a-directory"));
		refused(directory, "is a directory, not a model file", "generate", "--lang", "lua", "--model", directory.toString());
	}

	@Test
	void aCampaignsModelChangedOrLostIsAnInputError() throws Exception {
		Path binary = copy(modelCampaign);
		Path kept = binary.resolve("model.json");
		Files.write(kept, random);
		refused(kept, "is not a model file: not UTF-8 text", "fuzz", "--resume", binary.toString());
		refused(kept, "is not a model file: not UTF-8 text", "repro", binary.toString(), "1");
		Path truncated = copy(modelCampaign);
		Files.write(truncated.resolve("model.json"), half(truncated.resolve("model.json")));
		refused(truncated.resolve("model.json"), "is not the model it began with", "reduce", truncated.toString(), "1");
		// The store keeps the model too: one lost from the folder is written back from there, as it began.
		Path lostHere = copy(modelCampaign);
		Files.delete(lostHere.resolve("model.json"));
		succeeds(cadmus.run("repro", lostHere.toString(), "1"));
		assertEquals(Files.readString(modelCampaign.resolve("model.json")), Files.readString(lostHere.resolve("model.json")),
				"the model written back is the one the campaign began with");
		// Lost from both, there is nothing to make its model programs with.
		Path lost = copy(modelCampaign);
		Files.delete(lost.resolve("model.json"));
		sql(lost.resolve("campaign.db"), "DELETE FROM files");
		refused(lost.resolve("model.json"), "is missing", "fuzz", "--resume", lost.toString());
		// Changed in the store while lost from the folder: refused, naming the store, not written back.
		Path changedThere = copy(modelCampaign);
		Files.delete(changedThere.resolve("model.json"));
		sql(changedThere.resolve("campaign.db"), "UPDATE files SET text = substr(text, 1, length(text) / 2)");
		refused(changedThere.resolve("campaign.db"), "is not the model it began with", "reduce", changedThere.toString(),
				"1");
		assertFalse(Files.exists(changedThere.resolve("model.json")), "a changed model is not written back");
	}

	@Test
	void aTargetFileThatIsNoneIsNamed() throws Exception {
		Path binary = file("random.target", random);
		refused(binary, "is not a target file: not UTF-8 text (byte 0x", "generate", "--lang", "lua", "--target",
				binary.toString());
		refused(binary, "is not a target file: not UTF-8 text (byte 0x", "fuzz", "--lang", "lua", "--count", "1",
				"--target", binary.toString(), "--out", temp.resolve("never-made").toString());
		Path empty = file("empty.target", "");
		refused(empty, "no statement: a target says its language and what its programs have", "generate", "--lang", "lua",
				"--target", empty.toString());
		Path cut = file("cut.target", "language lua\ncount While >=");
		refused(cut, ":2:15: expected a number before the line's end", "fuzz", "--lang", "lua", "--count", "1",
				"--target", cut.toString(), "--out", temp.resolve("never-made").toString());
		Path directory = Files.createDirectories(temp.resolve("dir.target"));
		refused(directory, "is a directory, not a target file", "generate", "--lang", "lua", "--target",
				directory.toString());
		assertFalse(Files.exists(temp.resolve("never-made")), "no campaign was made");
	}

	@Test
	void aCorpusThatIsNoneIsNamed() throws Exception {
		Path binary = copy(corpus);
		Files.write(binary.resolve("corpus.db"), random);
		refused(binary.resolve("corpus.db"), "is not a readable corpus store", "corpus", binary.toString());
		Path truncated = copy(corpus);
		Files.write(truncated.resolve("corpus.db"), half(truncated.resolve("corpus.db")));
		refused(truncated.resolve("corpus.db"), "is not a readable corpus store", "learn", "--lang", "lua", "--corpus",
				truncated.toString(), "--out", temp.resolve("never.model").toString());
		Path empty = copy(corpus);
		Files.write(empty.resolve("corpus.db"), new byte[0]);
		refused(empty.resolve("corpus.db"), "no such table: meta", "corpus", empty.toString());
		Path campaignStore = copy(corpus);
		Files.copy(campaign.resolve("campaign.db"), campaignStore.resolve("corpus.db"), StandardCopyOption.REPLACE_EXISTING);
		refused(campaignStore.resolve("corpus.db"), "it names no language", "learn", "--lang", "lua", "--corpus",
				campaignStore.toString(), "--out", temp.resolve("never.model").toString());
		Path noFiles = copy(corpus);
		sql(noFiles.resolve("corpus.db"), "DROP TABLE files");
		refused(noFiles.resolve("corpus.db"), "is not a whole corpus store", "corpus", noFiles.toString());
		Path verdict = copy(corpus);
		sql(verdict.resolve("corpus.db"), "UPDATE files SET verdict = 'bogus'");
		refused(verdict.resolve("corpus.db"), "no file verdict is called bogus", "corpus", verdict.toString());
		Path program = file("one.lua", "print(1)\n");
		refused(verdict.resolve("corpus.db"), "no file verdict is called bogus", "corpus", "import", "--lang", "lua",
				"--into", verdict.toString(), program.toString());
		Path newer = copy(corpus);
		sql(newer.resolve("corpus.db"), "INSERT INTO flyway_schema_history(installed_rank, version, description, type, "
				+ "script, checksum, installed_by, installed_on, execution_time, success) VALUES (2, '2', 'Future', 'JDBC', "
				+ "'V2__Future', NULL, '', '2027-01-01 00:00:00', 1, 1)");
		refused(newer.resolve("corpus.db"), "was written by a newer Cadmus", "learn", "--lang", "lua", "--corpus",
				newer.toString(), "--out", temp.resolve("never.model").toString());
	}

	@Test
	void aCampaignStoreThatIsNoneIsNamed() throws Exception {
		Path binary = copy(campaign);
		Path store = binary.resolve("campaign.db");
		Files.write(store, random);
		refused(store, "is not a readable campaign store", "findings", binary.toString());
		refused(store, "is not a readable campaign store", "fuzz", "--resume", binary.toString());
		Path truncated = copy(campaign);
		Files.write(truncated.resolve("campaign.db"), half(truncated.resolve("campaign.db")));
		refused(truncated.resolve("campaign.db"), "is not a readable campaign store", "report", truncated.toString());
		Path empty = copy(campaign);
		Files.write(empty.resolve("campaign.db"), new byte[0]);
		refused(empty.resolve("campaign.db"), "no such table: meta", "repro", empty.toString(), "1");
		Path corpusStore = copy(campaign);
		Files.copy(corpus.resolve("corpus.db"), corpusStore.resolve("campaign.db"), StandardCopyOption.REPLACE_EXISTING);
		refused(corpusStore.resolve("campaign.db"), "has no campaign configuration", "findings", corpusStore.toString());
		Path notJson = copy(campaign);
		sql(notJson.resolve("campaign.db"), "UPDATE meta SET value = 'not json{' WHERE key = 'config'");
		refused(notJson.resolve("campaign.db"), "holds a campaign configuration this Cadmus cannot read: not JSON",
				"findings", notJson.toString());
		refused(notJson.resolve("campaign.db"), "holds a campaign configuration this Cadmus cannot read: not JSON", "fuzz",
				"--resume", notJson.toString());
		Path emptyObject = copy(campaign);
		sql(emptyObject.resolve("campaign.db"), "UPDATE meta SET value = '{}' WHERE key = 'config'");
		refused(emptyObject.resolve("campaign.db"), "it lacks languageId", "repro", emptyObject.toString(), "1");
		Path newer = copy(campaign);
		// One version past the store's newest, whatever that is.
		sql(newer.resolve("campaign.db"), "INSERT INTO flyway_schema_history(installed_rank, version, description, type, "
				+ "script, checksum, installed_by, installed_on, execution_time, success) SELECT MAX(installed_rank) + 1, "
				+ "CAST(MAX(CAST(version AS INTEGER)) + 1 AS TEXT), 'Future', 'JDBC', 'V99__Future', NULL, '', "
				+ "'2027-01-01 00:00:00', 1, 1 FROM flyway_schema_history");
		refused(newer.resolve("campaign.db"), "was written by a newer Cadmus", "report", newer.toString());
		Path noPrograms = copy(campaign);
		sql(noPrograms.resolve("campaign.db"), "DROP TABLE programs");
		refused(noPrograms.resolve("campaign.db"), "it lacks table programs", "fuzz", "--resume", noPrograms.toString());
		Path outcome = copy(campaign);
		sql(outcome.resolve("campaign.db"), "UPDATE executions SET outcome = 'BOGUS'");
		refused(outcome.resolve("campaign.db"), "stored outcome 'BOGUS' is none this Cadmus knows", "repro",
				outcome.toString(), "1");
		refused(outcome.resolve("campaign.db"), "stored outcome 'BOGUS' is none this Cadmus knows", "report",
				outcome.toString());
		// A resumed campaign with nothing left to run writes its report, which reads the finding's program.
		refused(outcome.resolve("campaign.db"), "stored outcome 'BOGUS' is none this Cadmus knows", "fuzz", "--resume",
				outcome.toString());
	}

	@Test
	void aDamagedTraceIsNamedWithItsStore() throws Exception {
		Path damaged = copy(campaign);
		sql(damaged.resolve("campaign.db"), "UPDATE program_texts SET trace = 'hello world'");
		refused(damaged.resolve("campaign.db"), "is damaged: trace line 1 is not 'value lo hi label'", "repro",
				damaged.toString(), "1");
		refused(damaged.resolve("campaign.db"), "is damaged: trace line 1 is not 'value lo hi label'", "reduce",
				damaged.toString(), "1");
	}

	@Test
	void aProgramFileThatIsNoTextIsNamed() throws Exception {
		Path binary = file("binary.lua", random);
		refused(binary, "is not a program file: not UTF-8 text", "run", "--lang", "lua", "--impl", "lua.luaj",
				binary.toString());
		refused(binary, "is not a program file: not UTF-8 text", "judge", campaign.toString(), "1", binary.toString());
		refused(binary, "is not a program file: not UTF-8 text", "reduce", "--lang", "lua", "--dialect", "5.1", "--impl",
				"lua.luaj", binary.toString());
		Path directory = Files.createDirectories(temp.resolve("programs-folder"));
		refused(directory, "is a directory, not a program file", "judge", campaign.toString(), "1", directory.toString());
		refused(directory, "is a directory, not a program file", "run", "--lang", "lua", directory.toString());
		Path missing = temp.resolve("missing.lua");
		refused(missing, "no such file", "reduce", "--lang", "lua", "--dialect", "5.1", "--impl", "lua.luaj",
				missing.toString());
	}
}
