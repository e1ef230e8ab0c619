-- cadmus-finding: impl=sql.derby version=10.16.1.1 outcome=OK stdout="2\nNULL\n(2 rows, in order)" expect="NULL\n2\n(2 rows, in order)" ref=sql.sqlite,sql.postgres tracker=new
-- Derby 10.16.1.1: with DISTINCT, ORDER BY ... NULLS FIRST puts NULL last. Expected NULL, then 2 (in order).
CREATE TABLE t (c0 DECIMAL(10, 2));
INSERT INTO t VALUES (2), (NULL), (2);
SELECT DISTINCT c0 FROM t ORDER BY 1 NULLS FIRST;
