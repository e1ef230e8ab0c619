package cadmus.campaign.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import cadmus.api.Execution;
import cadmus.api.Verdict;
import cadmus.store.StoreDialect;
import cadmus.store.Upsert;

/**
 * Writes judged programs into the store within the caller's transaction: every program's row, and for a
 * program with verdicts its text, trace, executions and verdicts, each finding filed into its bucket (a new
 * bucket for a new signature).
 */
final class BatchWriter {

	/** Outputs longer than this are cut when stored; the oracles saw them whole. */
	private static final int STORED_OUTPUT = 64 * 1024;

	private final Connection connection;
	private final Map<Long, Long> bucketSizes;
	private final StoreDialect dialect;

	/** @param bucketSizes findings per bucket, counted once per bucket and kept up to date here */
	BatchWriter(Connection connection, Map<Long, Long> bucketSizes) throws SQLException {
		this.connection = connection;
		this.bucketSizes = bucketSizes;
		this.dialect = StoreDialect.of(connection);
	}

	/** Writes the batch; returns the findings it added. */
	List<StoredFinding> write(List<ProgramRecord> batch) throws SQLException {
		var added = new ArrayList<StoredFinding>();
		try (var programs = connection.prepareStatement(
				Upsert.replacing("programs", 1, "idx", "run", "finished_ms", "nodes", "outcomes", "valid",
						"invalid", "findings", "run_us"))) {
			for (var p : batch) {
				programs.setLong(1, p.index());
				programs.setInt(2, p.run());
				programs.setLong(3, p.finishedMillis());
				programs.setInt(4, p.nodes());
				programs.setString(5, p.outcomes());
				programs.setInt(6, p.valid() ? 1 : 0);
				programs.setInt(7, p.invalid() ? 1 : 0);
				programs.setInt(8, (int) p.verdicts().stream().filter(v -> v.kind() == Verdict.Kind.FINDING).count());
				programs.setLong(9, p.executions().stream().mapToLong(e -> e.duration().toNanos() / 1000).sum());
				programs.addBatch();
			}
			programs.executeBatch();
		}
		for (var p : batch) {
			if (p.interesting()) {
				writeDetails(p, added);
			}
			if (p.guided() != null) {
				writeGuidance(p);
			}
			if (!p.optimized().isEmpty()) {
				writeOptimized(p);
			}
		}
		return added;
	}

	/** What the optimizing tiers compiled of a traced program, one row per implementation that told. */
	private void writeOptimized(ProgramRecord p) throws SQLException {
		try (var row = connection.prepareStatement(
				Upsert.replacing("optimized_code", 2, "idx", "impl", "tier", "compiled", "units"))) {
			for (var e : p.optimized().entrySet()) {
				row.setLong(1, p.index());
				row.setString(2, e.getKey());
				row.setString(3, e.getValue().tier());
				row.setInt(4, e.getValue().any() ? 1 : 0);
				row.setInt(5, e.getValue().units().size());
				row.addBatch();
			}
			row.executeBatch();
		}
	}

	/** A guided program's corpus entry and the coverage points it reached first, in its program's transaction. */
	private void writeGuidance(ProgramRecord p) throws SQLException {
		var guided = p.guided();
		if (guided.saved()) {
			try (var corpus = connection.prepareStatement(
					Upsert.replacing("corpus", 1, "idx", "saved_as", "found_ms", "input"))) {
				corpus.setLong(1, p.index());
				corpus.setString(2, guided.savedAs());
				corpus.setLong(3, p.finishedMillis());
				corpus.setBytes(4, guided.input());
				corpus.executeUpdate();
			}
		}
		try (var point = connection.prepareStatement(
				Upsert.keeping("coverage_points", 1, "point", "found_ms"))) {
			for (long key : guided.newPoints()) {
				point.setLong(1, key);
				point.setLong(2, p.finishedMillis());
				point.addBatch();
			}
			point.executeBatch();
		}
		try (var valid = connection.prepareStatement(
				"UPDATE coverage_points SET valid_found_ms = ? WHERE point = ? AND valid_found_ms IS NULL")) {
			for (long key : guided.newValidPoints()) {
				valid.setLong(1, p.finishedMillis());
				valid.setLong(2, key);
				valid.addBatch();
			}
			valid.executeBatch();
		}
	}

