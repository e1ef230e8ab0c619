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

import cadmus.campaign.CampaignConfig;
import cadmus.generate.Trace;
import cadmus.store.PostgresAddress;
import cadmus.store.PostgresStore;
import cadmus.store.SqliteDatabase;
import cadmus.store.SqliteStore;
import cadmus.store.StoreDatabase;
import cadmus.store.StoreSchema;

/**
 * A campaign's findings store: one SQLite database in the campaign directory ({@value #FILE}), or one schema of a
 * PostgreSQL database that many machines share, which the campaign directory names in {@value #SHARED_FILE}
 * ({@link SharedStoreFile}). It holds the configuration, every program's index and outcomes (so a resumed campaign
 * skips what is done), the text, decision trace, executions and verdicts of every program with a verdict, findings
 * and their buckets. One transaction per batch: whatever a commit wrote survives a kill -9 of Cadmus (SQLite's
 * write-ahead log; not a power cut, which would need synchronous=FULL and a disk flush per batch). Readers such as
 * {@code cadmus findings} may open the store while a campaign runs. The statements are the same on both databases
 * ({@link cadmus.store.StoreDialect}).
 */
public final class CampaignStore implements AutoCloseable {

	public static final String FILE = "campaign.db";
	/** The file in a campaign directory that names the shared store the campaign is kept in, instead of {@link #FILE}. */
	public static final String SHARED_FILE = SharedStoreFile.NAME;
	/** Its schema: the migrations that made it, version by version. */
	static final StoreSchema SCHEMA = new StoreSchema("campaign store", List.of(new V1__Campaign(), new V2__Reductions(),
			new V3__StatementEdits(), new V4__Guidance(), new V5__RunTimes(), new V6__OptimizedCode(),
			new V7__ReductionShapes(), new V8__Leases(), new V9__Sharing()),
			"campaign store from before versioned migrations", StoreException::new);

	private final Path dir;
	private final StoreDatabase database;
	private final CampaignConfig config;
	/** Findings per bucket as this store has written them, so that a finding's place in its bucket is not a count. */
	private final java.util.Map<Long, Long> bucketSizes = new java.util.HashMap<>();

	private CampaignStore(Path dir, StoreDatabase database, CampaignConfig config) {
		this.dir = dir;
		this.database = database;
		this.config = config;
	}

	/** The campaign's folder, which holds the store and what the campaign keeps beside it (its model). */
	public Path dir() {
		return dir;
	}

	/**
	 * Creates the store of a new campaign in {@code dir}.
	 *
	 * @throws StoreException when {@code dir} already holds a campaign, or the database cannot be made
	 */
	public static CampaignStore create(Path dir, CampaignConfig config) {
		Path file = dir.resolve(FILE);
		refuseTaken(dir);
		return new CampaignStore(dir, new SqliteDatabase(file, SqliteStore.create(file, SCHEMA, "config", config.toJson())),
				config);
	}

	/**
	 * Creates the store of a new campaign on a shared PostgreSQL store (in the address's schema, which must not
	 * exist yet), and names it in {@code dir}, which then stands for the campaign as any campaign directory does.
	 *
	 * @throws StoreException when {@code dir} already holds a campaign, the schema exists, or the server cannot be
	 *                        reached
	 */
	public static CampaignStore create(Path dir, CampaignConfig config, PostgresAddress shared) {
		refuseTaken(dir);
		var database = PostgresStore.create(shared, SCHEMA, "config", config.toJson());
		try {
			SharedStoreFile.write(dir, shared);
		} catch (RuntimeException e) {
			database.close();
			throw e;
		}
		return new CampaignStore(dir, database, config);
	}

