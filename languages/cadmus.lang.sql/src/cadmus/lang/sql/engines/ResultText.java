package cadmus.lang.sql.engines;

import java.math.BigDecimal;
import java.math.MathContext;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Prints query results in one spelling for every engine, so that outputs can be compared: one line per row,
 * then a footer with the row count (and "in order" when the query fixed the order of its rows),
 * values separated by {@code |}; NULL as {@code NULL}; integers plainly; other numbers to 12 significant
 * digits without trailing zeros (engines differ in float printing, not in the values compared); strings in
 * single quotes with quotes doubled; booleans as TRUE/FALSE.
 */
public final class ResultText {

	/** What a statement that broke a constraint prints, on a line of its own (not a result block). */
	public static final String CONSTRAINT_VIOLATED = "(constraint violated)";

	private static final MathContext DIGITS = new MathContext(12);

	private ResultText() {
	}

	/**
	 * A query ordered by every result column (as the generator writes it, positions with explicit NULLS
	 * placement) fixes the order of its printed rows, so its footer says so and the order is compared too.
	 */
	private static final java.util.regex.Pattern TOTAL_ORDER = java.util.regex.Pattern.compile(
			"(?s).* ORDER BY \\d+( DESC)? NULLS (FIRST|LAST)(, \\d+( DESC)? NULLS (FIRST|LAST))*( LIMIT \\d+( OFFSET \\d+)?)?");

	/** Appends a query's rows and its footer; {@code sql} is the query as the program wrote it. */
	public static void append(String sql, ResultSet rows, StringBuilder out) throws SQLException {
		int columns = rows.getMetaData().getColumnCount();
		boolean ordered = TOTAL_ORDER.matcher(sql).matches() && orderCovers(sql, columns);
		int count = append(rows, columns, out);
		out.append(footer(count, ordered)).append('\n');
	}

	/** Whether the ORDER BY lists as many positions as the result has columns (each once, by construction). */
	private static boolean orderCovers(String sql, int columns) {
		String order = sql.substring(sql.lastIndexOf(" ORDER BY ") + 10);
		return order.split(",").length == columns;
	}

	private static int append(ResultSet rows, int columns, StringBuilder out) throws SQLException {
		int count = 0;
		while (rows.next()) {
			count++;
			for (int c = 1; c <= columns; c++) {
				if (c > 1) {
					out.append('|');
				}
				out.append(value(rows.getObject(c)));
			}
			out.append('\n');
		}
		return count;
	}

	/** The line that ends every result: results stay apart, and an empty one still shows. */
	public static String footer(int rows, boolean ordered) {
		return "(" + rows + (rows == 1 ? " row" : " rows") + (ordered ? ", in order)" : ")");
	}

	static String value(Object v) {
		if (v == null) {
			return "NULL";
		}
		if (v instanceof Boolean b) {
			return b ? "TRUE" : "FALSE";
		}
		if (v instanceof Byte || v instanceof Short || v instanceof Integer || v instanceof Long
				|| v instanceof java.math.BigInteger) {
			return v.toString();
		}
		if (v instanceof Double d && (d.isNaN() || d.isInfinite())) {
			return d.toString();
		}
		if (v instanceof Float f && (f.isNaN() || f.isInfinite())) {
			return f.toString();
		}
		if (v instanceof Number n) {
			var decimal = n instanceof BigDecimal b ? b : new BigDecimal(n.toString());
			var rounded = decimal.round(DIGITS).stripTrailingZeros();
			return rounded.signum() == 0 ? "0" : rounded.toPlainString();
		}
		if (v instanceof String s) {
			return "'" + s.replace("'", "''") + "'";
		}
		return String.valueOf(v);
	}
}
