package cadmus.corpus;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * The corpus store's first schema: its language, and every imported file with its verdict, keyed by its
 * content's hash so that the same file imported twice (from two packages, or two imports) is kept once; the
 * text of parsed files.
 */
public final class V1__Corpus extends StatementMigration {

	@Override
	protected List<String> statements() {
		return List.of("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
				"CREATE TABLE files (id INTEGER PRIMARY KEY, source TEXT NOT NULL, path TEXT NOT NULL, "
						+ "verdict TEXT NOT NULL, bytes INTEGER NOT NULL, sha256 TEXT NOT NULL, line INTEGER NOT NULL, "
						+ "detail TEXT NOT NULL, lines INTEGER NOT NULL, text TEXT)",
				"CREATE INDEX files_sha256 ON files(sha256)");
	}
}
