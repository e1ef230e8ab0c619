-- HSQLDB 2.7.4: a CHECK whose IN list meets a NULL element (UNKNOWN, which satisfies a CHECK) rejects the row. Expected one row NULL|7; HSQLDB reports a constraint violation and keeps no row.
CREATE TABLE t (c0 INTEGER, c1 INTEGER, CHECK (c1 IN (c0)));
INSERT INTO t VALUES (NULL, 7);
SELECT * FROM t;
