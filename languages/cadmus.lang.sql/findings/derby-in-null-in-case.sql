-- cadmus-finding: impl=sql.derby version=10.16.1.1 outcome=OK stdout="1\n(1 row)" expect="0\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- Derby 10.16.1.1: x NOT IN (NULL, ...) is TRUE inside CASE (it is UNKNOWN; WHERE gets it right).
-- Expected 0 (as H2, HSQLDB, SQLite, DuckDB print); Derby prints 1. Found by NoREC and TLP.
CREATE TABLE t (c0 DECIMAL(10, 2));
INSERT INTO t VALUES (1);
SELECT CASE WHEN c0 NOT IN (CAST(NULL AS DECIMAL(10, 2)), 340) THEN 1 ELSE 0 END FROM t;
