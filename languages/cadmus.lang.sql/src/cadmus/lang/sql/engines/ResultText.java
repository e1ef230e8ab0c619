package cadmus.lang.sql.engines;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Prints query results in one spelling for every engine, so that outputs can be compared: one line per row,
 * then a footer with the row count (and "in order" when the query fixed the order of its rows),
 * values separated by {@code |}; NULL as {@code NULL}; integers plainly; other numbers to 12 significant
 * digits without trailing zeros (engines differ in float printing, not in the values compared); strings in
 * single quotes with quotes doubled; booleans as TRUE/FALSE; blobs as hexadecimal literals; lists (arrays) as
 * [a, b] and structs as {a, b} of their elements so printed.
 */
public final class ResultText {

	/** What a statement that broke a constraint prints, on a line of its own (not a result block). */
	public static final String CONSTRAINT_VIOLATED = "(constraint violated)";
	/**
	 * What a program whose results grew past its output budget prints last, on a line of its own (not a result
	 * block): the results before it are compared, the unfinished one and any after it are not.
	 */
	public static final String OUTPUT_LIMIT = "(output limit: the program stops here)";

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
	public static void append(String sql, QueryRows rows, StringBuilder out) throws StatementFailure {
		append(sql, rows, out, Integer.MAX_VALUE);
	}

	/**
	 * As {@link #append(String, QueryRows, StringBuilder)}, unless the output grows past {@code limit} characters:
	 * then it stops reading rows, leaves the block unfinished and says so (false).
	 */
	public static boolean append(String sql, QueryRows rows, StringBuilder out, int limit) throws StatementFailure {
		boolean ordered = TOTAL_ORDER.matcher(sql).matches();
		int count = 0;
		int columns = -1;
		while (rows.next()) {
			if (out.length() > limit) {
				return false;
			}
			count++;
			if (columns < 0) {
				columns = rows.columns();
			}
			for (int c = 1; c <= columns; c++) {
				if (c > 1) {
					out.append('|');
				}
				out.append(value(rows.value(c)));
			}
			out.append('\n');
		}
		// The columns are asked for only where the footer needs them: the sqlite3 shell prints nothing of a query
		// without rows, and finds their number at a cost.
		ordered = ordered && orderCovers(sql, columns >= 0 ? columns : rows.columns());
		out.append(footer(count, ordered)).append('\n');
		return true;
	}

	/** Whether the ORDER BY lists as many positions as the result has columns (each once, by construction). */
	private static boolean orderCovers(String sql, int columns) {
		String order = sql.substring(sql.lastIndexOf(" ORDER BY ") + 10);
		return order.split(",").length == columns;
	}

	/** The line that ends every result: results stay apart, and an empty one still shows. */
	public static String footer(int rows, boolean ordered) {
		return "(" + rows + (rows == 1 ? " row" : " rows") + (ordered ? ", in order)" : ")");
	}

	/** A struct's field values, in order. */
	public record Fields(java.util.List<?> values) {
	}

	private static String sequence(java.util.List<?> values, String open, String close) {
		var out = new StringBuilder(open);
		for (var value : values) {
			out.append(out.length() > open.length() ? ", " : "").append(value(value));
		}
		return out.append(close).toString();
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
		if (v instanceof java.util.List<?> list) {
			return sequence(list, "[", "]");
		}
		if (v instanceof Fields struct) {
			return sequence(struct.values(), "{", "}");
		}
		if (v instanceof java.util.Map<?, ?> map) {
			// A map's entries in the order the driver gives them, each key: value.
			var out = new StringBuilder("{");
			map.forEach((key, value) -> out.append(out.length() > 1 ? ", " : "").append(value(key)).append(": ").append(value(value)));
			return out.append('}').toString();
		}
		if (v instanceof byte[] blob) {
			return "X'" + java.util.HexFormat.of().withUpperCase().formatHex(blob) + "'";
		}
		return String.valueOf(v);
	}
}
