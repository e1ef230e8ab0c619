package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import cadmus.lang.sql.engines.FoldedConstant;
import cadmus.lang.sql.engines.SqlScript;

/**
 * Finds the metamorphic checks in a program's text, as {@link SqlRenderer} writes them out: a TLP check is a
 * query {@code Q} followed by {@code Q WHERE (p) UNION ALL Q WHERE NOT (p) UNION ALL Q WHERE (p) IS NULL}; a
 * NoREC check is {@code SELECT COUNT(*) FROM F WHERE p} followed by
 * {@code SELECT CASE WHEN p THEN 1 ELSE 0 END FROM F}; an EET check is a query followed by
 * {@code SELECT * FROM (Q') AS eet_rows}, Q' the query rewritten; a CODD check is {@code SELECT e AS codd_value},
 * a query, and {@code SELECT * FROM (Q') AS codd_rows}, Q' the query with e's value in e's place; a DQE check is {@code SELECT * FROM t WHERE p},
 * {@code UPDATE t SET c = c WHERE p RETURNING *} and {@code DELETE FROM t WHERE p RETURNING *}. Each check names
 * the results of its statements by position among the program's results (every query prints one, and every
 * statement that returns rows).
 */
final class SqlChecks {

	enum Kind {
		TLP, NOREC, EET, CODD, DQE
	}

	/**
	 * A check and the positions of its statements' results in the output; {@code folded} is a CODD check's folded
	 * query as written (null for the others).
	 */
	record Check(Kind kind, List<Integer> results, String query, String folded) {
		Check {
			results = List.copyOf(results);
		}

		Check(Kind kind, List<Integer> results, String query) {
			this(kind, results, query, null);
		}

		int last() {
			return results.get(results.size() - 1);
		}
	}

	private static final String EET_HEAD = "SELECT * FROM (";
	private static final String EET_TAIL = ") AS eet_rows";
	private static final String RETURNING = " RETURNING *";
	private static final java.util.regex.Pattern DQE_SELECT = java.util.regex.Pattern
			.compile("(?s)^SELECT \\* FROM (\\w+) WHERE (.*)$");

	private static final String NOREC_COUNT = "SELECT COUNT(*) FROM ";
	private static final String NOREC_EACH = "SELECT CASE WHEN ";
	private static final String NOREC_EACH_MIDDLE = " THEN 1 ELSE 0 END FROM ";

	private SqlChecks() {
	}

	static List<Check> find(String program) {
		var statements = SqlScript.statements(program);
		var checks = new ArrayList<Check>();
		int result = -1;
		for (int i = 0; i < statements.size(); i++) {
			if (!printsRows(statements.get(i))) {
				continue;
			}
			result++;
			if (i + 1 >= statements.size()) {
				break;
			}
			String s = statements.get(i);
			String next = statements.get(i + 1);
			if (isTlp(s, next)) {
				checks.add(new Check(Kind.TLP, List.of(result, result + 1), s));
			} else if (isNorec(s, next)) {
				checks.add(new Check(Kind.NOREC, List.of(result, result + 1), s));
			} else if (isRewritten(s, next)) {
				checks.add(new Check(Kind.EET, List.of(result, result + 1), s));
			} else if (i + 2 < statements.size() && FoldedConstant.isValueQuery(s) && isQuery(next)
					&& FoldedConstant.isFoldedQuery(statements.get(i + 2))) {
				checks.add(new Check(Kind.CODD, List.of(result, result + 1, result + 2), next, statements.get(i + 2)));
			} else if (i + 2 < statements.size() && isDqe(s, next, statements.get(i + 2))) {
				checks.add(new Check(Kind.DQE, List.of(result, result + 1, result + 2), s));
			}
		}
		return checks;
	}

	/** Whether a statement prints a result: a query, or a change that returns the rows it changed. */
	static boolean printsRows(String statement) {
		return isQuery(statement) || statement.endsWith(RETURNING);
	}

	static boolean isQuery(String statement) {
		return statement.regionMatches(true, 0, "SELECT", 0, 6) || statement.startsWith("(")
				|| statement.regionMatches(true, 0, "WITH ", 0, 5);
	}

