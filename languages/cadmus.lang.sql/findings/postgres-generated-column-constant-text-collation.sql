-- cadmus-finding: impl=sql.postgres18-dialect,sql.postgres16-dialect version=18.4 outcome=RUNTIME_ERROR error="could not determine which collation to use for lower() function" expect="'0c'\n(1 row)" ref=sql.sqlite-dialect tracker=new
-- PostgreSQL 18.4 and 16.4 (the binaries io.zonky.test.postgres packs, the newest on Maven Central): a generated
-- column whose expression applies a collation-sensitive function or comparison to text constants only, such as
-- LOWER('0C') or 'a' < 'b', is accepted by CREATE TABLE, and every INSERT into the table then fails with "could not
-- determine which collation to use for lower() function" (or "... for string comparison"). STORED and (in 18) VIRTUAL
-- alike. The same expression as the column's DEFAULT gives '0c', as does SELECT LOWER('0C'): the constants of a
-- generation expression seem to be left without the default collation. SQLite prints '0c'.
-- Tracker: PostgreSQL's is the pgsql-bugs list; searched (search tool, issues and pages corpora) for the error text
-- with "generated column", "GENERATED ALWAYS AS" and "collation": nothing alike found. New.
-- Found by the postgres dialect's generated columns (cadmus compare --lang sql --dialect postgres --count 10000
-- --seed 53: 2.6% of the programs failed this way on all three PostgreSQL implementations), reduced by hand. The
-- postgres dialect's rules now take a generated column's text from the row's text columns only (SqlRules).
-- One command: psql -v ON_ERROR_STOP=1 -f postgres-generated-column-constant-text-collation.sql
CREATE TABLE t (c0 INTEGER, c1 TEXT GENERATED ALWAYS AS (LOWER('0C')) STORED);
INSERT INTO t (c0) VALUES (1);
SELECT t.c1 AS c0 FROM t AS t;
