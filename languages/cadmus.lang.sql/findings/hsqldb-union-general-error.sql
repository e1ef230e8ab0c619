-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=CRASH error="General error" expect="0.56\n10\n(2 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: internal error (S1000 General error) on a UNION of a decimal literal and ABS of an integer.
CREATE TABLE t1 (c0 DECIMAL(10, 2));
INSERT INTO t1 VALUES (4);
SELECT 0.56 FROM t1 UNION SELECT ABS(10) FROM t1;