	/** The text of an EET check's second query: the rewritten query, read through a derived table that marks it. */
	static String rewrittenQuery(String rewritten) {
		return EET_HEAD + rewritten + EET_TAIL;
	}

	/** Whether {@code next} is a rewritten query, following the query it was rewritten from. */
	static boolean isRewritten(String query, String next) {
		return isQuery(query) && next.startsWith(EET_HEAD) && next.endsWith(EET_TAIL);
	}

	/** The three statements of a DQE check on {@code table} by predicate {@code p}, the UPDATE setting {@code column}. */
	static String dqeStatements(String table, String column, String p) {
		return "SELECT * FROM " + table + " WHERE " + p + ";\nUPDATE " + table + " SET " + column + " = " + column
				+ " WHERE " + p + RETURNING + ";\nDELETE FROM " + table + " WHERE " + p + RETURNING;
	}

	/** Whether three statements are a DQE check's: one table, one predicate, a column set to itself. */
	static boolean isDqe(String select, String update, String delete) {
		var m = DQE_SELECT.matcher(select);
		if (!m.matches()) {
			return false;
		}
		String table = m.group(1);
		String p = m.group(2);
		String head = "UPDATE " + table + " SET ";
		String tail = " WHERE " + p + RETURNING;
		if (!update.startsWith(head) || !update.endsWith(tail)) {
			return false;
		}
		String assignment = update.substring(head.length(), update.length() - tail.length());
		int equals = assignment.indexOf(" = ");
		return equals > 0 && assignment.equals(assignment.substring(0, equals) + " = " + assignment.substring(0, equals))
				&& delete.equals("DELETE FROM " + table + tail);
	}

	/**
	 * Whether {@code next} is {@code query}'s three partitions by one predicate (in WHERE, or in HAVING for a
	 * grouped query), or an aggregate query's value recombined from them.
	 */
	static boolean isTlp(String query, String next) {
		var aggregate = AGGREGATE_OF_PARTITIONS.matcher(next);
		if (aggregate.matches()) {
			next = aggregate.group(2);
		}
		return isTlp(query, next, " WHERE ") || isTlp(query, next, " HAVING ");
	}

	/** The text of an aggregate's value recombined from its partitions' values (its item's alias is a column). */
	static String aggregateOfPartitions(String combine, String alias, String partitions) {
		return "SELECT " + combine + "(" + alias + ") FROM (" + partitions + ") AS tlp_rows";
	}

	private static final java.util.regex.Pattern AGGREGATE_OF_PARTITIONS = java.util.regex.Pattern
			.compile("(?s)^SELECT (MIN|MAX|SUM)\\(c\\d+\\) FROM \\((.*)\\) AS tlp_rows$");

	private static boolean isTlp(String query, String next, String filter) {
		String head = query + filter + "(";
		String tail = ") IS NULL";
		if (!next.startsWith(head) || !next.endsWith(tail)) {
			return false;
		}
		String rest = next.substring(head.length());
		String between1 = ") UNION ALL " + query + filter + "NOT (";
		String between2 = ") UNION ALL " + query + filter + "(";
		int fixed = between1.length() + between2.length() + tail.length();
		if ((rest.length() - fixed) % 3 != 0 || rest.length() < fixed) {
			return false;
		}
		String p = rest.substring(0, (rest.length() - fixed) / 3);
		return rest.equals(p + between1 + p + between2 + p + tail);
	}

	/** Whether {@code count} and {@code each} count one predicate's rows of one FROM clause. */
	static boolean isNorec(String count, String each) {
		if (!count.startsWith(NOREC_COUNT) || !each.startsWith(NOREC_EACH)) {
			return false;
		}
		// The predicate may itself hold the middle text (in a subquery): try every split.
		for (int at = each.indexOf(NOREC_EACH_MIDDLE); at >= 0; at = each.indexOf(NOREC_EACH_MIDDLE, at + 1)) {
			String p = each.substring(NOREC_EACH.length(), at);
			String from = each.substring(at + NOREC_EACH_MIDDLE.length());
			if (count.equals(NOREC_COUNT + from + " WHERE " + p)) {
				return true;
			}
		}
		return false;
	}

	static String describe(Check check) {
		return check.kind().name().toLowerCase(Locale.ROOT) + " check on result " + (check.results().get(0) + 1);
	}
}
