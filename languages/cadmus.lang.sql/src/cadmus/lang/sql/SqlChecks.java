package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import cadmus.lang.sql.engines.SqlScript;

/**
 * Finds the metamorphic checks in a program's text, as {@link SqlRenderer} writes them out: a TLP check is a
 * query {@code Q} followed by {@code Q WHERE (p) UNION ALL Q WHERE NOT (p) UNION ALL Q WHERE (p) IS NULL}; a
 * NoREC check is {@code SELECT COUNT(*) FROM F WHERE p} followed by
 * {@code SELECT CASE WHEN p THEN 1 ELSE 0 END FROM F}. Each check names the results (by position among the
 * program's results; every query statement prints one) of its two queries.
 */
final class SqlChecks {

	enum Kind {
		TLP, NOREC
	}

	/** A check and the positions of its two results in the output. */
	record Check(Kind kind, int first, int second, String query) {
	}

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
			if (!isQuery(statements.get(i))) {
				continue;
			}
			result++;
			if (i + 1 >= statements.size()) {
				break;
			}
			String s = statements.get(i);
			String next = statements.get(i + 1);
			if (isTlp(s, next)) {
				checks.add(new Check(Kind.TLP, result, result + 1, s));
			} else if (isNorec(s, next)) {
				checks.add(new Check(Kind.NOREC, result, result + 1, s));
			}
		}
		return checks;
	}

	static boolean isQuery(String statement) {
		return statement.regionMatches(true, 0, "SELECT", 0, 6) || statement.startsWith("(");
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
		return check.kind().name().toLowerCase(Locale.ROOT) + " check on result " + (check.first() + 1);
	}
}
