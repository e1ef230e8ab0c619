-- cadmus-finding: impl=sql.derby version=10.16.1.1 outcome=OK stdout="0\n(1 row)" expect="1\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- Derby 10.16.1.1: a LEFT JOIN whose WHERE is (b.c0 IS NULL) IS NOT NULL (always TRUE) drops the null-extended row, like the known COALESCE case. Expected 1; Derby 0.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
SELECT COUNT(*) FROM t AS a LEFT JOIN t AS b ON FALSE WHERE (b.c0 IS NULL) IS NOT NULL;
