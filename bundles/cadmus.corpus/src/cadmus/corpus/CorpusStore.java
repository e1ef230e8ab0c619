package cadmus.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.BiConsumer;

import cadmus.store.SqliteStore;
import cadmus.store.StoreSchema;

/**
 * A corpus of one language's programs: one SQLite database ({@value #FILE}) in a folder of its own. It keeps every
 * file an import was given, with its verdict (so a parse-rate table can be printed again at any time), and the
 * text of those the grammar parsed, which is what learning reads. Each import commits as it goes: an import
 * stopped halfway keeps what it had done.
 */
public final class CorpusStore implements AutoCloseable {

	public static final String FILE = "corpus.db";
	/** Files between commits. */
	private static final int BATCH = 200;
	/** Its schema: the migrations that made it, version by version. */
	static final StoreSchema SCHEMA = new StoreSchema("corpus store", List.of(new V1__Corpus()), null, CorpusException::new);

	private final Path dir;
	private final Connection connection;
	private final String language;
	private int uncommitted;

	private CorpusStore(Path dir, Connection connection, String language) {
		this.dir = dir;
		this.connection = connection;
		this.language = language;
	}

	/** Whether {@code dir} holds a corpus. */
	public static boolean isCorpus(Path dir) {
		return Files.isRegularFile(dir.resolve(FILE));
	}

	/**
	 * Opens the corpus in {@code dir}, or makes one there for {@code language}.
	 *
	 * @throws CorpusException when {@code dir} holds another language's corpus, or the store cannot be made
	 */
	public static CorpusStore openOrCreate(Path dir, String language) {
		if (isCorpus(dir)) {
			var store = open(dir);
			if (!store.language.equals(language)) {
				store.close();
				throw new CorpusException(dir + " holds a corpus of " + store.language + ", not of " + language
						+ ": import into another folder");
			}
			return store;
		}
		return new CorpusStore(dir, SqliteStore.create(dir.resolve(FILE), SCHEMA, "language", language), language);
	}

	/**
	 * Opens the corpus in {@code dir}.
	 *
	 * @throws CorpusException when it holds none, or the file is not one
	 */
	public static CorpusStore open(Path dir) {
		Path file = dir.resolve(FILE);
		if (!Files.isRegularFile(file)) {
			throw new CorpusException(dir + " holds no corpus (no " + FILE + "); make one with 'cadmus corpus import'");
		}
		var opened = SqliteStore.open(file, SCHEMA, "language", "is not a corpus store: it names no language",
				language -> language);
		return new CorpusStore(dir, opened.connection(), opened.holds());
	}

	public Path dir() {
		return dir;
	}

	/** The id of the language whose grammar parsed the corpus. */
	public String language() {
		return language;
	}

	/** Whether the corpus already holds a file with these contents. */
	public boolean holds(String sha256) {
		try (var q = connection.prepareStatement("SELECT 1 FROM files WHERE sha256 = ? AND verdict <> ?")) {
			q.setString(1, sha256);
			q.setString(2, FileVerdict.DUPLICATE.shown());
			try (var r = q.executeQuery()) {
				return r.next();
			}
		} catch (SQLException e) {
			throw failed("read", e);
		}
	}

	/** Adds a file with its verdict; {@code text} is kept for a parsed file, null otherwise. */
	public void add(CorpusFile file, long lines, String text) {
		try (var insert = connection.prepareStatement("INSERT INTO files(source, path, verdict, bytes, sha256, line, "
				+ "detail, lines, text) VALUES (?,?,?,?,?,?,?,?,?)")) {
			insert.setString(1, file.source());
			insert.setString(2, file.path());
			insert.setString(3, file.verdict().shown());
			insert.setLong(4, file.bytes());
			insert.setString(5, file.sha256());
			insert.setInt(6, file.line());
			insert.setString(7, file.detail());
			insert.setLong(8, lines);
			insert.setString(9, file.verdict() == FileVerdict.PARSED ? text : null);
			insert.executeUpdate();
			if (++uncommitted >= BATCH) {
				commit();
			}
		} catch (SQLException e) {
			throw failed("write", e);
		}
	}

	/** Makes what was added so far durable. */
	public void commit() {
		try {
			connection.commit();
			uncommitted = 0;
		} catch (SQLException e) {
			throw failed("write", e);
		}
	}

	/** Every file in the order it was imported. */
	public List<CorpusFile> files() {
		var files = new ArrayList<CorpusFile>();
		try (var q = connection.prepareStatement(
				"SELECT source, path, verdict, bytes, sha256, line, detail FROM files ORDER BY id"); var r = q.executeQuery()) {
			while (r.next()) {
				files.add(new CorpusFile(r.getString(1), r.getString(2), verdict(r.getString(3)), r.getLong(4),
						r.getString(5), r.getInt(6), r.getString(7)));
			}
		} catch (SQLException e) {
			throw failed("read", e);
		}
		return files;
	}

	/** The parse rate of each source, in the order they were first imported. */
	public List<SourceRate> rates() {
		var rates = new LinkedHashMap<String, SourceRate>();
		try (var q = connection.prepareStatement(
				"SELECT source, path, verdict, bytes, sha256, line, detail, lines FROM files ORDER BY id");
				var r = q.executeQuery()) {
			while (r.next()) {
				var file = new CorpusFile(r.getString(1), r.getString(2), verdict(r.getString(3)), r.getLong(4),
						r.getString(5), r.getInt(6), r.getString(7));
				var rate = rates.getOrDefault(file.source(), new SourceRate(file.source(), 0, 0, 0, 0));
				rates.put(file.source(), rate.plus(file, r.getLong(8)));
			}
		} catch (SQLException e) {
			throw failed("read", e);
		}
		return List.copyOf(rates.values());
	}

	/** Hands each parsed file's path and text to {@code each}, in the order they were imported. */
	public void eachParsed(BiConsumer<String, String> each) {
		try (var q = connection.prepareStatement("SELECT path, text FROM files WHERE verdict = ? ORDER BY id")) {
			q.setString(1, FileVerdict.PARSED.shown());
			try (var r = q.executeQuery()) {
				while (r.next()) {
					each.accept(r.getString(1), r.getString(2));
				}
			}
		} catch (SQLException e) {
			throw failed("read", e);
		}
	}

	/** The verdict a stored name stands for; one that stands for none means a damaged store. */
	private FileVerdict verdict(String shown) {
		try {
			return FileVerdict.of(shown);
		} catch (IllegalArgumentException e) {
			throw new CorpusException("cannot read the corpus " + dir.resolve(FILE) + ": " + e.getMessage()
					+ " (a damaged store, or one of another Cadmus)", e);
		}
	}

	private CorpusException failed(String what, SQLException e) {
		return new CorpusException("cannot " + what + " the corpus " + dir.resolve(FILE) + ": " + e.getMessage(), e);
	}

	@Override
	public void close() {
		try {
			if (!connection.isClosed()) {
				connection.commit();
				connection.close();
			}
		} catch (SQLException e) {
			throw failed("close", e);
		}
	}
}
