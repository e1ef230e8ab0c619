-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=OK stdout="0\n(1 row)\n0\n0\n1\n1\n(4 rows)" expect="2\n(1 row)\n0\n0\n1\n1\n(4 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: with an index on c0, the filter keeps 0 rows where the predicate holds on 2 (NoREC's shape).
CREATE TABLE t1 (c0 DECIMAL(10, 2));
CREATE INDEX t2 ON t1 (c0);
INSERT INTO t1 VALUES (NULL), (NULL), (8.51), (1);
SELECT COUNT(*) FROM t1 WHERE c0 BETWEEN c0 AND 10.92;
SELECT CASE WHEN c0 BETWEEN c0 AND 10.92 THEN 1 ELSE 0 END FROM t1;
