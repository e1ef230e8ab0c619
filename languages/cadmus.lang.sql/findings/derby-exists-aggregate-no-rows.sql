-- cadmus-finding: impl=sql.derby version=10.16.1.1 outcome=OK stdout="0\n(1 row)" expect="1\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- Derby 10.16.1.1: EXISTS over an aggregate query without GROUP BY whose WHERE keeps no row is FALSE; such a query always returns one row. Expected 1; Derby 0.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
SELECT COUNT(*) FROM t WHERE EXISTS (SELECT COUNT(*) FROM t WHERE FALSE);
