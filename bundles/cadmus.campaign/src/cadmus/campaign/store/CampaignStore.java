package cadmus.campaign.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

import cadmus.campaign.CampaignConfig;

/**
 * A campaign's findings store: one SQLite database in the campaign directory ({@value #FILE}). It holds the
 * configuration, every program's index and outcomes (so a resumed campaign skips what is done), the text,
 * decision trace, executions and verdicts of every program with a verdict, findings and their buckets.
 * Write-ahead logging with one transaction per batch: whatever a commit wrote survives a kill -9 of Cadmus
 * (not a power cut; that would need synchronous=FULL and costs a disk flush per batch). One writer;
 * readers such as {@code cadmus findings} may open the file while a campaign runs.
 */
public final class CampaignStore implements AutoCloseable {

	public static final String FILE = "campaign.db";

	private final Connection connection;
	private final CampaignConfig config;

	private CampaignStore(Connection connection, CampaignConfig config) {
		this.connection = connection;
		this.config = config;
	}

	/**
	 * Creates the store of a new campaign in {@code dir}.
	 *
	 * @throws StoreException when {@code dir} already holds a campaign, or the database cannot be made
	 */
	public static CampaignStore create(Path dir, CampaignConfig config) {
		Path file = dir.resolve(FILE);
		if (Files.exists(file)) {
			throw new StoreException(dir + " already holds a campaign; resume it with --resume " + dir
					+ " or choose another --out");
		}
		try {
			Files.createDirectories(dir);
			var source = dataSource(file);
			StoreSchema.migrate(source, file.toString());
			var c = connect(source);
			try (var insert = c.prepareStatement("INSERT INTO meta(key, value) VALUES (?, ?)")) {
				insert.setString(1, "config");
				insert.setString(2, config.toJson());
				insert.executeUpdate();
			}
			c.commit();
			return new CampaignStore(c, config);
		} catch (SQLException | java.io.IOException e) {
			throw new StoreException("cannot create the campaign store " + file + ": " + e.getMessage(), e);
		}
	}

	/**
	 * Opens the store of an existing campaign.
	 *
	 * @throws StoreException when {@code dir} holds no campaign or the file is not one
	 */
	public static CampaignStore open(Path dir) {
		Path file = dir.resolve(FILE);
		if (!Files.isRegularFile(file)) {
			throw new StoreException(dir + " holds no campaign (no " + FILE + ")");
		}
		try {
			var source = dataSource(file);
			var c = connect(source);
			String json = null;
			try (var q = c.prepareStatement("SELECT value FROM meta WHERE key = 'config'"); ResultSet r = q.executeQuery()) {
				if (r.next()) {
					json = r.getString(1);
				}
			}
			c.commit();
			if (json == null) {
				throw new StoreException(file + " has no campaign configuration");
			}
			// Only a campaign store is migrated: a file that is none was refused above, untouched.
			StoreSchema.migrate(source, file.toString());
			return new CampaignStore(c, CampaignConfig.fromJson(json));
		} catch (SQLException e) {
			throw new StoreException(file + " is not a readable campaign store: " + e.getMessage(), e);
		}
	}

	private static SQLiteDataSource dataSource(Path file) {
		var config = new SQLiteConfig();
		config.setJournalMode(SQLiteConfig.JournalMode.WAL);
		config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
		config.setBusyTimeout(10_000);
		var source = new SQLiteDataSource(config);
		source.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
		return source;
	}

	private static Connection connect(SQLiteDataSource source) throws SQLException {
		Connection c = source.getConnection();
		c.setAutoCommit(false);
		return c;
	}

	public CampaignConfig config() {
		return config;
	}

	/** Starts a run (the first, or a resumption) and returns its number. */
	public synchronized int beginRun(String containment, List<ImplementationStatus> implementations) {
		try {
			int run;
			try (var insert = connection.prepareStatement(
					"INSERT INTO runs(started, status, containment) VALUES (?, 'running', ?)", Statement.RETURN_GENERATED_KEYS)) {
				insert.setString(1, Instant.now().toString());
				insert.setString(2, containment);
				insert.executeUpdate();
				try (ResultSet keys = insert.getGeneratedKeys()) {
					keys.next();
					run = keys.getInt(1);
				}
			}
			try (var insert = connection.prepareStatement(
					"INSERT INTO implementations(run, id, version, enabled, reason) VALUES (?, ?, ?, ?, ?)")) {
				for (var i : implementations) {
					insert.setInt(1, run);
					insert.setString(2, i.id());
					insert.setString(3, i.version());
					insert.setInt(4, i.enabled() ? 1 : 0);
					insert.setString(5, i.reason());
					insert.executeUpdate();
				}
			}
			connection.commit();
			return run;
		} catch (SQLException e) {
			throw fail("start a run", e);
		}
	}

