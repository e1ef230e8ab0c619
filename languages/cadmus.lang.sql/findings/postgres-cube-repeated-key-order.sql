-- cadmus-finding: impl=sql.postgres18-dialect,sql.postgres16-dialect version=18.4 outcome=OK stdout="NULL|NULL\nNULL|0\n0|0\n0|NULL\n(4 rows, in order)" expect="NULL|NULL\nNULL|0\n0|NULL\n0|0\n(4 rows, in order)" ref=sql.duckdb-dialect tracker=new
-- PostgreSQL 18.4 and 16.4 (the binaries io.zonky.test.postgres packs, the newest on Maven Central): a query that
-- selects one column twice and groups by both result columns in grouping sets, GROUP BY CUBE (1, 2), does not sort
-- by its second ORDER BY key: (0, 0) comes before (0, NULL) under ORDER BY 1 NULLS FIRST, 2 NULLS FIRST, and with
-- ORDER BY 2, 1 the rows come sorted by the first column alone. The two keys are one expression, so the planner seems
-- to take the second sort key for redundant, but the grouping sets make them differ: CUBE (a, b) nulls a in the
-- sets without a and b in those without b, so (0, NULL) and (NULL, 0) are both rows. With t1.c0 + 0 as the second
-- column the order is right. DuckDB 2.0 sorts as asked.
-- Tracker: PostgreSQL's is the pgsql-bugs list; searched (search tool, issues and pages corpora) for grouping sets or
-- CUBE with a repeated column and a wrong ORDER BY: nearest, the thread "Incorrect sort result caused by ROLLUP and
-- WHERE operation" (pgsql-bugs, 2025-01-02: a key made constant by WHERE a = 1 taken for never NULL; fixed in 18 by
-- marking grouping expressions nullable, and Cadmus's postgres16 configuration showed that older shape with a constant
-- key), which is not this shape: here 18.4 still drops the key. New.
-- Found by a campaign of the postgres dialect (seed 211, 2026-12-01: postgres18-dialect against postgres18-naive-plans,
-- which sorted the same rows in another wrong order), reduced by cadmus reduce and then by hand.
-- One command: psql -f postgres-cube-repeated-key-order.sql
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (0);
SELECT t2.c0 AS c0, t2.c0 AS c1 FROM t1 AS t2 GROUP BY CUBE (1, 2) ORDER BY 1 NULLS FIRST, 2 NULLS FIRST;
