-- cadmus-finding: impl=sql.derby version=10.16.1.1 outcome=OK stdout="(0 rows)" expect="1\n2\n(2 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- Derby 10.16.1.1: a LEFT JOIN whose WHERE compares with COALESCE over the null-extended side keeps no row.
-- Expected 2 rows (1 and 2); Derby returns none.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1), (2);
SELECT a.c0 FROM t AS a LEFT JOIN t AS b ON b.c0 < 0 WHERE a.c0 = COALESCE(b.c0, a.c0);
