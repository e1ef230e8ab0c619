-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=CRASH error="General error" expect="(0 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: internal error (S1000 General error) when a HAVING IN list holds an aggregate (63 of the 69 S1000 crashes have this shape, not the UNION one). Expected 0 rows; HSQLDB crashes.
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1);
SELECT 1 AS c0 FROM t1 GROUP BY c0 HAVING 10 IN (MIN(c0));
