package cadmus.campaign.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Statement;
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
		return write("start a run", c -> RunRecords.begin(c, containment, implementations));
	}

	/** Ends a run with its status ({@code finished}, {@code stopped}). */
	public synchronized void endRun(int run, String status) {
		write("end the run", c -> RunRecords.end(c, run, status));
	}

	/** Indices of the programs already judged (by any run). */
	public synchronized BitSet doneIndices() {
		return read("read the programs done", ProgressReader::doneIndices);
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
		return read("count", ProgressReader::counters);
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
		return read("read implementations", RunRecords::implementations);
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
		return read("tally what the optimizing tiers compiled", c -> OptimizationReader.figures(c, config.implementations()));
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
		return read("read runs", RunRecords::lines);
	}

	/**
	 * Keeps the text of a file the campaign's techniques need ({@link cadmus.campaign.CampaignFiles}), as the
	 * campaign began with it; a file of the same kind kept before is replaced.
	 */
	public synchronized void keepFile(String kind, String text) {
		write("keep its " + kind, c -> KeptFileRecords.keep(c, database.dialect(), kind, text));
	}

	/** The texts of the files the store keeps for the campaign's techniques, by kind (none for older campaigns). */
	public synchronized Map<String, String> keptFiles() {
		return read("read its files", KeptFileRecords::all);
	}

	/** Records what each of the campaign's oracles checks (id to one sentence), for its report; replaces any earlier. */
	public synchronized void recordOracles(Map<String, String> descriptions) {
		write("record the oracles", c -> OracleDescriptions.record(c, descriptions));
	}

	/** What each oracle checks, as last recorded; empty for campaigns of a Cadmus that did not record it. */
	public synchronized Map<String, String> oracleDescriptions() {
		return read("read the oracles", OracleDescriptions::read);
	}

	/** The containment line of the latest run. */
	public synchronized String containment() {
		return read("read runs", RunRecords::containment);
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
		return StoreFailures.of(where(), what, e);
	}

	@Override
	public synchronized void close() {
		database.close();
	}
}