	private static void refuseTaken(Path dir) {
		if (Files.exists(dir.resolve(FILE)) || Files.exists(dir.resolve(SHARED_FILE))) {
			throw new StoreException(dir + " already holds a campaign; resume it with --resume " + dir
					+ " or choose another --out");
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
			if (Files.isRegularFile(dir.resolve(SHARED_FILE))) {
				var shared = SharedStoreFile.read(dir);
				var opened = PostgresStore.open(shared, SCHEMA, "config", "has no campaign configuration",
						json -> config(shared.where(), json));
				return new CampaignStore(dir, opened.database(), opened.holds());
			}
			throw new StoreException(dir + " holds no campaign (no " + FILE + ", no " + SHARED_FILE + ")");
		}
		var opened = SqliteStore.open(file, SCHEMA, "config", "has no campaign configuration", json -> config(file.toString(), json));
		return new CampaignStore(dir, new SqliteDatabase(file, opened.connection()), opened.holds());
	}

	/**
	 * Opens a campaign on a shared store for a process that joins it, and names it in {@code dir} (made when new; a
	 * directory an earlier join made for the same campaign is used again).
	 *
	 * @throws StoreException when the store holds no such campaign, or {@code dir} holds another campaign
	 */
	public static CampaignStore join(Path dir, PostgresAddress shared) {
		if (Files.exists(dir.resolve(FILE))
				|| Files.exists(dir.resolve(SHARED_FILE)) && !SharedStoreFile.read(dir).equals(shared)) {
			throw new StoreException(dir + " holds another campaign: choose another --out");
		}
		var opened = PostgresStore.open(shared, SCHEMA, "config", "has no campaign configuration",
				json -> config(shared.where(), json));
		if (!Files.exists(dir.resolve(SHARED_FILE))) {
			try {
				SharedStoreFile.write(dir, shared);
			} catch (RuntimeException e) {
				opened.database().close();
				throw e;
			}
		}
		return new CampaignStore(dir, opened.database(), opened.holds());
	}

	private static CampaignConfig config(String where, String json) {
		try {
			return CampaignConfig.fromJson(json);
		} catch (IllegalArgumentException e) {
			throw new StoreException(where + " holds a campaign configuration this Cadmus cannot read: " + e.getMessage(), e);
		}
	}

	/**
	 * Whether the campaign is on a shared store, where every process leases its seeds: one whose writers take turns
	 * ({@link cadmus.store.StoreDialect#writersTakeTurns()}), as {@link #write} has them.
	 */
	public boolean shared() {
		return database.dialect().writersTakeTurns() != null;
	}

	/** The store as messages name it: the campaign's file, or the shared store's server and schema. */
	public String where() {
		return database.where();
	}

	/** The writes the store ran so far and their time, commits included (what keeping the campaign costs). */
	public StoreDatabase.WriteTally writeTally() {
		return database.writeTally();
	}

	/** The database the store is kept in, for copying it to another ({@link StoreCopy}). */
	StoreDatabase database() {
		return database;
	}

	public CampaignConfig config() {
		return config;
	}

	/** Starts a run (the first, or a resumption) and returns its number. */
	public synchronized int beginRun(String containment, List<ImplementationStatus> implementations) {
		return write("start a run", connection -> {
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
			return run;
		});
	}

	/** Ends a run with its status ({@code finished}, {@code stopped}). */
	public synchronized void endRun(int run, String status) {
		write("end the run", c -> {
			try (var update = c.prepareStatement("UPDATE runs SET stopped = ?, status = ? WHERE id = ?")) {
				update.setString(1, Instant.now().toString());
				update.setString(2, status);
				update.setInt(3, run);
				return update.executeUpdate();
			}
		});
	}

	/** Indices of the programs already judged (by any run). */
	public synchronized BitSet doneIndices() {
		return read("read the programs done", c -> {
			var done = new BitSet();
			try (var q = c.prepareStatement("SELECT idx FROM programs"); ResultSet r = q.executeQuery()) {
				while (r.next()) {
					done.set(Math.toIntExact(r.getLong(1)));
				}
			}
			return done;
		});
	}

	/** Writes a batch of judged programs in one transaction; returns the findings it added. */
	public synchronized List<StoredFinding> write(List<ProgramRecord> batch) {
		return write(batch, null);
	}

