-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=SYNTAX_ERROR error="unexpected token: +" expect="2\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: the parser rejects a SET value that starts with a scalar subquery ("unexpected token: +").
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
UPDATE t SET c0 = (SELECT MAX(c0) FROM t) + 1;
SELECT * FROM t;
