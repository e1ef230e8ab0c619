package cadmus.store.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

import cadmus.store.SqliteStore;
import cadmus.store.StatementMigration;
import cadmus.store.StoreSchema;

/**
 * A store of a made-up kind (two migrations): made, opened and migrated; and every way a file can fail to be such a
 * store refused with the kind's exception, naming the file and the cause, without changing the file.
 */
class SqliteStoreTest {

	/** The kind's own exception, as a campaign's or a corpus's is. */
	static final class NotesException extends RuntimeException {
		private static final long serialVersionUID = 1L;

		NotesException(String message, Throwable cause) {
			super(message, cause);
		}
	}

	public static final class V1__Notes extends StatementMigration {
		@Override
		protected List<String> statements() {
			return List.of("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)", "CREATE TABLE notes(id INTEGER PRIMARY KEY)");
		}
	}

	public static final class V2__Texts extends StatementMigration {
		@Override
		protected List<String> statements() {
			return List.of("ALTER TABLE notes ADD COLUMN text TEXT");
		}
	}

	private static final StoreSchema FIRST = new StoreSchema("notes store", List.of(new V1__Notes()), null, NotesException::new);
	private static final StoreSchema BOTH = new StoreSchema("notes store", List.of(new V1__Notes(), new V2__Texts()), null,
			NotesException::new);

	@TempDir
	Path temp;

	@Test
	void aStoreIsMadeWithWhatItHoldsAndOpensAgain() throws Exception {
		Path file = temp.resolve("new/notes.db");
		try (Connection c = SqliteStore.create(file, BOTH, "owner", "ada")) {
			c.createStatement().execute("INSERT INTO notes(text) VALUES ('kept')");
			c.commit();
		}
		var opened = SqliteStore.open(file, BOTH, "owner", "names no owner", String::toUpperCase);
		try (Connection c = opened.connection()) {
			assertEquals("ADA", opened.holds());
			assertEquals("2", BOTH.latest());
			var r = c.createStatement().executeQuery("SELECT text FROM notes");
			assertTrue(r.next());
			assertEquals("kept", r.getString(1));
		}
	}

	@Test
	void anOlderStoreIsMigratedWhenOpened() throws Exception {
		Path file = temp.resolve("notes.db");
		SqliteStore.create(file, FIRST, "owner", "ada").close();
		try (Connection c = SqliteStore.open(file, BOTH, "owner", "names no owner", s -> s).connection()) {
			c.createStatement().execute("INSERT INTO notes(text) VALUES ('new column')");
		}
	}

	@Test
	void aStoreOfANewerCadmusIsRefusedUntouched() throws Exception {
		Path file = temp.resolve("notes.db");
		SqliteStore.create(file, BOTH, "owner", "ada").close();
		byte[] before = Files.readAllBytes(file);
		var e = assertThrows(NotesException.class, () -> SqliteStore.open(file, FIRST, "owner", "names no owner", s -> s));
		assertTrue(e.getMessage().equals(file + " was written by a newer Cadmus (notes store schema version 2; this Cadmus "
				+ "knows versions up to 1): open it with that Cadmus or a newer one; nothing in it was changed"), e.getMessage());
		assertArrayEquals(before, Files.readAllBytes(file));
	}

	@Test
	void aStoreThatLostATableOrAColumnIsRefusedNamingIt() throws Exception {
		Path file = temp.resolve("notes.db");
		SqliteStore.create(file, BOTH, "owner", "ada").close();
		sql(file, "ALTER TABLE notes DROP COLUMN text");
		var e = assertThrows(NotesException.class, () -> SqliteStore.open(file, BOTH, "owner", "names no owner", s -> s));
		assertEquals(file + " is not a whole notes store: it lacks column notes.text", e.getMessage());
		sql(file, "DROP TABLE notes");
		e = assertThrows(NotesException.class, () -> SqliteStore.open(file, BOTH, "owner", "names no owner", s -> s));
		assertEquals(file + " is not a whole notes store: it lacks table notes", e.getMessage());
	}

	@Test
	void aFileThatIsNoSuchStoreIsRefusedUntouched() throws Exception {
		Path random = temp.resolve("random.db");
		Files.write(random, new byte[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 });
		var e = assertThrows(NotesException.class, () -> SqliteStore.open(random, BOTH, "owner", "names no owner", s -> s));
		assertTrue(e.getMessage().startsWith(random + " is not a readable notes store: [SQLITE_NOTADB]"), e.getMessage());

		Path other = temp.resolve("other.db");
		sql(other, "CREATE TABLE t(a)");
		byte[] before = Files.readAllBytes(other);
		e = assertThrows(NotesException.class, () -> SqliteStore.open(other, BOTH, "owner", "names no owner", s -> s));
		assertTrue(e.getMessage().startsWith(other + " is not a notes store: ") && e.getMessage().contains("no such table: meta"),
				e.getMessage());
		assertArrayEquals(before, Files.readAllBytes(other), "a database of something else is not migrated");

		Path nobody = temp.resolve("nobody.db");
		SqliteStore.create(nobody, BOTH, "owner", "ada").close();
		sql(nobody, "DELETE FROM meta");
		e = assertThrows(NotesException.class, () -> SqliteStore.open(nobody, BOTH, "owner", "names no owner", s -> s));
		assertEquals(nobody + " names no owner", e.getMessage());

		// What the store holds is read before anything is migrated: a value the kind refuses leaves the file as it was.
		Path older = temp.resolve("older.db");
		SqliteStore.create(older, FIRST, "owner", "ada").close();
		byte[] first = Files.readAllBytes(older);
		e = assertThrows(NotesException.class, () -> SqliteStore.open(older, BOTH, "owner", "names no owner", s -> {
			throw new NotesException("an owner this Cadmus cannot read", null);
		}));
		assertArrayEquals(first, Files.readAllBytes(older));
	}

	@Test
	void aStoreFromBeforeVersionedMigrationsIsTakenAsVersionOne() throws Exception {
		var untracked = new StoreSchema("notes store", List.of(new V1__Notes(), new V2__Texts()), "notes from before migrations",
				NotesException::new);
		Path file = temp.resolve("notes.db");
		sql(file, "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)", "CREATE TABLE notes(id INTEGER PRIMARY KEY)",
				"INSERT INTO meta VALUES ('owner', 'ada')");
		try (Connection c = SqliteStore.open(file, untracked, "owner", "names no owner", s -> s).connection()) {
			c.createStatement().execute("INSERT INTO notes(text) VALUES ('migrated from version 1')");
		}
	}

	private static void sql(Path file, String... statements) throws SQLException {
		var source = new SQLiteDataSource();
		source.setUrl("jdbc:sqlite:" + file);
		try (var c = source.getConnection(); var s = c.createStatement()) {
			for (String sql : statements) {
				s.execute(sql);
			}
		}
	}
}