	/**
	 * Writes a batch of judged programs in one transaction with a joined process's leases ({@code fence}: null in a
	 * campaign of one process): programs of ranges it lost are left out. Returns the findings it added.
	 */
	public synchronized List<StoredFinding> write(List<ProgramRecord> batch, WriteFence fence) {
		// Each try counts its findings into a copy, kept when its transaction commits: a try that rolled back
		// (and the database's retry of it) must not have counted. On a shared store other processes file findings
		// too: buckets are counted in the store each time, under a lock that makes the writers take turns, so that
		// a bucket is opened once and its findings are numbered in one sequence across processes.
		String turns = database.dialect().writersTakeTurns();
		boolean shared = turns != null;
		var counted = new java.util.HashMap<Long, Long>();
		var added = write("write " + batch.size() + " programs", c -> {
			if (shared) {
				try (Statement s = c.createStatement()) {
					s.execute(turns);
				}
			}
			counted.clear();
			if (!shared) {
				counted.putAll(bucketSizes);
			}
			var kept = batch;
			if (fence != null) {
				var held = fence.enter(c);
				kept = batch.stream().filter(p -> held.test(p.index())).toList();
			}
			var result = new BatchWriter(c, counted).write(kept);
			if (fence != null) {
				fence.leave(c, kept.size());
			}
			return result;
		});
		if (fence != null) {
			fence.committed();
		}
		bucketSizes.clear();
		if (!shared) {
			bucketSizes.putAll(counted);
		}
		return added;
	}

	/**
	 * What processes that share the campaign coordinate through the store: seed leases, reduction claims, the
	 * processes that joined.
	 */
	public SharedWork sharing() {
		return new SharedWork(this);
	}

