-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=OK stdout="1\n(1 row)" expect="0\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: with an index on c1, b.c1 BETWEEN NULLIF(a.c1, b.c1) AND a.c1 keeps a row although the lower bound is NULL (UNKNOWN); a bound that refers to the indexed column itself, like the known c BETWEEN c AND x case. Expected 0; HSQLDB 1.
CREATE TABLE t1 (c1 INTEGER PRIMARY KEY);
INSERT INTO t1 VALUES (1);
SELECT COUNT(*) FROM t1 AS a CROSS JOIN t1 AS b WHERE b.c1 BETWEEN NULLIF(a.c1, b.c1) AND a.c1;
