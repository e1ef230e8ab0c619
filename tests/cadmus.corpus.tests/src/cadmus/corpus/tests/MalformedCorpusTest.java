package cadmus.corpus.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

import cadmus.corpus.CorpusException;
import cadmus.corpus.CorpusImporter;
import cadmus.corpus.CorpusStore;
import cadmus.corpus.ImportLimits;

/**
 * A corpus file that is not one (random bytes, cut short, empty, SQLite of another shape, a table lost, a value no
 * Cadmus writes, a newer schema) is refused with one line that names the file and what is wrong with it.
 */
class MalformedCorpusTest {

	@TempDir
	static Path temp;

	/** A real corpus's file: two Lua programs imported. */
	private static byte[] corpus;

	private static int cases;

	@BeforeAll
	static void importACorpus() throws Exception {
		Path sources = Files.createDirectories(temp.resolve("sources"));
		Files.writeString(sources.resolve("a.lua"), "local x = 1\nprint(x + 2)\n");
		Files.writeString(sources.resolve("b.lua"), "local function f(a)\n  return a * 2\nend\nprint(f(3))\n");
		Path dir = temp.resolve("corpus");
		try (var store = CorpusStore.openOrCreate(dir, "lua")) {
			new CorpusImporter(Lua.language(), new ImportLimits(List.of("lua"), 4096, Duration.ofSeconds(20)))
					.importInto(store, List.of(sources), f -> { });
		}
		corpus = Files.readAllBytes(dir.resolve(CorpusStore.FILE));
	}

	/** A folder whose corpus file holds {@code bytes}. */
	private static Path corpusOf(byte[] bytes) throws Exception {
		Path dir = Files.createDirectories(temp.resolve("case-" + ++cases));
		Files.write(dir.resolve(CorpusStore.FILE), bytes);
		return dir;
	}

	private static void sql(Path dir, String... statements) throws SQLException {
		var source = new SQLiteDataSource();
		source.setUrl("jdbc:sqlite:" + dir.resolve(CorpusStore.FILE));
		try (Connection c = source.getConnection(); var s = c.createStatement()) {
			for (String statement : statements) {
				s.execute(statement);
			}
		}
	}

	/** Opening the corpus in {@code dir} is refused on one line that begins with its file's name. */
	private static String refusal(Path dir) {
		var e = assertThrows(CorpusException.class, () -> CorpusStore.open(dir).close());
		return checked(dir, e);
	}

	private static String checked(Path dir, CorpusException e) {
		assertTrue(e.getMessage().contains(dir.resolve(CorpusStore.FILE).toString()), "names the file: " + e.getMessage());
		assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
		return e.getMessage();
	}

	@Test
	void randomBytesTruncatedOrEmptyAreNoCorpus() throws Exception {
		var bytes = new byte[4096];
		new Random(48).nextBytes(bytes);
		assertTrue(refusal(corpusOf(bytes)).contains("is not a readable corpus store: [SQLITE_NOTADB]"));
		assertTrue(refusal(corpusOf(Arrays.copyOf(corpus, corpus.length / 2))).contains("[SQLITE_CORRUPT]"));
		assertTrue(refusal(corpusOf(new byte[0])).contains("is not a corpus store: [SQLITE_ERROR]"));
	}

	@Test
	void sqliteOfAnotherShapeIsNoCorpus() throws Exception {
		Path other = corpusOf(new byte[0]);
		sql(other, "CREATE TABLE t(a)", "INSERT INTO t VALUES (1)");
		assertTrue(refusal(other).contains("no such table: meta"));
		Path noLanguage = corpusOf(corpus);
		sql(noLanguage, "DELETE FROM meta");
		assertTrue(refusal(noLanguage).endsWith("is not a corpus store: it names no language"));
		Path noFiles = corpusOf(corpus);
		sql(noFiles, "DROP TABLE files");
		assertTrue(refusal(noFiles).endsWith("is not a whole corpus store: it lacks table files"), refusal(noFiles));
		Path noColumn = corpusOf(corpus);
		sql(noColumn, "ALTER TABLE files DROP COLUMN detail");
		assertTrue(refusal(noColumn).endsWith("is not a whole corpus store: it lacks column files.detail"), refusal(noColumn));
	}

	@Test
	void aVerdictNoCadmusWritesIsNamed() throws Exception {
		Path dir = corpusOf(corpus);
		sql(dir, "UPDATE files SET verdict = 'bogus'");
		try (var store = CorpusStore.open(dir)) {
			var e = assertThrows(CorpusException.class, store::rates);
			assertTrue(checked(dir, e).contains("no file verdict is called bogus"), e.getMessage());
			assertThrows(CorpusException.class, store::files);
		}
	}

	@Test
	void aCorpusOfANewerCadmusIsRefusedUntouched() throws Exception {
		Path dir = corpusOf(corpus);
		sql(dir, "INSERT INTO flyway_schema_history(installed_rank, version, description, type, script, checksum, "
				+ "installed_by, installed_on, execution_time, success) VALUES (2, '2', 'Future', 'JDBC', 'V2__Future', "
				+ "NULL, '', '2027-01-01 00:00:00', 1, 1)");
		byte[] before = Files.readAllBytes(dir.resolve(CorpusStore.FILE));
		String message = refusal(dir);
		assertTrue(message.contains("was written by a newer Cadmus (corpus store schema version 2; this Cadmus knows versions "
				+ "up to 1)"), message);
		assertArrayEquals(before, Files.readAllBytes(dir.resolve(CorpusStore.FILE)), "nothing in it was changed");
	}

	@Test
	void aWholeCorpusOpens() throws Exception {
		try (var store = CorpusStore.open(corpusOf(corpus))) {
			assertEquals(2, store.files().size(), "the reader refuses only what is not a corpus");
		}
	}
}
