-- cadmus-finding: impl=sql.duckdb-dialect version=2.0.0 outcome=OK stdout="FALSE\nFALSE\n(2 rows)" expect="TRUE\nTRUE\n(2 rows)" ref=sql.duckdb-no-optimizer tracker=new
-- DuckDB 2.0.0 (duckdb_jdbc 2.0.0.1, the newest on Maven Central): EXISTS over a LEFT JOIN whose ON condition matches no
-- row is FALSE once the joined table has two rows. A LEFT JOIN keeps every row of its left side, so the subquery has rows
-- and EXISTS is TRUE, as DuckDB itself answers with PRAGMA disable_optimizer (and with one row in t1).
-- Tracker: github.com/duckdb/duckdb issues searched for "EXISTS subquery LEFT JOIN ON condition no match wrong result",
-- "EXISTS left join empty right side statistics filter pruned" and "EXISTS returns false uncorrelated subquery left join":
-- nothing alike (nearest: #19022 and #9308, NOT EXISTS over an empty table, both fixed). New.
-- Found by a campaign of DuckDB's dialect, optimizer on against off (seed 11, program 812), reduced by cadmus reduce and
-- then by hand. One command: duckdb < duckdb-exists-left-join-unmatched-on.sql
-- Another shape, with no LEFT JOIN (a campaign of the dialect with LATERAL joins, seed 211, 2026-12-01): a grouping set
-- that holds () makes one row of an empty table, and EXISTS over a join with that row is FALSE once the other side has
-- two rows (TRUE with one row, and with PRAGMA disable_optimizer), while COUNT(*) over the same join says 2:
--   CREATE TABLE t4 (c0 INTEGER);
--   SELECT EXISTS (SELECT 0 AS c0 FROM t1 AS a CROSS JOIN (SELECT 0 AS c0 FROM t4 GROUP BY ROLLUP (1)) AS b) AS c0;
-- Counted as this bug, not another: both answer FALSE for a join that has rows, and only once a side has two rows.
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (0), (1);
SELECT EXISTS (SELECT 1 AS c0 FROM t1 AS a LEFT JOIN t1 AS b ON b.c0 = 5) AS c0 FROM t1 AS t;
