-- cadmus-finding: impl=sql.mariadb version=10.11.19 outcome=OK stdout="5\n(1 row)" expect="(0 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- MariaDB 10.11.19: DISTINCT over constants only ignores OFFSET. Expected 0 rows; MariaDB returns one row, 5.
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1), (2);
SELECT DISTINCT 5 AS c0 FROM t1 ORDER BY 1 LIMIT 1 OFFSET 1;
