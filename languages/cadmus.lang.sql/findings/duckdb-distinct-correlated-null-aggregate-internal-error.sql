-- cadmus-finding: impl=sql.duckdb version=2.0.0 outcome=CRASH error="Attempted to access index 0 within vector of size 0" expect="(0 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- DuckDB 2.0.0 (duckdb_jdbc 2.0.0.1, the newest on Maven Central): a DISTINCT query (or a UNION, INTERSECT or
-- EXCEPT) filtered by a correlated scalar subquery whose aggregate folds away (NULL + COUNT(*), or CASE WHEN FALSE
-- THEN COUNT(*) ELSE 435 END; 0 * COUNT(*) does not) fails with "INTERNAL Error: Attempted to access index 0 within
-- vector of size 0", on an empty table as on a filled one. Expected no row here (the subquery is NULL, so the filter
-- keeps nothing), as DuckDB itself answers with PRAGMA disable_optimizer and without DISTINCT.
-- Tracker: github.com/duckdb/duckdb issues searched for the error text with "DISTINCT correlated subquery" and for
-- "correlated scalar subquery aggregate constant NULL DISTINCT UNION": the message is DuckDB's generic one for an
-- out-of-range vector index and names other causes (#15005 LIST_ZIP, #22713 statistics of an aggregate over pruned
-- row groups, #22352 a window over UNION ALL); none has this shape. New.
-- Found by `cadmus compare --lang sql --dialect portable --count 10000 --seed 51` (program 4477), reduced by cadmus
-- reduce and then by hand. One command: duckdb < duckdb-distinct-correlated-null-aggregate-internal-error.sql
-- The same error from a LATERAL subquery (a campaign of the dialect, seed 211, 2026-12-01), counted as this bug:
--   SELECT 0 AS c0 FROM t1 AS t4 INNER JOIN LATERAL (SELECT t4.c0 AS c0 INTERSECT SELECT NULL + COUNT(*) AS c0
--     WHERE t4.c0 > 0) AS t5 ON TRUE;
CREATE TABLE t1 (c0 INTEGER);
SELECT DISTINCT t2.c0 AS c0 FROM t1 AS t2 WHERE (SELECT NULL + COUNT(*) AS c0 FROM t1 AS t3 WHERE t3.c0 > t2.c0) > 0;
