-- HSQLDB 2.7.4: the parser rejects a SET value that starts with a scalar subquery ("unexpected token: +").
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
UPDATE t SET c0 = (SELECT MAX(c0) FROM t) + 1;
SELECT * FROM t;
