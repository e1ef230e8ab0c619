-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=OK stdout="(constraint violated)\n(0 rows)" expect="NULL|7\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: a CHECK whose IN list meets a NULL element (UNKNOWN, which satisfies a CHECK) rejects the row. Expected one row NULL|7; HSQLDB reports a constraint violation and keeps no row.
CREATE TABLE t (c0 INTEGER, c1 INTEGER, CHECK (c1 IN (c0)));
INSERT INTO t VALUES (NULL, 7);
SELECT * FROM t;