	private void writeDetails(ProgramRecord p, List<StoredFinding> added) throws SQLException {
		try (var text = connection.prepareStatement(
				Upsert.replacing("program_texts", 1, "idx", "name", "trace", "text", "input"))) {
			text.setLong(1, p.index());
			text.setString(2, p.name());
			text.setString(3, p.trace());
			text.setString(4, p.text());
			text.setBytes(5, p.guided() == null ? null : p.guided().input());
			text.executeUpdate();
		}
		try (var delete = connection.prepareStatement("DELETE FROM executions WHERE idx = ?")) {
			delete.setLong(1, p.index());
			delete.executeUpdate();
		}
		try (var exec = connection.prepareStatement(
				"INSERT INTO executions(idx, impl, rerun, outcome, kind, stdout, stderr, duration_us) VALUES (?,?,?,?,?,?,?,?)")) {
			insertExecutions(exec, p.index(), p.executions(), 0);
			insertExecutions(exec, p.index(), p.reruns(), 1);
			exec.executeBatch();
		}
		// A batch written again (a retried commit whose first try may have landed) stores nothing twice: the
		// program's verdicts are replaced, and a finding it already has is not added again.
		try (var delete = connection.prepareStatement("DELETE FROM verdicts WHERE idx = ?")) {
			delete.setLong(1, p.index());
			delete.executeUpdate();
		}
		try (var verdict = connection.prepareStatement(
				"INSERT INTO verdicts(idx, oracle, kind, signature, summary) VALUES (?,?,?,?,?)")) {
			for (var v : p.verdicts()) {
				verdict.setLong(1, p.index());
				verdict.setString(2, v.oracle());
				verdict.setString(3, v.kind().name());
				verdict.setString(4, v.signature());
				verdict.setString(5, v.summary());
				verdict.executeUpdate();
				if (v.kind() == Verdict.Kind.FINDING && !stored(p, v)) {
					added.add(addFinding(p, v));
				}
			}
		}
	}

	private void insertExecutions(PreparedStatement exec, long index, List<Execution> executions, int rerun)
			throws SQLException {
		for (var e : executions) {
			exec.setLong(1, index);
			exec.setString(2, e.implementationId());
			exec.setInt(3, rerun);
			exec.setString(4, e.outcome().name());
			exec.setString(5, e.errorKind());
			exec.setString(6, dialect.text(cut(e.stdout())));
			exec.setString(7, dialect.text(cut(e.stderr())));
			exec.setLong(8, e.duration().toNanos() / 1000);
			exec.addBatch();
		}
	}

	private static String cut(String s) {
		return s.length() <= STORED_OUTPUT ? s : s.substring(0, STORED_OUTPUT) + "\n[cut at " + STORED_OUTPUT + " characters]";
	}

	/** Whether the program's finding of this verdict is stored already. */
	private boolean stored(ProgramRecord p, Verdict v) throws SQLException {
		try (var q = connection.prepareStatement("SELECT 1 FROM findings WHERE idx = ? AND oracle = ? AND signature = ?")) {
			q.setLong(1, p.index());
			q.setString(2, v.oracle());
			q.setString(3, v.signature());
			try (ResultSet r = q.executeQuery()) {
				return r.next();
			}
		}
	}

	private StoredFinding addFinding(ProgramRecord p, Verdict v) throws SQLException {
		long bucket = -1;
		boolean newBucket = false;
		try (var q = connection.prepareStatement("SELECT id FROM buckets WHERE oracle = ? AND signature = ?")) {
			q.setString(1, v.oracle());
			q.setString(2, v.signature());
			try (ResultSet r = q.executeQuery()) {
				if (r.next()) {
					bucket = r.getLong(1);
				}
			}
		}
		if (bucket < 0) {
			try (var insert = connection.prepareStatement("INSERT INTO buckets(oracle, signature) VALUES (?, ?)",
					Statement.RETURN_GENERATED_KEYS)) {
				insert.setString(1, v.oracle());
				insert.setString(2, v.signature());
				insert.executeUpdate();
				try (ResultSet keys = insert.getGeneratedKeys()) {
					keys.next();
					bucket = keys.getLong(1);
				}
			}
			newBucket = true;
		}
		Long size = newBucket ? Long.valueOf(0) : bucketSizes.get(bucket);
		if (size == null) {
			try (var q = connection.prepareStatement("SELECT COUNT(*) FROM findings WHERE bucket = ?")) {
				q.setLong(1, bucket);
				try (ResultSet r = q.executeQuery()) {
					r.next();
					size = r.getLong(1);
				}
			}
		}
		long ordinal = size + 1;
		bucketSizes.put(bucket, ordinal);
		long id;
		try (var insert = connection.prepareStatement(
				"INSERT INTO findings(idx, run, oracle, bucket, signature, summary, found_ms) VALUES (?,?,?,?,?,?,?)",
				Statement.RETURN_GENERATED_KEYS)) {
			insert.setLong(1, p.index());
			insert.setInt(2, p.run());
			insert.setString(3, v.oracle());
			insert.setLong(4, bucket);
			insert.setString(5, v.signature());
			insert.setString(6, v.summary());
			insert.setLong(7, p.finishedMillis());
			insert.executeUpdate();
			try (ResultSet keys = insert.getGeneratedKeys()) {
				keys.next();
				id = keys.getLong(1);
			}
		}
		return new StoredFinding(id, p.index(), v.oracle(), bucket, v.signature(), v.summary(), newBucket,
				p.finishedMillis(), ordinal);
	}
}
