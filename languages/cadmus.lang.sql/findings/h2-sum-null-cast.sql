-- cadmus-finding: impl=sql.h2 version=2.5.252 outcome=RUNTIME_ERROR error="SUM or AVG on wrong data type" expect="NULL\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- H2 2.5.252: SUM over a typed NULL expression fails ("SUM or AVG on wrong data type for SUM(NULL)").
-- Expected NULL, as the other engines print.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
SELECT SUM(CAST(NULL AS INTEGER) + 8) FROM t;
