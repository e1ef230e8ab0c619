package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.testing.Commands;
import cadmus.testing.Engines;

/**
 * The SQL engines run for real in worker JVMs: the five embedded ones, PostgreSQL from Maven Central, and the
 * Debian servers that the test command installs (releng/install-engines: PostgreSQL, MariaDB, and Debian 13's MariaDB
 * 11.8 and SQLite's shell sqlite3 3.46 in the engine root). Each is available, passes its canaries, prints
 * a script's results in the one shared spelling, keeps programs apart (a fresh database each), and tells
 * syntax errors from runtime errors: one case per engine, so that a Debian server that is not installed skips its
 * own cases, saying what installs it.
 */
class SqlImplementationsTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16);
	private static final List<String> ENGINES = List.of("sql.h2", "sql.hsqldb", "sql.derby", "sql.sqlite", "sql.duckdb",
			"sql.postgres", "sql.postgres-debian", "sql.mariadb", "sql.mariadb-debian13");
	/** The engines' own dialects, each on its engine as it is and with its optimizer (or part of it) off (SqlDialectsTest). */
	private static final List<String> DIALECT_ENGINES = List.of("sql.sqlite-dialect", "sql.sqlite-no-autoindex",
			"sql.sqlite3-debian13", "sql.duckdb-dialect", "sql.duckdb-no-optimizer", "sql.postgres18-dialect", "sql.postgres18-naive-plans",
			"sql.postgres16-dialect");

	static List<Implementation> implementations() {
		var context = FrameworkUtil.getBundle(SqlImplementationsTest.class).getBundleContext();
		var tracker = new ServiceTracker<ImplementationProvider, ImplementationProvider>(context, ImplementationProvider.class, null);
		tracker.open();
		try {
			long deadline = System.currentTimeMillis() + 20_000;
			while (System.currentTimeMillis() < deadline) {
				var services = tracker.getServices(new ImplementationProvider[0]);
				for (var provider : services) {
					if (provider.languageId().equals("sql")) {
						return provider.implementations();
					}
				}
				Thread.sleep(50);
			}
			throw new AssertionError("no SQL implementation provider");
		} catch (InterruptedException e) {
			throw new AssertionError(e);
		} finally {
			tracker.close();
		}
	}

	/**
	 * The portable engines, and SQLite's shell: a build of another release reached another way (its own output,
	 * read back), which must run the same scripts to the same text as the driver's.
	 */
	static List<String> engines() {
		var engines = new java.util.ArrayList<>(ENGINES);
		engines.add("sql.sqlite3-debian13");
		return engines;
	}

	/** The engine with this id; skips the running test where it is not installed (fails where it needs nothing). */
	static Implementation engine(String id) {
		var implementation = implementations().stream().filter(i -> i.id().equals(id)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + id));
		Engines.assumeAvailable(implementation);
		return implementation;
	}

	private static Execution run(Implementation implementation, String text) {
		try (var session = implementation.open(LIMITS)) {
			return session.run(new Program("sql", "test.sql", text, "test"));
		}
	}

	@Test
	void theProviderListsEveryEngine() {
		var all = new java.util.ArrayList<>(ENGINES);
		all.addAll(DIALECT_ENGINES);
		assertEquals(all, implementations().stream().map(Implementation::id).toList());
		assertTrue(implementations().stream().filter(i -> ENGINES.contains(i.id())).allMatch(i -> i.dialect().equals("portable")));
	}

	@ParameterizedTest
	@MethodSource("engines")
	void isAvailableAndPassesItsCanaries(String id) {
		var implementation = engine(id);
		try (var session = implementation.open(LIMITS)) {
			for (var canary : implementation.canaries()) {
				var e = session.run(new Program("sql", canary.name(), canary.text(), "canary"));
				assertTrue(canary.accepts(e), id + " canary " + canary.name() + ": " + e);
			}
		}
	}

	/**
	 * Each reports the version its engine gives over JDBC (DatabaseMetaData), checked against what the engine says by
	 * another path: the Debian server binary's own {@code --version}; for an embedded engine, the bundle (the jar from
	 * Maven Central) it is loaded from, whose version is the engine's release. DuckDB's JDBC jar is versioned apart
	 * from DuckDB itself, so for it only the form is checked.
	 */
	@ParameterizedTest
	@MethodSource("engines")
	void reportsTheVersionItsEngineGives(String id) {
		var implementation = engine(id);
		String version = implementation.availability().version();
		String expected = switch (id) {
		case "sql.h2" -> "H2 " + bundleVersion("com.h2database", 3);
		case "sql.hsqldb" -> "HSQL Database Engine " + bundleVersion("org.hsqldb.hsqldb", 3);
		case "sql.derby" -> {
			// Derby's bundle numbers 10.16.1.1, build 1901046, as 10.16.1000001.1901046 (fix pack * 10^6 + bug fix).
			var v = bundle("derby").getVersion();
			yield "Apache Derby " + v.getMajor() + "." + v.getMinor() + "." + v.getMicro() / 1_000_000 + "." + v.getMicro() % 1_000_000
					+ " - (" + v.getQualifier() + ")";
		}
		case "sql.sqlite" -> "SQLite " + bundleVersion("org.xerial.sqlite-jdbc", 3);
		case "sql.postgres" -> "PostgreSQL " + bundleVersion("io.zonky.test.postgres.binaries.linux.amd64", 2);
		case "sql.postgres-debian" -> {
			var server = Commands.output("sh", "-c", "ls -d /usr/lib/postgresql/*/bin/postgres | sort -V | tail -n 1").strip();
			var m = java.util.regex.Pattern.compile("\\(PostgreSQL\\) (\\S+)").matcher(Commands.output(server, "--version"));
			assertTrue(m.find(), server + " --version names no version");
			yield "PostgreSQL " + m.group(1);
		}
		case "sql.mariadb" -> {
			var m = java.util.regex.Pattern.compile("Ver (\\S+)").matcher(Commands.output("/usr/sbin/mariadbd", "--version"));
			assertTrue(m.find(), "mariadbd --version names no version");
			yield "MariaDB " + m.group(1);
		}
		case "sql.mariadb-debian13" -> {
			// The root's server, run inside it as releng/install-engines checks the root can be entered.
			var root = cadmus.exec.EngineRoot.DEBIAN_13.path();
			var m = java.util.regex.Pattern.compile("Ver (\\S+)").matcher(Commands.output("unshare", "--map-root-user",
					"--root=" + root, "/usr/sbin/mariadbd", "--version"));
			assertTrue(m.find(), root + "/usr/sbin/mariadbd --version names no version");
			assertTrue(m.group(1).startsWith("11.8."), "Debian 13's MariaDB is 11.8, not " + m.group(1));
			yield "MariaDB " + m.group(1);
		}
		case "sql.sqlite3-debian13" -> {
			var root = cadmus.exec.EngineRoot.DEBIAN_13.path();
			String words = Commands.output("unshare", "--map-root-user", "--root=" + root, "/usr/bin/sqlite3", "--version");
			assertTrue(words.startsWith("3.46."), "Debian 13's sqlite3 is 3.46, not " + words);
			yield "SQLite " + words.split("\\s+")[0];
		}
		case "sql.duckdb" -> "DuckDB v";
		default -> throw new AssertionError("no version check for " + id);
		};
		assertTrue(version.startsWith(expected), id + " reports " + version + ", not " + expected);
		if (id.equals("sql.duckdb")) {
			assertTrue(version.matches("DuckDB v\\d+\\.\\d+\\.\\d+.*"), version);
		}
	}

	private static org.osgi.framework.Bundle bundle(String symbolicName) {
		return java.util.Arrays.stream(FrameworkUtil.getBundle(SqlImplementationsTest.class).getBundleContext().getBundles())
				.filter(b -> b.getSymbolicName().equals(symbolicName)).findFirst()
				.orElseThrow(() -> new AssertionError("no bundle " + symbolicName));
	}

	/** The first {@code parts} numbers of an installed bundle's version, as the OSGi framework read its manifest. */
	private static String bundleVersion(String symbolicName, int parts) {
		var v = bundle(symbolicName).getVersion();
		var numbers = java.util.List.of(v.getMajor(), v.getMinor(), v.getMicro()).stream().map(String::valueOf)
				.collect(java.util.stream.Collectors.toCollection(java.util.ArrayList::new));
		if (!v.getQualifier().isEmpty()) {
			numbers.add(v.getQualifier());
		}
		return String.join(".", numbers.subList(0, Math.min(parts, numbers.size())));
	}

	@ParameterizedTest
	@MethodSource("engines")
	void resultsAreSpelledAlikeOnEveryEngine(String id) {
		var implementation = engine(id);
		String script = """
				CREATE TABLE t(id INTEGER PRIMARY KEY, name VARCHAR(20), score DECIMAL(10,2));
				INSERT INTO t VALUES (1, 'a''b; c', 1.50);
				INSERT INTO t VALUES (2, NULL, -3);
				-- a comment; with a semicolon
				SELECT id, name, score FROM t ORDER BY id;
				SELECT COUNT(*), SUM(score) FROM t;
				""";
		var e = run(implementation, script);
		assertEquals(Outcome.OK, e.outcome(), implementation.id() + ": " + e);
		assertEquals("1|'a''b; c'|1.5\n2|NULL|-3\n(2 rows)\n2|-1.5\n(1 row)\n", e.stdout(), implementation.id());
	}

	@ParameterizedTest
	@MethodSource("engines")
	void eachProgramGetsAFreshDatabase(String id) {
		var implementation = engine(id);
		try (var session = implementation.open(LIMITS)) {
			var made = session.run(new Program("sql", "a.sql", "CREATE TABLE iso(a INTEGER);\nINSERT INTO iso VALUES (1);\n", "test"));
			assertEquals(Outcome.OK, made.outcome(), implementation.id() + ": " + made);
			var next = session.run(new Program("sql", "b.sql", "SELECT a FROM iso;\n", "test"));
			assertEquals(Outcome.RUNTIME_ERROR, next.outcome(), implementation.id() + " leaked a table: " + next);
		}
	}

	/**
	 * DuckDB's worker keeps one instance and gives each program a catalog of its own: whatever a program makes (a
	 * view on a view, a sequence, a macro, a table left in an open transaction) is gone for the next, which can make
	 * the same names again, and the catalog it sees has no other program's name in it.
	 */
	@Test
	void aDuckDbProgramLeavesNothingForTheNext() {
		var implementation = engine("sql.duckdb");
		String make = "CREATE TABLE t(a INTEGER);\nCREATE VIEW v AS SELECT a FROM t;\nCREATE VIEW w AS SELECT a FROM v;\n"
				+ "CREATE SEQUENCE s;\nCREATE MACRO m(x) AS x + 1;\nBEGIN TRANSACTION;\nCREATE TABLE u(b INTEGER);\n";
		try (var session = implementation.open(LIMITS)) {
			for (int i = 0; i < 3; i++) {
				var made = session.run(new Program("sql", "make.sql", make, "test"));
				assertEquals(Outcome.OK, made.outcome(), "program " + i + " could not make the names again: " + made);
				var seen = session.run(new Program("sql", "see.sql",
						"SELECT count(*) FROM duckdb_tables();\nSELECT current_database();\n", "test"));
				assertEquals("0\n(1 row)\n'program'\n(1 row)\n", seen.stdout(), "after program " + i + ": " + seen);
			}
		}
	}

	@ParameterizedTest
	@MethodSource("engines")
	void aFailingStatementEndsTheProgramWithWhatItPrinted(String id) {
		var implementation = engine(id);
		String script = """
				CREATE TABLE u(a INTEGER PRIMARY KEY);
				INSERT INTO u VALUES (1);
				SELECT a FROM u;
				INSERT INTO u VALUES (1);
				SELECT b FROM u;
				SELECT a + 1 FROM u;
				""";
		var e = run(implementation, script);
		assertEquals(Outcome.RUNTIME_ERROR, e.outcome(), implementation.id() + ": " + e);
		assertEquals("1\n(1 row)\n(constraint violated)\n", e.stdout(), implementation.id());
		assertTrue(e.stderr().startsWith("statement 5: "), implementation.id() + ": " + e.stderr());
		var syntax = run(implementation, "CREATE TABLE v(a INTEGER);\nSELECT FROM WHERE;\n");
		assertEquals(Outcome.SYNTAX_ERROR, syntax.outcome(), implementation.id() + ": " + syntax);
	}

	/**
	 * H2 echoes the statement in a syntax error; the error kind leaves it out, so that one bug is one bucket however
	 * many statements show it (H2 writes both derived tables back without their parentheses and cannot parse them:
	 * findings/h2-view-exists-is-not-null.sql).
	 */
	@Test
	void anEchoedStatementIsNoPartOfTheErrorKind() {
		var h2 = engine("sql.h2");
		var a = run(h2, "CREATE TABLE t (c0 INTEGER);\nSELECT * FROM (SELECT c0 FROM t WHERE (EXISTS (SELECT 1 FROM t)) IS NULL) AS d;\n");
		var b = run(h2, "CREATE TABLE u (c1 INTEGER);\n"
				+ "SELECT * FROM (SELECT 0 AS c0 FROM u AS v WHERE (EXISTS (SELECT c1 FROM u)) IS NOT NULL) AS e;\n");
		assertEquals(Outcome.SYNTAX_ERROR, a.outcome(), a.toString());
		assertTrue(a.errorKind().contains("in SQL statement \"_\""), a.errorKind());
		assertEquals(a.errorKind(), b.errorKind());
	}

	/**
	 * HSQLDB names the token its parser stopped at (and the one it wanted); the error kind leaves both out, so that its
	 * parser bug over predicates where a value is expected is one bucket, whichever token it stops at
	 * (findings/hsqldb-arithmetic-is-null-in-value-context.sql: "unexpected token: IS", "... NULL", "... =").
	 */
	@Test
	void theTokenHsqldbStoppedAtIsNoPartOfTheErrorKind() {
		var hsqldb = engine("sql.hsqldb");
		var kinds = new java.util.TreeSet<String>();
		for (String predicate : List.of("c0 + 1 IS NOT NULL", "ABS(c0) IS NULL", "ABS(c0) = 1")) {
			var run = run(hsqldb, "CREATE TABLE t (c0 INTEGER);\nINSERT INTO t VALUES (1);\nSELECT 1 FROM t WHERE CASE WHEN TRUE THEN "
					+ predicate + " ELSE FALSE END;\n");
			assertEquals(Outcome.SYNTAX_ERROR, run.outcome(), predicate + ": " + run);
			kinds.add(run.errorKind());
		}
		assertEquals(1, kinds.size(), kinds.toString());
		assertTrue(kinds.first().contains("unexpected token: _"), kinds.first());
	}

	@ParameterizedTest
	@MethodSource("engines")
	void aRenderedPortableScriptRunsAlikeOnEveryEngine(String id) throws Exception {
		var implementation = engine(id);
		String portable = """
				CREATE TABLE t0 (c0 INTEGER PRIMARY KEY, c1 VARCHAR(10), c2 INTEGER NOT NULL);
				INSERT INTO t0 VALUES (1, 'a', 10), (2, NULL, 20), (3, 'b', 20), (4, 'a', -5);
				SELECT c0, CASE WHEN c2 > 0 THEN 'pos' ELSE 'neg' END, COALESCE(c1, 'none') FROM t0 WHERE c0 BETWEEN 1 AND 4 ORDER BY c0;
				SELECT c2, COUNT(*), SUM(c0) FROM t0 GROUP BY c2 HAVING COUNT(*) >= 1 ORDER BY c2;
				SELECT c0 FROM t0 WHERE c1 IS NULL OR c1 IN (SELECT c1 FROM t0 WHERE c2 < 0) ORDER BY c0 DESC;
				SELECT x.c0, y.c0 FROM t0 AS x INNER JOIN t0 AS y ON x.c2 = y.c2 WHERE x.c0 < y.c0 ORDER BY x.c0;
				UPDATE t0 SET c2 = c2 + 1 WHERE NOT (c1 = 'a');
				DELETE FROM t0 WHERE c0 = 4;
				SELECT c0, c2 FROM t0 ORDER BY c0;
				SELECT c0, c2 FROM t0 ORDER BY 2 DESC NULLS LAST, 1 NULLS FIRST LIMIT 2 OFFSET 1;
				""";
		String rendered = new cadmus.lang.sql.SqlRenderer().render(new cadmus.lang.sql.SqlSyntax().parse(portable));
		String expected = """
				1|'pos'|'a'
				2|'pos'|'none'
				3|'pos'|'b'
				4|'neg'|'a'
				(4 rows)
				-5|1|4
				10|1|1
				20|2|5
				(3 rows)
				4
				2
				1
				(3 rows)
				2|3
				(1 row)
				1|10
				2|20
				3|21
				(3 rows)
				2|20
				1|10
				(2 rows, in order)
				""";
		var e = run(implementation, rendered);
		assertEquals(Outcome.OK, e.outcome(), implementation.id() + ": " + e + "\n" + rendered);
		assertEquals(expected, e.stdout(), implementation.id());
	}

	@Test
	void aServerThatDropsTheConnectionHasCrashedAndTheNextProgramGetsItBack() {
		var postgres = engine("sql.postgres");
		try (var session = postgres.open(LIMITS)) {
			var killed = session.run(new Program("sql", "kill.sql",
					"CREATE TABLE k(a INTEGER);\nSELECT pg_terminate_backend(pg_backend_pid());\n", "test"));
			assertEquals(Outcome.CRASH, killed.outcome(), killed.toString());
			assertTrue(killed.stderr().contains("dropped the connection"), killed.stderr());
			var next = session.run(new Program("sql", "next.sql", "SELECT 6 * 7;\n", "test"));
			assertEquals(Outcome.OK, next.outcome(), next.toString());
			assertEquals("42\n(1 row)\n", next.stdout());
		}
	}

	@ParameterizedTest
	@MethodSource("engines")
	void aBrokenConstraintIsReportedAndTheScriptGoesOn(String id) {
		var implementation = engine(id);
		String script = """
				CREATE TABLE c (k BIGINT NOT NULL PRIMARY KEY, u VARCHAR(20) UNIQUE, n INTEGER DEFAULT 7 NOT NULL CHECK (n > 0), d DECIMAL(10, 2) DEFAULT 1.5, UNIQUE (u, d));
				INSERT INTO c VALUES (1, 'a', 1, NULL);
				INSERT INTO c VALUES (1, 'b', 2, NULL);
				INSERT INTO c VALUES (2, 'a', 3, NULL);
				INSERT INTO c VALUES (3, 'c', -1, NULL);
				INSERT INTO c VALUES (NULL, 'd', 4, NULL);
				INSERT INTO c VALUES (4, 'e', NULL, NULL);
				INSERT INTO c (k, u) VALUES (5, NULL), (6, NULL);
				INSERT INTO c VALUES (7, 'f', 1, 0), (1, 'g', 1, 0);
				UPDATE c SET n = n - 1;
				UPDATE c SET n = n + 1;
				SELECT k, u, n, d FROM c;
				""";
		String expected = """
				(constraint violated)
				(constraint violated)
				(constraint violated)
				(constraint violated)
				(constraint violated)
				(constraint violated)
				(constraint violated)
				1|'a'|2|NULL
				5|NULL|8|1.5
				6|NULL|8|1.5
				(3 rows)
				""";
		var e = run(implementation, script);
		assertEquals(Outcome.OK, e.outcome(), implementation.id() + ": " + e);
		assertEquals(expected, implementation.normalize(e.stdout()), implementation.id());
	}
}
