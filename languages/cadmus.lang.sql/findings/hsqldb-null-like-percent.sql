-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=OK stdout="1\n(1 row)" expect="0\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: NULL LIKE '%' is FALSE instead of UNKNOWN, so NOT LIKE '%' / NOT (... LIKE '%') over NULL is TRUE (the known NULLIF case is an instance). Expected 0; HSQLDB 1.
CREATE TABLE t (c0 VARCHAR(20));
INSERT INTO t VALUES (NULL);
SELECT COUNT(*) FROM t WHERE c0 NOT LIKE '%';