	/** Ends a run with its status ({@code finished}, {@code stopped}). */
	public synchronized void endRun(int run, String status) {
		try (var update = connection.prepareStatement("UPDATE runs SET stopped = ?, status = ? WHERE id = ?")) {
			update.setString(1, Instant.now().toString());
			update.setString(2, status);
			update.setInt(3, run);
			update.executeUpdate();
			connection.commit();
		} catch (SQLException e) {
			throw fail("end the run", e);
		}
	}

	/** Indices of the programs already judged (by any run). */
	public synchronized BitSet doneIndices() {
		var done = new BitSet();
		try (var q = connection.prepareStatement("SELECT idx FROM programs"); ResultSet r = q.executeQuery()) {
			while (r.next()) {
				done.set(Math.toIntExact(r.getLong(1)));
			}
			connection.commit();
			return done;
		} catch (SQLException e) {
			throw fail("read the programs done", e);
		}
	}

	/** Writes a batch of judged programs in one transaction; returns the findings it added. */
	public synchronized List<StoredFinding> write(List<ProgramRecord> batch) {
		try {
			var added = new BatchWriter(connection).write(batch);
			connection.commit();
			return added;
		} catch (SQLException e) {
			rollback();
			throw fail("write " + batch.size() + " programs", e);
		}
	}

	/** Totals over all runs. */
	public synchronized Counters counters() {
		try (Statement s = connection.createStatement()) {
			long programs;
			long valid;
			long invalid;
			long elapsed;
			try (ResultSet r = s.executeQuery(
					"SELECT COUNT(*), COALESCE(SUM(valid),0), COALESCE(SUM(invalid),0), COALESCE(MAX(finished_ms),0) FROM programs")) {
				r.next();
				programs = r.getLong(1);
				valid = r.getLong(2);
				invalid = r.getLong(3);
				elapsed = r.getLong(4);
			}
			long findings = single(s, "SELECT COUNT(*) FROM findings");
			long buckets = single(s, "SELECT COUNT(*) FROM buckets WHERE merged_into IS NULL");
			connection.commit();
			return new Counters(programs, valid, invalid, findings, buckets, elapsed);
		} catch (SQLException e) {
			throw fail("count", e);
		}
	}

	private static long single(Statement s, String sql) throws SQLException {
		try (ResultSet r = s.executeQuery(sql)) {
			r.next();
			return r.getLong(1);
		}
	}

