-- cadmus-finding: impl=sql.mariadb version=10.11.19 outcome=OK stdout="1.33\n99.99\n(2 rows)" expect="1.33\n407\n(2 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- MariaDB 10.11.19: MAX of a positive integer literal under UNION ALL with a DECIMAL branch is cut to the
-- DECIMAL's digits. Expected 407 and 1.33 (multiset); MariaDB prints 99.99 and 1.33. Same with MIN, ABS.
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1);
SELECT MAX(407) AS c0 FROM t1 UNION ALL SELECT 1.33 AS c0 FROM t1;
