package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.UnparsableProgramException;
import cadmus.lang.sql.SqlRenderer;
import cadmus.lang.sql.SqlSyntax;

/** Sql.xtext parses every construct of the subset, and the renderer's text parses back to the same tree. */
class SqlRoundTripTest {

	/** One statement or more of every kind and every expression form the grammar has. */
	static final String EVERY_CONSTRUCT = """
			CREATE TABLE t0 (c0 INTEGER PRIMARY KEY, c1 VARCHAR(20) NOT NULL DEFAULT 'x', c2 DECIMAL(10, 2) CHECK (c2 > -1.5),
			  c3 DOUBLE PRECISION UNIQUE, c4 BOOLEAN, c5 BIGINT);
			CREATE TABLE t1 (a INTEGER, b INTEGER, PRIMARY KEY (a, b), UNIQUE (b), CHECK (a <> b));
			CREATE UNIQUE INDEX i0 ON t0 (c1, c3);
			CREATE INDEX i1 ON t1 (b);
			CREATE VIEW v0 AS SELECT c0, c1 FROM t0 WHERE c4 IS NOT NULL;
			INSERT INTO t0 VALUES (1, 'it''s', 2.50, 0.5, TRUE, 12), (2, '', NULL, -3.25, FALSE, NULL);
			INSERT INTO t1 (a, b) VALUES (1, 2);
			UPDATE t0 SET c1 = c1 || 'y', c5 = -c5 * 2 WHERE c0 BETWEEN 1 AND 3;
			DELETE FROM t1 WHERE NOT (a IN (1, 2, 3)) OR b NOT IN (SELECT c0 FROM t0);
			DELETE FROM t1;
			SELECT DISTINCT t0.c0 AS k, COUNT(*), SUM(DISTINCT c2), COALESCE(c1, 'none'), NULLIF(c0, 2)
			  FROM t0 AS x INNER JOIN t1 ON x.c0 = t1.a LEFT JOIN t1 AS y ON y.b = x.c0 CROSS JOIN t0
			  WHERE (c0 + 1) * 2 >= 4 AND c1 LIKE 'i%' AND c1 NOT LIKE '%z' AND c2 IS NULL
			  GROUP BY t0.c0, c1 HAVING COUNT(*) > 1 ORDER BY k DESC, c1 LIMIT 10 OFFSET 2;
			SELECT * FROM t0 WHERE EXISTS (SELECT a FROM t1 WHERE a = t0.c0) AND c0 = (SELECT MAX(a) FROM t1);
			SELECT CASE WHEN c0 < 0 THEN 'neg' WHEN c0 = 0 THEN 'zero' ELSE 'pos' END, CAST(c0 AS VARCHAR(10)),
			  CAST(c1 AS INTEGER), c0 % 3, c0 / 2, -(-c0) FROM t0;
			SELECT c0 FROM t0 UNION SELECT a FROM t1 UNION ALL SELECT b FROM t1 INTERSECT SELECT c0 FROM t0
			  EXCEPT SELECT 1 FROM t1;
			SELECT c0 FROM t0 WHERE c0 NOT BETWEEN 2 AND 5 AND c0 IN (SELECT DISTINCT a FROM t1 UNION SELECT b FROM t1);
			SELECT SUM(c0) FROM (SELECT COUNT(*) AS c0 FROM t0 WHERE (c0 > 1) UNION ALL SELECT COUNT(*) AS c0 FROM t0) AS tlp_rows;
			""";

	private final SqlSyntax syntax = new SqlSyntax();
	private final SqlRenderer renderer = new SqlRenderer();

	@Test
	void everyConstructParsesAndRoundTrips() throws Exception {
		var tree = syntax.parse(EVERY_CONSTRUCT);
		String text = renderer.render(tree);
		var again = syntax.parse(text);
		assertTrue(EcoreUtil.equals(tree, again), "render/parse changed the tree:\n" + text);
		assertEquals(text, renderer.render(again));
		assertEquals(16, text.lines().count(), text);
	}

	@Test
	void stringsKeepTheirQuotesAndCommentsLeaveNoTrace() throws Exception {
		var tree = syntax.parse("-- a comment\nINSERT INTO t VALUES ('a''b;--c');\n");
		assertEquals("INSERT INTO t VALUES ('a''b;--c');\n", renderer.render(tree));
	}

	@Test
	void brokenTextIsRejectedWithTheLine() {
		var e = assertThrows(UnparsableProgramException.class, () -> syntax.parse("SELECT c0 FROM t0;\nSELECT FROM;\n"));
		assertTrue(e.getMessage().contains("line 2"), e.getMessage());
	}
}
