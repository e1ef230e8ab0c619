-- cadmus-finding: impl=sql.h2 version=2.5.252 outcome=RUNTIME_ERROR error="is invalid" expect="1\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- H2 2.5.252: a view over WHERE (EXISTS (...)) IS NOT NULL is written back without the parentheses and
-- cannot be read again ("View is invalid"). Expected one row, 1.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
CREATE VIEW v AS SELECT c0 FROM t WHERE (EXISTS (SELECT 1 FROM t)) IS NOT NULL;
SELECT * FROM v;
