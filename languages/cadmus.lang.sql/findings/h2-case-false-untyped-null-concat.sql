-- cadmus-finding: impl=sql.h2 version=2.5.252 outcome=RUNTIME_ERROR error="are not comparable" expect="(0 rows)" ref=sql.sqlite,sql.postgres tracker=new
-- H2 2.5.252: CASE WHEN FALSE THEN c0 END, c0 a VARCHAR column, is optimized to a NULL that has lost the CASE's type
-- (CHARACTER VARYING, the type of its THEN branch): two of them concatenated are typed BINARY VARYING(1), and comparing
-- that with a string fails ("Values of types "BINARY VARYING(1)" and "CHARACTER VARYING(1)" are not comparable"). The
-- same through a view or derived table column defined by the CASE. With WHEN c0 IS NULL (not folded) it runs. The
-- concatenation of two NULL strings is a NULL string, so the comparison is UNKNOWN and no row is returned.
-- Tracker: github.com/h2database/h2database issues searched for "CASE WHEN FALSE ... loses data type", "BINARY VARYING
-- not comparable CHARACTER VARYING" with concatenation: nothing alike (nearest: PR #1962, data types of optimized AND
-- and OR conditions, 2019).
CREATE TABLE t (c0 VARCHAR(20));
INSERT INTO t VALUES ('a');
SELECT 1 FROM t WHERE (CASE WHEN FALSE THEN c0 END || CASE WHEN FALSE THEN c0 END) = 'a';
