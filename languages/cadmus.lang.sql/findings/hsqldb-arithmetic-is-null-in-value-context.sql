-- cadmus-finding: impl=sql.hsqldb version=2.7.4 outcome=SYNTAX_ERROR error="unexpected token" expect="1\n(1 row)" ref=sql.sqlite,sql.postgres tracker=new
-- HSQLDB 2.7.4: where a value is expected (a select-list item, a CASE branch), a predicate over an arithmetic
-- expression or a function call is a syntax error: c0 + 1 IS NOT NULL, -c0 IS NOT NULL, ABS(c0) IS NULL and
-- ABS(c0) = 1 are rejected ("unexpected token: IS", "unexpected token: NULL", "unexpected token: ="), while c0 IS NOT
-- NULL, c0 = 1 and COALESCE(c0, 0) IS NOT NULL are taken there, and every one of them is taken in a WHERE clause.
-- Parentheses around the predicate do not help: SELECT (ABS(c0) IS NOT NULL) FROM t fails too. A boolean value
-- expression is a value expression in SQL:2016 (6.35), so each is a valid CASE result and select-list item. Found by
-- the EET oracle, which writes WHERE p as WHERE CASE WHEN TRUE THEN p ELSE p END. Expected 1 (1 row).
-- Tracker: HSQLDB's tracker is on SourceForge; the search tool's issues and pages corpora, searched for
-- "unexpected token: NULL" with IS NULL after a function call, in a CASE branch and in a select list, have nothing alike.
CREATE TABLE t (c0 INTEGER);
INSERT INTO t VALUES (1);
SELECT 1 FROM t WHERE CASE WHEN TRUE THEN c0 + 1 IS NOT NULL ELSE FALSE END;
