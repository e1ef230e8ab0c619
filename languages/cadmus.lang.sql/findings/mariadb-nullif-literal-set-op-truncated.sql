-- cadmus-finding: impl=sql.mariadb version=10.11.19 outcome=OK stdout="2.03\n9.99\n(2 rows)" expect="2.03\n98\n(2 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- MariaDB 10.11.19: NULLIF of a positive integer literal in a set operation with a DECIMAL branch is cut to the DECIMAL's digits (same as the known MAX/MIN/ABS case). Expected 98 and 2.03; MariaDB 9.99 and 2.03.
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1);
SELECT NULLIF(98, 2) AS c0 FROM t1 UNION ALL SELECT 2.03 AS c0 FROM t1;
