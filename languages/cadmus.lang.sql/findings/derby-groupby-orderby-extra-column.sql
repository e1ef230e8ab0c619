-- cadmus-finding: impl=sql.derby version=10.16.1.1 outcome=CRASH error="EmbedResultSet.getObject" expect="9|5\n(1 row, in order)" ref=sql.sqlite,sql.postgres tracker=new
-- Derby 10.16.1.1: a GROUP BY query ordered by constant select items leaks the grouping column as a hidden 3rd result column (JDBC metadata: 3 columns for 2 items); reading it throws NullPointerException in EmbedResultSet.getObject. Expected one row 9|5 (in order); Derby crashes (NPE).
CREATE TABLE t1 (c0 INTEGER);
INSERT INTO t1 VALUES (1);
SELECT 9 AS c0, 5 AS c1 FROM t1 GROUP BY c0 ORDER BY 2 NULLS FIRST, 1 NULLS FIRST;