	/** Totals over all runs. */
	public synchronized Counters counters() {
		return read("count", c -> {
			try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
					"SELECT COUNT(*), COALESCE(SUM(valid),0), COALESCE(SUM(invalid),0), COALESCE(MAX(finished_ms),0) FROM programs")) {
				r.next();
				// Read before the statement runs another query, which closes this result set.
				long programs = r.getLong(1), valid = r.getLong(2), invalid = r.getLong(3), elapsed = r.getLong(4);
				long findings = single(s, "SELECT COUNT(*) FROM findings");
				// Buckets count bugs: one merged into another or linked to another oracle's is not one of its own.
				long bugs = FindingReader.buckets(c).stream().filter(BucketSummary::counted).count();
				return new Counters(programs, valid, invalid, findings, bugs, elapsed);
			}
		});
	}

	private static long single(Statement s, String sql) throws SQLException {
		try (ResultSet r = s.executeQuery(sql)) {
			r.next();
			return r.getLong(1);
		}
	}

	/** Buckets, largest first, each linked to another oracle's that names its failure ({@link BucketLinks}). */
	public synchronized List<BucketSummary> buckets() {
		return read("read buckets", FindingReader::buckets);
	}

	/**
	 * Whether a bucket is linked to another oracle's that names its failure, so that it counts as no bug of its own
	 * (no new bucket for {@code --fail-on bucket}).
	 */
	public synchronized boolean linked(long bucket) {
		return buckets().stream().anyMatch(b -> b.id() == bucket && b.linked());
	}

	/** All findings in the order they were found. */
	public synchronized List<StoredFinding> findings() {
		return read("read findings", c -> FindingReader.findings(c, "", -1));
	}

	public synchronized Optional<StoredFinding> finding(long id) {
		return read("read findings", c -> FindingReader.findings(c, "WHERE f.id = ?", id)).stream().findFirst();
	}

	/**
	 * Stores a finding's reduction (replacing an earlier one); when its reduced program is one another bucket of
	 * the same oracle reduced to, the newer of the two buckets is merged into the older.
	 *
	 * @return the bucket the finding's bucket now belongs to, when this merged it
	 */
	public synchronized java.util.OptionalLong saveReduction(StoredReduction reduction) {
		return write("store the reduction of finding " + reduction.finding(), c -> ReductionRecords.save(c, reduction));
	}

	/** Every stored reduction, by finding. */
	public synchronized Map<Long, StoredReduction> reductions() {
		return read("read reductions", c -> ReductionRecords.all(c, "", -1));
	}

	public synchronized Optional<StoredReduction> reduction(long finding) {
		return read("read the reduction of finding " + finding,
				c -> Optional.ofNullable(ReductionRecords.all(c, "WHERE finding = ?", finding).get(finding)));
	}

	/** A program kept with its verdicts. */
	public synchronized Optional<StoredProgram> program(long index) {
		return read("read program " + index, c -> ProgramReader.read(c, index));
	}

	/**
	 * A kept program's decision trace, decoded.
	 *
	 * @throws StoreException naming the store and the program when the stored trace is not one
	 */
	public Trace trace(StoredProgram program) {
		try {
			return Trace.fromText(program.trace());
		} catch (IllegalArgumentException e) {
			throw new StoreException("campaign store " + where() + ": the decision trace of program "
					+ program.index() + " is damaged: " + e.getMessage(), e);
		}
	}

	/** The implementations of the latest run, in campaign order. */
	public synchronized List<ImplementationStatus> implementations() {
		return read("read implementations", c -> {
			var result = new ArrayList<ImplementationStatus>();
			try (var q = c.prepareStatement("SELECT id, version, enabled, reason FROM implementations "
					+ "WHERE run = (SELECT MAX(run) FROM implementations) ORDER BY rowid"); ResultSet r = q.executeQuery()) {
				while (r.next()) {
					result.add(new ImplementationStatus(r.getString(1), r.getString(2), r.getInt(3) == 1, r.getString(4)));
				}
			}
			return result;
		});
	}

	/** Implementation id → outcome name → programs, over all programs (in the campaign's implementation order). */
	public synchronized Map<String, Map<String, Long>> outcomeCounts() {
		return read("count outcomes", c -> ProgressReader.outcomeCounts(c, config.implementations()));
	}

	/** Its programs and findings tallied by the technique that made each program, in the configuration's order. */
	public synchronized List<TechniqueFigure> techniqueFigures() {
		return read("tally techniques", c -> TechniqueReader.figures(c, config));
	}

	/**
	 * What each implementation's optimizing tier compiled of the programs the campaign traced, in campaign order
	 * of the implementations (empty when it traced none: a campaign not hot, or of implementations that cannot tell).
	 */
	public synchronized List<OptimizationFigure> optimizationFigures() {
		return read("tally what the optimizing tiers compiled", c -> {
			var byImplementation = new java.util.HashMap<String, OptimizationFigure>();
			try (var q = c.prepareStatement("SELECT impl, MIN(tier), COUNT(*), SUM(compiled), SUM(CASE WHEN units > 0 THEN 1 ELSE 0 END), SUM(units) "
					+ "FROM optimized_code GROUP BY impl"); ResultSet r = q.executeQuery()) {
				while (r.next()) {
					byImplementation.put(r.getString(1), new OptimizationFigure(r.getString(1), r.getString(2), r.getLong(3),
							r.getLong(4), r.getLong(5), r.getLong(6)));
				}
			}
			var figures = new ArrayList<OptimizationFigure>();
			for (String id : config.implementations()) {
				var figure = byImplementation.remove(id);
				if (figure != null) {
					figures.add(figure);
				}
			}
			figures.addAll(byImplementation.values());
			return figures;
		});
	}

	/** A feedback-directed campaign's corpus, in the order it was saved (empty for a random campaign). */
	public synchronized List<CorpusEntry> corpus() {
		return read("read the corpus", GuidanceReader::corpus);
	}

	/** The corpus entries saved by programs whose indices {@code known} does not hold (other processes' since). */
	public synchronized List<CorpusEntry> corpusBesides(java.util.function.LongPredicate known) {
		return read("read the corpus", c -> GuidanceReader.corpusBesides(c, known));
	}

	/** The coverage points a feedback-directed campaign reached, in the order they were first reached. */
	public synchronized List<CoveragePoint> coveragePoints() {
		return read("read the coverage points", GuidanceReader::coveragePoints);
	}

	/** Totals at up to {@code points} evenly spaced moments of campaign time. */
	public synchronized List<Sample> samples(int points) {
		long end = counters().elapsedMillis();
		return read("sample progress", c -> ProgressReader.samples(c, end, points));
	}

	/** One line per run: number, start, end, status. */
	public synchronized List<String> runs() {
		return read("read runs", c -> {
			var result = new ArrayList<String>();
			try (var q = c.prepareStatement("SELECT id, started, stopped, status FROM runs ORDER BY id");
					ResultSet r = q.executeQuery()) {
				while (r.next()) {
					String stopped = r.getString(3);
					String status = r.getString(4);
					result.add("run " + r.getInt(1) + ": started " + r.getString(2) + ", "
							+ (stopped == null ? "killed (no clean stop recorded)" : status + " " + stopped));
				}
			}
			return result;
		});
	}

	/**
	 * Keeps the text of a file the campaign's techniques need ({@link cadmus.campaign.CampaignFiles}), as the
	 * campaign began with it; a file of the same kind kept before is replaced.
	 */
	public synchronized void keepFile(String kind, String text) {
		write("keep its " + kind, c -> {
			try (var upsert = c.prepareStatement(cadmus.store.Upsert.replacing("files", 1, "kind", "text"))) {
				upsert.setString(1, kind);
				upsert.setString(2, database.dialect().text(text));
				return upsert.executeUpdate();
			}
		});
	}

	/** The texts of the files the store keeps for the campaign's techniques, by kind (none for older campaigns). */
	public synchronized Map<String, String> keptFiles() {
		return read("read its files", c -> {
			var files = new java.util.TreeMap<String, String>();
			try (var q = c.prepareStatement("SELECT kind, text FROM files"); ResultSet r = q.executeQuery()) {
				while (r.next()) {
					files.put(r.getString(1), r.getString(2));
				}
			}
			return files;
		});
	}

	/** Records what each of the campaign's oracles checks (id to one sentence), for its report; replaces any earlier. */
	public synchronized void recordOracles(Map<String, String> descriptions) {
		write("record the oracles", c -> {
			try (var upsert = c.prepareStatement("INSERT INTO meta(key, value) VALUES ('oracles', ?) "
					+ "ON CONFLICT(key) DO UPDATE SET value = excluded.value")) {
				upsert.setString(1, OracleDescriptions.toJson(descriptions));
				return upsert.executeUpdate();
			}
		});
	}

	/** What each oracle checks, as last recorded; empty for campaigns of a Cadmus that did not record it. */
	public synchronized Map<String, String> oracleDescriptions() {
		return OracleDescriptions.fromJson(read("read the oracles", c -> firstString(c, "SELECT value FROM meta WHERE key = 'oracles'")));
	}

	/** The containment line of the latest run. */
	public synchronized String containment() {
		String line = read("read runs", c -> firstString(c, "SELECT containment FROM runs ORDER BY id DESC LIMIT 1"));
		return line == null ? "" : line;
	}

	/** The first column of a query's first row; null when it has none. */
	private static String firstString(Connection c, String sql) throws SQLException {
		try (var q = c.prepareStatement(sql); ResultSet r = q.executeQuery()) {
			return r.next() ? r.getString(1) : null;
		}
	}

	/** Reads, ending the read transaction; a failure names what was being read. */
	<T> T read(String what, StoreDatabase.Work<T> work) {
		try {
			return database.read(work);
		} catch (SQLException e) {
			throw fail(what, e);
		}
	}

	/** Writes in one transaction, rolled back on failure. */
	<T> T write(String what, StoreDatabase.Work<T> work) {
		try {
			return database.write(work);
		} catch (SQLException e) {
			throw fail(what, e);
		}
	}

	private StoreException fail(String what, SQLException e) {
		if (full(e)) {
			return new StoreException("campaign store " + where() + ": cannot " + what + ": the disk (or the server's) is "
					+ "full; what was stored before is kept: make room and resume the campaign (" + e.getMessage() + ")", e);
		}
		return new StoreException("campaign store " + where() + ": cannot " + what + ": " + e.getMessage(), e);
	}

	/** Whether a write failed for want of room: SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100). */
	private static boolean full(SQLException e) {
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof SQLException q && ("53100".equals(q.getSQLState()) || q.getErrorCode() == 13
					|| String.valueOf(q.getMessage()).contains("SQLITE_FULL"))) {
				return true;
			}
		}
		return false;
	}

	@Override
	public synchronized void close() {
		database.close();
	}
}
