-- H2 2.5.252: SUM over a typed NULL expression fails ("SUM or AVG on wrong data type for SUM(NULL)").
-- Expected NULL, as the other engines print.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
SELECT SUM(CAST(NULL AS INTEGER) + 8) FROM t;
