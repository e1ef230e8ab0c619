-- cadmus-finding: impl=sql.mariadb version=10.11.19 outcome=OK stdout="1\n(1 row)" expect="0\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- MariaDB 10.11.19: in the select list, (scalar subquery) IN (correlated subquery) is evaluated like EXISTS, so 1 IN (7) comes out true. Expected 0 (1 row); MariaDB 1.
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1);
SELECT CASE WHEN (SELECT t5.c0 FROM t1 AS t5) IN (SELECT 7 FROM t1 AS t6 WHERE t6.c0 = t4.c0) THEN 1 ELSE 0 END FROM t1 AS t4;
