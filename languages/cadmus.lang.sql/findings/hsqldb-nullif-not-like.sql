-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=OK stdout="1\n(1 row)" expect="(0 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: NOT LIKE over the NULL that NULLIF returns is TRUE. Expected no row; HSQLDB returns 1.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
SELECT c0 FROM t WHERE NULLIF(CAST(NULL AS VARCHAR(20)), 'x') NOT LIKE '%';
