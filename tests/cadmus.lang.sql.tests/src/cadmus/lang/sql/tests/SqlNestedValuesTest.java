package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Outcome;
import cadmus.api.Program;

/**
 * How the dialects' nested values come back from the engines: lists, structs and maps read by RETURNING and by
 * queries print as their elements, fields and entries, alike on every run, so the differential oracle compares values
 * and not the drivers' objects.
 */
class SqlNestedValuesTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16);

	/**
	 * A list column's values print as lists of their elements, alike on DuckDB and PostgreSQL: read as the drivers'
	 * array objects, DuckDB's printed as its identity (a new text in every run).
	 */
	@ParameterizedTest
	@ValueSource(strings = { "sql.duckdb-dialect", "sql.postgres18-dialect" })
	void aListColumnPrintsItsElements(String id) {
		String list = id.contains("duckdb") ? "[1, NULL, 3]" : "ARRAY[1, NULL, 3]";
		var program = "CREATE TABLE t0 (c0 INTEGER, c1 INTEGER[], c2 VARCHAR(20)[]);\n"
				+ "INSERT INTO t0 VALUES (1, " + list + ", " + list.replace("1, NULL, 3", "'a', 'b''c'") + "), (2, NULL, NULL);\n"
				+ "UPDATE t0 SET c0 = c0 WHERE c0 < 3 RETURNING *;\n";
		String out = printed(id, program);
		assertTrue(out.contains("1|[1, NULL, 3]|['a', 'b''c']\n") && out.contains("2|NULL|NULL\n"), id + " printed " + out);
	}

	/** What a program prints on an implementation, normalized, once it ran without error. */
	private static String printed(String id, String program) {
		var implementation = SqlImplementationsTest.engine(id);
		try (var session = implementation.open(LIMITS)) {
			var e = session.run(new Program("sql", "printed.sql", program, "test"));
			assertEquals(Outcome.OK, e.outcome(), id + ": " + e);
			return implementation.normalize(e.stdout());
		}
	}

	/** A struct column's values print as their fields' values, a NULL field as NULL, a NULL struct as NULL. */
	@Test
	void aStructColumnPrintsItsFields() {
		var program = "CREATE TABLE t0 (c0 INTEGER, c1 STRUCT(f0 INTEGER, f1 VARCHAR(20)));\n"
				+ "INSERT INTO t0 VALUES (1, {'f0': 1, 'f1': 'a'}), (2, NULL), (3, {'f0': NULL, 'f1': NULL});\n"
				+ "UPDATE t0 SET c0 = c0 WHERE c0 < 4 RETURNING *;\n";
		String out = printed("sql.duckdb-dialect", program);
		assertTrue(out.contains("1|{1, 'a'}\n") && out.contains("2|NULL\n") && out.contains("3|{NULL, NULL}\n"),
				"printed " + out);
	}

	/**
	 * A map column's values print as their entries, key: value, in the map's order; a NULL value as NULL, a NULL map as
	 * NULL; and the map functions read them.
	 */
	@Test
	void aMapColumnPrintsItsEntries() {
		var program = "CREATE TABLE t0 (c0 INTEGER, c1 MAP(INTEGER, VARCHAR(20)), c2 MAP(VARCHAR(20), DOUBLE PRECISION));\n"
				+ "INSERT INTO t0 VALUES (1, MAP {2: 'a', 1: NULL}, MAP {'x': 1.5}), (2, NULL, NULL);\n"
				+ "UPDATE t0 SET c0 = c0 WHERE c0 < 3 RETURNING *;\n"
				+ "SELECT map_extract_value(c1, 2), map_contains(c2, 'x'), map_keys(c1), element_at(c1, 3) FROM t0 WHERE c0 = 1;\n";
		String out = printed("sql.duckdb-dialect", program);
		assertTrue(out.contains("1|{2: 'a', 1: NULL}|{'x': 1.5}\n") && out.contains("2|NULL|NULL\n")
				&& out.contains("'a'|TRUE|[2, 1]|[]\n"), "printed " + out);
	}
}
