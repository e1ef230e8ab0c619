-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=OK stdout="1\n(1 row)" expect="0\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: -0.0 < 0.0 is TRUE for DOUBLE values. Expected count 0; HSQLDB prints 1.
CREATE TABLE t (c0 DOUBLE PRECISION);
INSERT INTO t VALUES (0);
SELECT COUNT(*) FROM t WHERE -c0 < c0;
