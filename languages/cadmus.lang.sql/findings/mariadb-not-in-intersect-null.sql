-- cadmus-finding: impl=sql.mariadb version=10.11.19 outcome=OK stdout="NULL\n(1 row)" expect="1\nNULL\n(2 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- MariaDB 10.11.19: NOT IN over an empty INTERSECT is unknown when a branch holds NULL. The subquery is
-- empty, so both rows qualify: expected 1 and NULL; MariaDB returns only NULL. EXCEPT behaves the same.
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1), (NULL);
SELECT c0 FROM t1 WHERE c0 NOT IN (SELECT c0 FROM t1 WHERE FALSE INTERSECT SELECT c0 FROM t1);
