package cadmus.lang.sql.engines;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * The engine's side of constant folding checks (CODDTest, Zhang and Rigger 2025): a program computes an expression
 * that depends on no row alone ({@code SELECT e AS codd_value}), and a later query of the program holds the
 * placeholder {@value #PLACEHOLDER} where the expression stood. The engine's worker puts the value it computed in
 * the placeholder's place, written as a constant of its own type, before it runs that query: an optimizer folds and
 * propagates constants on paths of their own, which the same value computed at run time does not take.
 * <p>
 * The value query prints the constant as it was put in (one row), so the check's query can be run again by
 * hand, and where no constant can stand for the value exactly (a double, a value of a type without literals, an
 * expression that failed alone) the expression itself is put back, in parentheses, and the check compares a query
 * with itself.
 */
public final class FoldedConstant {

	/** Where a folded query wants the constant. */
	public static final String PLACEHOLDER = "codd_value";
	private static final String VALUE_TAIL = " AS " + PLACEHOLDER;
	private static final String FOLDED_HEAD = "SELECT * FROM (";
	private static final String FOLDED_TAIL = ") AS codd_rows";
	private static final java.util.regex.Pattern PLACEHOLDER_WORD = java.util.regex.Pattern
			.compile("\\b" + PLACEHOLDER + "\\b");
	/** The type names whose literals engines give the type itself, so the constant needs no CAST. */
	private static final Set<String> LITERAL_TYPES = Set.of("INTEGER", "INT4", "VARCHAR", "TEXT", "BOOLEAN", "BOOL");

	private FoldedConstant() {
	}

	/** The statement that computes {@code expression} alone. */
	public static String valueQuery(String expression) {
		return "SELECT " + expression + VALUE_TAIL;
	}

	/** The statement that reads the rows of {@code query}, which holds the placeholder. */
	public static String foldedQuery(String query) {
		return FOLDED_HEAD + query + FOLDED_TAIL;
	}

	public static boolean isValueQuery(String statement) {
		return statement.startsWith("SELECT ") && statement.endsWith(VALUE_TAIL);
	}

	public static boolean isFoldedQuery(String statement) {
		return statement.startsWith(FOLDED_HEAD) && statement.endsWith(FOLDED_TAIL);
	}

	/** The query a folded query reads, with {@code constant} in the placeholder's place. */
	public static String substitute(String foldedQuery, String constant) {
		String query = foldedQuery.substring(FOLDED_HEAD.length(), foldedQuery.length() - FOLDED_TAIL.length());
		return PLACEHOLDER_WORD.matcher(query).replaceAll(Matcher.quoteReplacement(constant));
	}

	/** What stands for a value query's expression when it has no constant: the expression, parenthesized. */
	public static String unfolded(String valueQuery) {
		return "(" + valueQuery.substring("SELECT ".length(), valueQuery.length() - VALUE_TAIL.length()) + ")";
	}

	/** The constant for the value in a value query's one row (see the class comment for when it is none). */
	static String constant(String valueQuery, QueryRows rows) throws StatementFailure {
		if (!rows.next()) {
			return unfolded(valueQuery);
		}
		Object value = rows.value(1);
		String literal = literal(value, rows.typeName(1));
		return literal != null ? literal : unfolded(valueQuery);
	}

	/**
	 * The constant that is {@code value}, or null where none is exact. {@code type} is the value's type name on an
	 * engine with static types (null for SQLite, whose literals carry their value's type): where a literal would have
	 * another type, the constant is cast to it, so that typing and arithmetic stay what they were.
	 */
	static String literal(Object value, String type) {
		boolean typed = type != null && !type.isEmpty() && !type.equalsIgnoreCase("NULL")
				&& !type.equalsIgnoreCase("unknown");
		if (value == null) {
			return typed ? "CAST(NULL AS " + type + ")" : "NULL";
		}
		if (value instanceof Boolean b) {
			return b ? "TRUE" : "FALSE";
		}
		String text;
		if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte
				|| value instanceof BigInteger) {
			var integer = new BigInteger(value.toString());
			// -9223372036854775808 is read as the negation of a number too large for a BIGINT.
			if (integer.equals(BigInteger.valueOf(Long.MIN_VALUE))) {
				return null;
			}
			text = integer.toString();
			boolean literalType = !typed || LITERAL_TYPES.contains(type.toUpperCase(Locale.ROOT)) && integer.bitLength() < 32;
			return literalType ? negativeInParentheses(text) : cast(text, type);
		}
		if (value instanceof BigDecimal d && typed) {
			return cast(d.toPlainString(), type);
		}
		if (value instanceof String s) {
			text = "'" + s.replace("'", "''") + "'";
			return !typed || LITERAL_TYPES.contains(type.toUpperCase(Locale.ROOT)) ? text : cast(text, type);
		}
		return null; // a double (whose decimal text SQLite may not read back exactly), a date, a blob
	}

	private static String negativeInParentheses(String number) {
		// -codd_value would become --5, a comment.
		return number.startsWith("-") ? "(" + number + ")" : number;
	}

	private static String cast(String constant, String type) {
		return "CAST(" + constant + " AS " + type + ")";
	}
}
