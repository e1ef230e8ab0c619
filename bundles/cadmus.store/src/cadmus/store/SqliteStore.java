package cadmus.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.Function;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * A store in one SQLite file: made with its schema and what it holds (a value in its {@code meta} table, under a
 * key: a campaign's configuration, a corpus's language), or opened, checked and migrated. Write-ahead logging: what
 * a commit wrote survives a kill -9 of Cadmus (not a power cut: that would need synchronous=FULL, a disk flush per
 * commit), and readers may open the file while its one writer works. Connections do not commit by themselves.
 */
public final class SqliteStore {

	/** How long a connection waits for another's lock (a reader's, a checkpoint) before it fails. */
	private static final int BUSY_MILLIS = 10_000;

	private SqliteStore() {
	}

	/** A store that was opened: its connection (in a transaction), and what its meta value says it holds. */
	public record Opened<T>(Connection connection, T holds) {
	}

	/**
	 * Makes a new store in {@code file} (and its folder), with the schema's latest version and {@code value} under
	 * {@code key} in its meta table.
	 */
	public static Connection create(Path file, StoreSchema schema, String key, String value) {
		try {
			Files.createDirectories(file.toAbsolutePath().getParent());
			var source = dataSource(file);
			schema.migrate(source, file);
			var c = connect(source);
			try (var insert = c.prepareStatement("INSERT INTO meta(key, value) VALUES (?, ?)")) {
				insert.setString(1, key);
				insert.setString(2, value);
				insert.executeUpdate();
			}
			c.commit();
			return c;
		} catch (SQLException | IOException e) {
			throw schema.failure().of("cannot make the " + schema.name() + " " + file + ": " + e.getMessage(), e);
		}
	}

	/**
	 * Opens the store in {@code file}: reads what it holds (the meta value under {@code key}, read by {@code holds},
	 * which throws the kind's exception for a value it cannot read), and only then migrates it and checks its
	 * tables, so a file that is not such a store is refused untouched.
	 *
	 * @param missing what the refusal says of a store without that value ("has no campaign configuration")
	 */
	public static <T> Opened<T> open(Path file, StoreSchema schema, String key, String missing, Function<String, T> holds) {
		T held = holds.apply(metaValue(file, schema, key, missing));
		var failure = schema.failure();
		Connection c = null;
		try {
			var source = dataSource(file);
			c = connect(source);
			schema.migrate(source, file);
			String lack = SchemaShape.lack(c, schema);
			if (lack != null) {
				throw failure.of(file + " is not a whole " + schema.name() + ": " + lack, null);
			}
			c.commit();
			return new Opened<>(c, held);
		} catch (SQLException e) {
			close(c);
			throw failure.of(file + " is not a readable " + schema.name() + ": " + e.getMessage(), e);
		} catch (RuntimeException e) {
			close(c);
			throw e;
		}
	}

	/**
	 * The meta value under the key, read on a connection of its own that changes nothing: the store's connection
	 * turns on write-ahead logging, which rewrites the header of a database that had none.
	 */
	private static String metaValue(Path file, StoreSchema schema, String key, String missing) {
		var config = new SQLiteConfig();
		config.setBusyTimeout(BUSY_MILLIS);
		var source = new SQLiteDataSource(config);
		source.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
		try (var c = source.getConnection(); var q = c.prepareStatement("SELECT value FROM meta WHERE key = ?")) {
			q.setString(1, key);
			try (var r = q.executeQuery()) {
				if (r.next()) {
					return r.getString(1);
				}
			}
		} catch (SQLException e) {
			// A database without the table is some other database; one that cannot be read is damaged.
			boolean other = e instanceof SQLiteException s && s.getResultCode() == SQLiteErrorCode.SQLITE_ERROR;
			throw schema.failure().of(file + (other ? " is not a " : " is not a readable ") + schema.name() + ": "
					+ e.getMessage(), e);
		}
		throw schema.failure().of(file + " " + missing, null);
	}

	/** Closes a connection to a store that is refused; its refusal is what the caller hears of. */
	private static void close(Connection c) {
		if (c != null) {
			try {
				c.close();
			} catch (SQLException e) {
				// The refusal says what is wrong.
			}
		}
	}

	private static SQLiteDataSource dataSource(Path file) {
		var config = new SQLiteConfig();
		config.setJournalMode(SQLiteConfig.JournalMode.WAL);
		config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
		config.setBusyTimeout(BUSY_MILLIS);
		var source = new SQLiteDataSource(config);
		source.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
		return source;
	}

	private static Connection connect(SQLiteDataSource source) throws SQLException {
		Connection c = source.getConnection();
		c.setAutoCommit(false);
		return c;
	}
}
