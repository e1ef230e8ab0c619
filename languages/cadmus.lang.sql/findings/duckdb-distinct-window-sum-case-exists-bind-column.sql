-- cadmus-finding: impl=sql.duckdb-dialect version=2.0.0 outcome=CRASH error="Failed to bind column reference" expect="0\n(1 row)" ref=sql.duckdb-no-optimizer tracker=new
-- DuckDB 2.0.0 (duckdb_jdbc 2.0.0.1, the newest on Maven Central): a CASE guarded by EXISTS over a DISTINCT query whose
-- item adds the outer row's DECIMAL column to a windowed SUM partitioned by a DECIMAL column fails with "INTERNAL Error:
-- Failed to bind column reference "" [26.0]: inequal types (DECIMAL(38,2) != HUGEINT)". Each part is needed: without
-- DISTINCT, without the PARTITION BY, without the outer column in the item, with BIGINT columns, with EXISTS alone or
-- with TRUE instead of 0 = t3.c0 in THEN, the query runs. Expected the one row, as DuckDB itself answers with PRAGMA
-- disable_optimizer.
-- Tracker: github.com/duckdb/duckdb issues searched for the error text with "window SUM correlated subquery DECIMAL
-- HUGEINT": the message is DuckDB's generic one for a binding whose type changed, and names other causes (#20941
-- QUALIFY over ROW_NUMBER, #21387 ROW_NUMBER with a multi-column partition, both open; #21788, #23805, #22691 fixed);
-- none has this shape. New (perhaps a sibling of duckdb-distinct-correlated-null-aggregate-internal-error.sql: DISTINCT
-- over a correlated subquery that the optimizer rewrites).
-- Found by releng/bugs-vs-sqlancer (a DuckDB campaign of its dialect, optimizer on against off; the crash oracle),
-- reduced by cadmus fuzz --reduce and then by hand.
-- One command: duckdb < duckdb-distinct-window-sum-case-exists-bind-column.sql
CREATE TABLE t1 (c0 DECIMAL(10, 2));
INSERT INTO t1 VALUES (0);
SELECT t3.c0 AS c0 FROM t1 AS t3 WHERE CASE WHEN EXISTS (SELECT DISTINCT SUM(t4.c0) OVER (PARTITION BY t4.c0) + t3.c0 AS c0 FROM t1 AS t4) THEN 0 = t3.c0 END;
