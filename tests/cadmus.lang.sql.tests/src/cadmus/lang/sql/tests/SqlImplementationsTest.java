package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Outcome;
import cadmus.api.Program;

/**
 * The SQL engines run for real in worker JVMs: the five embedded ones, PostgreSQL from Maven Central, and the
 * Debian servers that the test command installs (releng/install-engines: PostgreSQL, MariaDB). Each is available, passes its canaries, prints
 * a script's results in the one shared spelling, keeps programs apart (a fresh database each), and tells
 * syntax errors from runtime errors.
 */
class SqlImplementationsTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16);
	private static final List<String> ENGINES = List.of("sql.h2", "sql.hsqldb", "sql.derby", "sql.sqlite", "sql.duckdb",
			"sql.postgres", "sql.postgres-debian", "sql.mariadb");

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

	private static Execution run(Implementation implementation, String text) {
		try (var session = implementation.open(LIMITS)) {
			return session.run(new Program("sql", "test.sql", text, "test"));
		}
	}

	@Test
	void everyEngineIsAvailableAndPassesItsCanaries() {
		var all = implementations();
		assertEquals(ENGINES, all.stream().map(Implementation::id).toList());
		for (var implementation : all) {
			var availability = implementation.availability();
			assertTrue(availability.available(), implementation.id() + ": " + availability.reason() + " (install: "
					+ implementation.installCommand() + ")");
			try (var session = implementation.open(LIMITS)) {
				for (var canary : implementation.canaries()) {
					var e = session.run(new Program("sql", canary.name(), canary.text(), "canary"));
					assertTrue(canary.accepts(e), implementation.id() + " canary " + canary.name() + ": " + e);
				}
			}
		}
	}

	@Test
	void resultsAreSpelledAlikeOnEveryEngine() {
		String script = """
				CREATE TABLE t(id INTEGER PRIMARY KEY, name VARCHAR(20), score DECIMAL(10,2));
				INSERT INTO t VALUES (1, 'a''b; c', 1.50);
				INSERT INTO t VALUES (2, NULL, -3);
				-- a comment; with a semicolon
				SELECT id, name, score FROM t ORDER BY id;
				SELECT COUNT(*), SUM(score) FROM t;
				""";
		for (var implementation : implementations()) {
			var e = run(implementation, script);
			assertEquals(Outcome.OK, e.outcome(), implementation.id() + ": " + e);
			assertEquals("1|'a''b; c'|1.5\n2|NULL|-3\n(2 rows)\n2|-1.5\n(1 row)\n", e.stdout(), implementation.id());
		}
	}

	@Test
	void eachProgramGetsAFreshDatabase() {
		for (var implementation : implementations()) {
			try (var session = implementation.open(LIMITS)) {
				var made = session.run(new Program("sql", "a.sql", "CREATE TABLE iso(a INTEGER);\nINSERT INTO iso VALUES (1);\n", "test"));
				assertEquals(Outcome.OK, made.outcome(), implementation.id() + ": " + made);
				var next = session.run(new Program("sql", "b.sql", "SELECT a FROM iso;\n", "test"));
				assertEquals(Outcome.RUNTIME_ERROR, next.outcome(), implementation.id() + " leaked a table: " + next);
			}
		}
	}

	@Test
	void aFailingStatementEndsTheProgramWithWhatItPrinted() {
		String script = """
				CREATE TABLE u(a INTEGER PRIMARY KEY);
				INSERT INTO u VALUES (1);
				SELECT a FROM u;
				INSERT INTO u VALUES (1);
				SELECT b FROM u;
				SELECT a + 1 FROM u;
				""";
		for (var implementation : implementations()) {
			var e = run(implementation, script);
			assertEquals(Outcome.RUNTIME_ERROR, e.outcome(), implementation.id() + ": " + e);
			assertEquals("1\n(1 row)\n(constraint violated)\n", e.stdout(), implementation.id());
			assertTrue(e.stderr().startsWith("statement 5: "), implementation.id() + ": " + e.stderr());
			var syntax = run(implementation, "CREATE TABLE v(a INTEGER);\nSELECT FROM WHERE;\n");
			assertEquals(Outcome.SYNTAX_ERROR, syntax.outcome(), implementation.id() + ": " + syntax);
		}
	}

	@Test
	void aRenderedPortableScriptRunsAlikeOnEveryEngine() throws Exception {
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
		for (var implementation : implementations()) {
			var e = run(implementation, rendered);
			assertEquals(Outcome.OK, e.outcome(), implementation.id() + ": " + e + "\n" + rendered);
			assertEquals(expected, e.stdout(), implementation.id());
		}
	}

	@Test
	void aServerThatDropsTheConnectionHasCrashedAndTheNextProgramGetsItBack() {
		var postgres = implementations().stream().filter(i -> i.id().equals("sql.postgres")).findFirst().orElseThrow();
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

	@Test
	void aBrokenConstraintIsReportedAndTheScriptGoesOn() {
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
		for (var implementation : implementations()) {
			var e = run(implementation, script);
			assertEquals(Outcome.OK, e.outcome(), implementation.id() + ": " + e);
			assertEquals(expected, implementation.normalize(e.stdout()), implementation.id());
		}
	}
}
