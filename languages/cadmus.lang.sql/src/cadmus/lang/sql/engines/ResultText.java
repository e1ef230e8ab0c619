package cadmus.lang.sql.engines;

import java.math.BigDecimal;
import java.math.MathContext;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Prints query results in one spelling for every engine, so that outputs can be compared: one line per row,
 * then a footer with the row count,
 * values separated by {@code |}; NULL as {@code NULL}; integers plainly; other numbers to 12 significant
 * digits without trailing zeros (engines differ in float printing, not in the values compared); strings in
 * single quotes with quotes doubled; booleans as TRUE/FALSE.
 */
public final class ResultText {

	private static final MathContext DIGITS = new MathContext(12);

	private ResultText() {
	}

	public static void append(ResultSet rows, StringBuilder out) throws SQLException {
		int columns = rows.getMetaData().getColumnCount();
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
		out.append(footer(count)).append('\n');
	}

	/** The line that ends every result: results stay apart, and an empty one still shows. */
	public static String footer(int rows) {
		return "(" + rows + (rows == 1 ? " row)" : " rows)");
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
