package cadmus.corpus;

import java.sql.SQLException;

import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * The corpus store's first schema: its language, and every imported file with its verdict, keyed by its
 * content's hash so that the same file imported twice (from two packages, or two imports) is kept once; the
 * text of parsed files.
 */
public final class V1__Corpus extends BaseJavaMigration {

	@Override
	public void migrate(Context context) throws SQLException {
		try (var s = context.getConnection().createStatement()) {
			s.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
			s.execute("CREATE TABLE files (id INTEGER PRIMARY KEY, source TEXT NOT NULL, path TEXT NOT NULL, "
					+ "verdict TEXT NOT NULL, bytes INTEGER NOT NULL, sha256 TEXT NOT NULL, line INTEGER NOT NULL, "
					+ "detail TEXT NOT NULL, lines INTEGER NOT NULL, text TEXT)");
			s.execute("CREATE INDEX files_sha256 ON files(sha256)");
		}
	}
}
