-- cadmus-finding: impl=sql.mariadb version=10.11.19 outcome=RUNTIME_ERROR error="forward reference in item list" expect="1\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- MariaDB 10.11.19: an outer column t2.c0 used inside a nested scalar subquery and again as a later select-list item of the same EXISTS subquery is wrongly rejected as a forward reference. Expected 1 (1 row); MariaDB fails with 42S22 "Reference 'c0' not supported (forward reference in item list)".
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1);
SELECT COUNT(*) FROM t1 AS t2 WHERE EXISTS (SELECT (SELECT t2.c0 FROM t1 AS t5), t2.c0 FROM t1 AS t4);
