-- cadmus-finding: impl=sql.derby version=10.16.1.1 outcome=OK stdout="1\n(1 row)\n1\n(1 row)\n0\n(1 row)" expect="0\n(1 row)\n0\n(1 row)\n1\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- Derby 10.16.1.1: x [NOT] IN (subquery) that meets a NULL is TRUE/FALSE instead of UNKNOWN outside a plain WHERE conjunct (CASE, NOT (...), (...) IS NULL). Expected 0, 0 and 1; Derby 1, 1 and 0.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
SELECT CASE WHEN c0 NOT IN (SELECT CAST(NULL AS INTEGER) FROM t) THEN 1 ELSE 0 END FROM t;
SELECT CASE WHEN CAST(NULL AS INTEGER) NOT IN (SELECT c0 FROM t) THEN 1 ELSE 0 END FROM t;
SELECT COUNT(*) FROM t WHERE (c0 NOT IN (SELECT CAST(NULL AS INTEGER) FROM t)) IS NULL;