	/** Buckets, largest first. */
	public synchronized List<BucketSummary> buckets() {
		var result = new ArrayList<BucketSummary>();
		try (var q = connection.prepareStatement("""
				SELECT s.id, s.oracle, s.signature, s.n, s.first, (SELECT idx FROM findings WHERE id = s.first), s.merged
				FROM (SELECT b.id AS id, b.oracle AS oracle, b.signature AS signature, COUNT(f.id) AS n, MIN(f.id) AS first,
				             COALESCE(b.merged_into, 0) AS merged
				      FROM buckets b JOIN findings f ON f.bucket = b.id GROUP BY b.id) s
				ORDER BY s.n DESC, s.id""");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				result.add(new BucketSummary(r.getLong(1), r.getString(2), r.getString(3), r.getLong(4), r.getLong(5),
						r.getLong(6), r.getLong(7)));
			}
			connection.commit();
			return result;
		} catch (SQLException e) {
			throw fail("read buckets", e);
		}
	}

	/** All findings in the order they were found. */
	public synchronized List<StoredFinding> findings() {
		return queryFindings("", -1);
	}

	public synchronized Optional<StoredFinding> finding(long id) {
		return queryFindings("WHERE f.id = ?", id).stream().findFirst();
	}

	private List<StoredFinding> queryFindings(String where, long id) {
		var result = new ArrayList<StoredFinding>();
		try (var q = connection.prepareStatement("""
				SELECT f.id, f.idx, f.oracle, f.bucket, f.signature, f.summary,
				       f.id = (SELECT MIN(id) FROM findings g WHERE g.bucket = f.bucket), f.found_ms
				FROM findings f\s""" + where + " ORDER BY f.id")) {
			if (id >= 0) {
				q.setLong(1, id);
			}
			try (ResultSet r = q.executeQuery()) {
				while (r.next()) {
					result.add(new StoredFinding(r.getLong(1), r.getLong(2), r.getString(3), r.getLong(4), r.getString(5),
							r.getString(6), r.getBoolean(7), r.getLong(8)));
				}
			}
			connection.commit();
			return result;
		} catch (SQLException e) {
			throw fail("read findings", e);
		}
	}

	/**
	 * Stores a finding's reduction (replacing an earlier one); when its reduced program is one another bucket of
	 * the same oracle reduced to, the newer of the two buckets is merged into the older.
	 *
	 * @return the bucket the finding's bucket now belongs to, when this merged it
	 */
	public synchronized java.util.OptionalLong saveReduction(StoredReduction reduction) {
		try {
			var merged = ReductionRecords.save(connection, reduction);
			connection.commit();
			return merged;
		} catch (SQLException e) {
			rollback();
			throw fail("store the reduction of finding " + reduction.finding(), e);
		}
	}

	/** Every stored reduction, by finding. */
	public synchronized Map<Long, StoredReduction> reductions() {
		try {
			var all = ReductionRecords.all(connection, "", -1);
			connection.commit();
			return all;
		} catch (SQLException e) {
			throw fail("read reductions", e);
		}
	}

	public synchronized Optional<StoredReduction> reduction(long finding) {
		try {
			var one = ReductionRecords.all(connection, "WHERE finding = ?", finding);
			connection.commit();
			return Optional.ofNullable(one.get(finding));
		} catch (SQLException e) {
			throw fail("read the reduction of finding " + finding, e);
		}
	}

	/** A program kept with its verdicts. */
	public synchronized Optional<StoredProgram> program(long index) {
		try {
			var program = ProgramReader.read(connection, index);
			connection.commit();
			return program;
		} catch (SQLException e) {
			throw fail("read program " + index, e);
		}
	}

	/** The implementations of the latest run, in campaign order. */
	public synchronized List<ImplementationStatus> implementations() {
		var result = new ArrayList<ImplementationStatus>();
		try (var q = connection.prepareStatement(
				"SELECT id, version, enabled, reason FROM implementations WHERE run = (SELECT MAX(run) FROM implementations) ORDER BY rowid");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				result.add(new ImplementationStatus(r.getString(1), r.getString(2), r.getInt(3) == 1, r.getString(4)));
			}
			connection.commit();
			return result;
		} catch (SQLException e) {
			throw fail("read implementations", e);
		}
	}

	/** Implementation id → outcome name → programs, over all programs (in the campaign's implementation order). */
	public synchronized Map<String, Map<String, Long>> outcomeCounts() {
		try {
			var counts = ProgressReader.outcomeCounts(connection, config.implementations());
			connection.commit();
			return counts;
		} catch (SQLException e) {
			throw fail("count outcomes", e);
		}
	}

	/** Totals at up to {@code points} evenly spaced moments of campaign time. */
	public synchronized List<Sample> samples(int points) {
		long end = counters().elapsedMillis();
		try {
			var samples = ProgressReader.samples(connection, end, points);
			connection.commit();
			return samples;
		} catch (SQLException e) {
			throw fail("sample progress", e);
		}
	}

	/** One line per run: number, start, end, status. */
	public synchronized List<String> runs() {
		var result = new ArrayList<String>();
		try (var q = connection.prepareStatement("SELECT id, started, stopped, status FROM runs ORDER BY id");
				ResultSet r = q.executeQuery()) {
			while (r.next()) {
				String stopped = r.getString(3);
				String status = r.getString(4);
				result.add("run " + r.getInt(1) + ": started " + r.getString(2) + ", "
						+ (stopped == null ? "killed (no clean stop recorded)" : status + " " + stopped));
			}
			connection.commit();
			return result;
		} catch (SQLException e) {
			throw fail("read runs", e);
		}
	}

	/** The containment line of the latest run. */
	/** Records what each of the campaign's oracles checks (id to one sentence), for its report; replaces any earlier. */
	public synchronized void recordOracles(Map<String, String> descriptions) {
		try (var upsert = connection.prepareStatement("INSERT OR REPLACE INTO meta(key, value) VALUES ('oracles', ?)")) {
			upsert.setString(1, OracleDescriptions.toJson(descriptions));
			upsert.executeUpdate();
			connection.commit();
		} catch (SQLException e) {
			rollback();
			throw fail("record the oracles", e);
		}
	}

	/** What each oracle checks, as last recorded; empty for campaigns of a Cadmus that did not record it. */
	public synchronized Map<String, String> oracleDescriptions() {
		try (var q = connection.prepareStatement("SELECT value FROM meta WHERE key = 'oracles'"); ResultSet r = q.executeQuery()) {
			String json = r.next() ? r.getString(1) : null;
			connection.commit();
			return OracleDescriptions.fromJson(json);
		} catch (SQLException e) {
			throw fail("read the oracles", e);
		}
	}

	public synchronized String containment() {
		try (var q = connection.prepareStatement("SELECT containment FROM runs ORDER BY id DESC LIMIT 1");
				ResultSet r = q.executeQuery()) {
			String line = r.next() ? r.getString(1) : "";
			connection.commit();
			return line == null ? "" : line;
		} catch (SQLException e) {
			throw fail("read runs", e);
		}
	}

	private void rollback() {
		try {
			connection.rollback();
		} catch (SQLException e) {
			// The original failure is what matters.
		}
	}

	private static StoreException fail(String what, SQLException e) {
		return new StoreException("campaign store: cannot " + what + ": " + e.getMessage(), e);
	}

	@Override
	public synchronized void close() {
		try {
			connection.close();
		} catch (SQLException e) {
			// Closing after a failure; nothing more to save.
		}
	}
}
