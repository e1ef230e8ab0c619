package cadmus.lang.sql.engines;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * A row as the sqlite3 shell prints it in quote mode: its values as SQL literals, separated by commas ({@code NULL},
 * {@code 12}, {@code 1.5e+20}, {@code 'it''s'}, {@code X'0a'}), read back into the values a JDBC driver returns
 * (null, Long, Double, String, byte[]), so that {@link ResultText} prints both builds alike.
 */
final class QuoteModeRow {

	private QuoteModeRow() {
	}

	/**
	 * The values of a printed row.
	 *
	 * @throws IllegalArgumentException when the line is no row of quote mode
	 */
	static List<Object> values(String line) {
		var values = new ArrayList<Object>();
		int i = 0;
		while (true) {
			int end;
			if (line.startsWith("'", i)) {
				end = SqlScript.closing(line, i, '\'');
				if (end - i < 2 || line.charAt(end - 1) != '\'') {
					throw new IllegalArgumentException("an unterminated string in " + line);
				}
				values.add(line.substring(i + 1, end - 1).replace("''", "'"));
			} else if (line.startsWith("X'", i)) {
				end = line.indexOf('\'', i + 2) + 1;
				if (end == 0) {
					throw new IllegalArgumentException("an unterminated blob in " + line);
				}
				values.add(java.util.HexFormat.of().parseHex(line.substring(i + 2, end - 1)));
			} else {
				end = line.indexOf(',', i);
				end = end < 0 ? line.length() : end;
				values.add(bare(line.substring(i, end), line));
			}
			if (end == line.length()) {
				return values;
			}
			if (line.charAt(end) != ',') {
				throw new IllegalArgumentException("no comma after a value at " + end + " in " + line);
			}
			i = end + 1;
		}
	}

	/** NULL or a number, as quote mode writes them: integers plainly, reals with a point or an exponent. */
	private static Object bare(String word, String line) {
		if (word.equals("NULL")) {
			return null;
		}
		if (word.equals("Inf") || word.equals("-Inf")) {
			return word.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
		}
		try {
			if (word.matches("-?\\d+")) {
				return Long.valueOf(word);
			}
			// A real: its decimal text, which may carry more digits than a double prints (ResultText rounds both).
			return new BigDecimal(word.replace("e+", "e"));
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("no value of quote mode: " + word + " in " + line, e);
		}
	}
}
