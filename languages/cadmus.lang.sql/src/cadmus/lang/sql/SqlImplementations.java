package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Implementation;
import cadmus.api.ImplementationList;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.exec.Checks;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.exec.Profile;
import cadmus.lang.sql.engines.SqlEngineKind;

/**
 * The SQL implementations Cadmus knows, each in a worker JVM built from its bundle's jars, with an empty
 * database per program: H2, HSQLDB, Apache Derby, SQLite and DuckDB embedded over JDBC; PostgreSQL 16 from
 * the binaries jar on Maven Central, as a server of the worker's own (so a fresh machine has six engines); and,
 * when Debian's packages are installed, MariaDB and Debian's PostgreSQL (an alternative to the first, outside
 * the default set). An engine that is not installed is reported unavailable with the reason.
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + SqlImplementations.LANGUAGE)
public final class SqlImplementations extends ImplementationList {

	/** The language id the SQL bundle contributes under. */
	public static final String LANGUAGE = "sql";

	/**
	 * The quick compiler alone, for every engine, the Java ones too: one-worker campaigns of 40 s on H2 and HSQLDB with
	 * HotSpot's optimizing compiler in the worker ran 0.54 to 0.82 times the statements/s (four pairs alternated), its
	 * compiles taking CPU from the Cadmus process, which is what bounds those campaigns on two cores. Derby would
	 * otherwise write derby.log into the working directory.
	 */
	private static final List<String> WORKER_JVM = List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
			"-Djava.awt.headless=true", "-Dderby.stream.error.file=/dev/null");

	/** A table made, filled and queried: every engine must print 42; then an unknown table, then bad syntax. */
	static final List<Canary> CANARIES = List.of(
			new Canary("prints", "CREATE TABLE canary(a INTEGER);\nINSERT INTO canary VALUES (6);\nSELECT a * 7 FROM canary;\n",
					Outcome.OK, "42\n(1 row)\n"),
			new Canary("raises", "SELECT a FROM no_such_table;\n", Outcome.RUNTIME_ERROR, null),
			new Canary("rejects", "SELEC 1;\n", Outcome.SYNTAX_ERROR, null));

	/** Messages only a broken engine gives: Java exceptions leaking through, internal errors, assertions. */
	static final ExpectedErrors EXPECTED = ExpectedErrors.exceptInternal(
			"(?i)\\b(NullPointer|ClassCast|(Array|String)?IndexOutOfBounds|IllegalState|StackOverflow)(Exception|Error)\\b",
			"^XJ001: Java exception",
			"^HY000: General error", "^S1000: General error", "(?i)INTERNAL Error", "(?i)assertion");

	public SqlImplementations() {
		super(LANGUAGE, all());
	}

	private static List<Implementation> all() {
		var all = new java.util.ArrayList<Implementation>(portable());
		all.addAll(dialects());
		return all;
	}

	/**
	 * The engines' own dialects, each on its engine and on the same engine with its optimizer (or part of it) off,
	 * so that a difference between the two points at the optimizer with no dialect noise. SQLite has no switch for
	 * its optimizer that a driver reaches; its second configuration plans without automatic indexes and reads
	 * unordered tables backwards, which changes its plans and the order of its unordered rows.
	 */
	private static List<Implementation> dialects() {
		return List.of(
				worker(SqlEngineKind.SQLITE, dialect(SqlProfile.SQLITE, "sqlite-dialect", "SQLite (xerial sqlite-jdbc), its own dialect")
						.ofBinary("sqlite"), List.of(), "org.xerial.sqlite-jdbc"),
				worker(SqlEngineKind.SQLITE, dialect(SqlProfile.SQLITE, "sqlite-no-autoindex",
						"SQLite (xerial sqlite-jdbc), its own dialect, without automatic indexes, reading unordered tables backwards")
						.ofBinary("sqlite"), List.of("PRAGMA automatic_index = false", "PRAGMA reverse_unordered_selects = true"),
						"org.xerial.sqlite-jdbc"),
				// SQLite's own shell, Debian's build of 3.46: a second SQLite build, compiled apart, for the
				// differential oracle to compare the driver's with when asked for (--impl). Not by default: the driver's
				// 3.54 writes a REAL as text with up to 17 digits where 3.46 writes 15 ('2.1100000000000003' and '2.11'
				// for 1.00 + 1.11 stored in a TEXT column), a change between the releases, not a bug, which an 8-minute
				// campaign of the dialect reported 17 times.
				new JvmWorkerImplementation(dialect(SqlProfile.SQLITE, "sqlite3-debian13",
						"SQLite's shell sqlite3 from Debian 13's sqlite3 package, in the engine root, its own dialect")
						.in(cadmus.exec.EngineRoot.DEBIAN_13).debianPackage("sqlite3").alternative(),
						"cadmus.lang.sql.engines.SqliteShellEngine", List.of(cadmus.exec.EngineRoot.DEBIAN_13.folder()),
						List.of("cadmus.api", "cadmus.exec", "cadmus.lang.sql", "org.xerial.sqlite-jdbc"), WORKER_JVM,
						new Checks(CANARIES, EXPECTED, ResultBlocks::sortedRows),
						s -> s),
				worker(SqlEngineKind.DUCKDB, dialect(SqlProfile.DUCKDB, "duckdb-dialect", "DuckDB (JDBC), its own dialect")
						.ofBinary("duckdb"), List.of(), "org.duckdb.duckdb_jdbc"),
				worker(SqlEngineKind.DUCKDB, dialect(SqlProfile.DUCKDB, "duckdb-no-optimizer",
						"DuckDB (JDBC), its own dialect, with its optimizer off (PRAGMA disable_optimizer)").ofBinary("duckdb"),
						List.of("PRAGMA disable_optimizer"), "org.duckdb.duckdb_jdbc"),
				worker(SqlEngineKind.POSTGRES, dialect(SqlProfile.POSTGRES, "postgres18-dialect",
						"PostgreSQL 18.4 (binaries from Maven Central), its own dialect").ofBinary("postgres-18"), List.of(),
						"org.postgresql.jdbc", PG18),
				worker(SqlEngineKind.POSTGRES, dialect(SqlProfile.POSTGRES, "postgres18-naive-plans",
						"PostgreSQL 18.4 (binaries from Maven Central), its own dialect, planning only nested loops over "
								+ "sequential scans, without hashing, sorting for merges, memoizing or materializing")
						.ofBinary("postgres-18"), NAIVE_PLANS, "org.postgresql.jdbc", PG18),
				// PostgreSQL 16 beside 18, for the differential oracle to compare with when asked for (--impl). Not by
				// default: 16.4 orders by a grouping set's key that is a constant as if it were never NULL
				// (SELECT 678 AS c0 FROM t GROUP BY CUBE (1) ORDER BY 1 NULLS FIRST prints 678 before the empty set's
				// NULL), which 18.4 does not, a difference between the releases that a 10,000-program compare of the
				// dialect met 38 times, every one a ROLLUP or CUBE over a constant.
				worker(SqlEngineKind.POSTGRES, dialect(SqlProfile.POSTGRES, "postgres16-dialect",
						"PostgreSQL 16.4 (binaries from Maven Central), its own dialect").ofBinary("postgres-16").alternative(),
						List.of(), "org.postgresql.jdbc", PG16));
	}

	/** PostgreSQL's binaries from Maven Central (zonky's jars), as bundles: 16.4 and the newest packed, 18.4. */
	private static final String PG16 = "io.zonky.test.postgres.binaries.linux.amd64";
	private static final String PG18 = "io.zonky.test.postgres.binaries.linux.amd64.pg18";

	/**
	 * The planner settings that leave PostgreSQL 18 the plainest plans (it still uses what a query cannot do
	 * without); the reorderings of GROUP BY and DISTINCT keys are 17's and 18's.
	 */
	private static final List<String> NAIVE_PLANS = java.util.stream.Stream.of("hashjoin", "mergejoin", "indexscan",
			"indexonlyscan", "bitmapscan", "hashagg", "material", "memoize", "incremental_sort", "partitionwise_join",
			"partitionwise_aggregate", "parallel_hash", "presorted_aggregate", "group_by_reordering", "distinct_reordering")
			.map(setting -> "SET enable_" + setting + " = off").toList();

	private static Profile dialect(SqlProfile dialect, String name, String description) {
		return new Profile("sql." + name, LANGUAGE, dialect.id, description + ", in a worker JVM");
	}

	private static List<Implementation> portable() {
		return List.of(
				embedded(SqlEngineKind.H2, "h2", "H2 2.5.252", "com.h2database"),
				embedded(SqlEngineKind.HSQLDB, "hsqldb", "HSQLDB 2.7.4", "org.hsqldb.hsqldb"),
				embedded(SqlEngineKind.DERBY, "derby", "Apache Derby 10.16.1.1", "derby", "org.apache.derby.shared",
						"org.apache.derby.tools"),
				embedded(SqlEngineKind.SQLITE, "sqlite", "SQLite (xerial sqlite-jdbc 3.54.1.0)", "org.xerial.sqlite-jdbc"),
				embedded(SqlEngineKind.DUCKDB, "duckdb", "DuckDB 2.0.0.1 (JDBC)", "org.duckdb.duckdb_jdbc"),
				worker(SqlEngineKind.POSTGRES, profile("postgres",
						"PostgreSQL 16.4 (binaries from Maven Central), a server of the worker JVM's own"),
						"org.postgresql.jdbc", PG16),
				worker(SqlEngineKind.POSTGRES_DEBIAN, profile("postgres-debian",
						"PostgreSQL from Debian's postgresql package, a server of the worker JVM's own").alternative()
						.debianPackage("postgresql"),
						"org.postgresql.jdbc"),
				worker(SqlEngineKind.MARIADB, profile("mariadb",
						"MariaDB from Debian's mariadb-server package, a server of the worker JVM's own")
						.debianPackage("mariadb-server"),
						"mariadb-java-client"),
				// Today's MariaDB beside the machine's: a second version for the differential oracle to compare with.
				worker(SqlEngineKind.MARIADB_DEBIAN_13, profile("mariadb-debian13",
						"MariaDB 11.8 from Debian 13's mariadb-server package, in the engine root, a server of the worker JVM's own")
						.in(cadmus.exec.EngineRoot.DEBIAN_13).debianPackage("mariadb-server"),
						"mariadb-java-client"));
	}

	private static Implementation embedded(SqlEngineKind kind, String name, String description, String... jars) {
		return worker(kind, profile(name, description + ", embedded in a worker JVM"), jars);
	}

	private static Profile profile(String name, String description) {
		return new Profile("sql." + name, LANGUAGE, SqlProfile.PORTABLE.id, description);
	}

	private static Implementation worker(SqlEngineKind kind, Profile profile, String... jars) {
		return worker(kind, profile, List.of(), jars);
	}

	/** An engine whose every program runs after {@code settings} (statements that configure the connection). */
	private static Implementation worker(SqlEngineKind kind, Profile profile, List<String> settings, String... jars) {
		var bundles = new java.util.ArrayList<String>(List.of("cadmus.exec", "cadmus.server", "cadmus.lang.sql"));
		bundles.addAll(List.of(jars));
		var args = new java.util.ArrayList<String>(List.of(kind.name()));
		args.addAll(settings);
		return new JvmWorkerImplementation(profile, "cadmus.lang.sql.engines.SqlJdbcEngine", args,
				bundles, WORKER_JVM, new Checks(CANARIES, EXPECTED, ResultBlocks::sortedRows), s -> s);
	}
}
