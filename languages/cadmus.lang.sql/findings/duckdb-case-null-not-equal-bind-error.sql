-- cadmus-finding: impl=sql.duckdb-dialect version=2.0.0 outcome=RUNTIME_ERROR error="BindBuiltinScalarFunction did not return a BoundFunctionExpression" expect="NULL\n(1 row)" ref=sql.duckdb-no-optimizer tracker=new
-- DuckDB 2.0.0 (duckdb_jdbc 2.0.0.1, the newest on Maven Central): a CASE over a column whose branches are NULL and a
-- string, compared with <> (or NOT LIKE) to a string, fails with "Invalid Input Error: BindBuiltinScalarFunction did not
-- return a BoundFunctionExpression". With = it runs; with integers instead of strings it runs; over a VALUES list it
-- runs. The comparison is NULL for the row here, as DuckDB itself answers with PRAGMA disable_optimizer: the optimizer
-- rewrites the comparison into a function it then fails to bind (it seems to fold the NULL branch to a constant).
-- Tracker: github.com/duckdb/duckdb issues searched for the error text, for "CASE WHEN THEN NULL ELSE string <>
-- Invalid Input Error" and for "NOT LIKE NULL optimizer BindBuiltinScalarFunction": nothing alike (nearest: PR #25472,
-- which binds the builtins the optimizer introduces through the catalog, merged 2026-09-08, likely where this comes
-- from; PR #22342). New.
-- Found by releng/bugs-vs-sqlancer (a DuckDB campaign of its dialect, optimizer on against off: EET's SPLIT rewrite
-- of a CASE guard), reduced by cadmus fuzz --reduce and then by hand.
-- One command: duckdb < duckdb-case-null-not-equal-bind-error.sql
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1);
SELECT CASE WHEN t.c0 > 0 THEN NULL ELSE 'a' END <> 'a' AS c0 FROM t1 AS t;
