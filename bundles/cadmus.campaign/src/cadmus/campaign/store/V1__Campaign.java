package cadmus.campaign.store;

import java.util.List;

import cadmus.store.StatementMigration;

/**
 * Schema version 1, the store as campaigns made it before migrations: configuration, runs, programs and their
 * outcomes, texts and traces, executions, verdicts, buckets and findings. Program outcomes are one
 * comma-separated column in implementation order.
 */
final class V1__Campaign extends StatementMigration {

	private static final List<String> TABLES = List.of(
			"CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
			"CREATE TABLE runs(id INTEGER PRIMARY KEY, started TEXT NOT NULL, stopped TEXT, status TEXT NOT NULL, containment TEXT)",
			"CREATE TABLE implementations(run INTEGER NOT NULL, id TEXT NOT NULL, version TEXT, enabled INTEGER NOT NULL, reason TEXT, PRIMARY KEY(run, id))",
			"CREATE TABLE programs(idx INTEGER PRIMARY KEY, run INTEGER NOT NULL, finished_ms INTEGER NOT NULL, nodes INTEGER NOT NULL, outcomes TEXT NOT NULL, valid INTEGER NOT NULL, invalid INTEGER NOT NULL, findings INTEGER NOT NULL)",
			"CREATE TABLE program_texts(idx INTEGER PRIMARY KEY, name TEXT NOT NULL, trace TEXT NOT NULL, text TEXT NOT NULL)",
			"CREATE TABLE executions(idx INTEGER NOT NULL, impl TEXT NOT NULL, rerun INTEGER NOT NULL, outcome TEXT NOT NULL, kind TEXT, stdout TEXT, stderr TEXT, duration_us INTEGER)",
			"CREATE INDEX executions_by_program ON executions(idx)",
			"CREATE TABLE verdicts(idx INTEGER NOT NULL, oracle TEXT NOT NULL, kind TEXT NOT NULL, signature TEXT NOT NULL, summary TEXT)",
			"CREATE INDEX verdicts_by_program ON verdicts(idx)",
			"CREATE TABLE buckets(id INTEGER PRIMARY KEY, oracle TEXT NOT NULL, signature TEXT NOT NULL, UNIQUE(oracle, signature))",
			"CREATE TABLE findings(id INTEGER PRIMARY KEY, idx INTEGER NOT NULL, run INTEGER NOT NULL, oracle TEXT NOT NULL, bucket INTEGER NOT NULL, signature TEXT NOT NULL, summary TEXT, found_ms INTEGER NOT NULL)",
			// A bucket's first finding is looked up for every finding listed.
			"CREATE INDEX findings_by_bucket ON findings(bucket)");

	@Override
	protected List<String> statements() {
		return TABLES;
	}
}
