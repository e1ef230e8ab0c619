package cadmus.lang.sql.engines;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a program into its statements at semicolons outside string literals, quoted identifiers and
 * comments, since JDBC runs one statement at a time.
 */
public final class SqlScript {

	private SqlScript() {
	}

	public static List<String> statements(String program) {
		var result = new ArrayList<String>();
		var current = new StringBuilder();
		int i = 0;
		int n = program.length();
		while (i < n) {
			char c = program.charAt(i);
			if (c == '\'' || c == '"') {
				int end = closing(program, i, c);
				current.append(program, i, end);
				i = end;
			} else if (c == '-' && i + 1 < n && program.charAt(i + 1) == '-') {
				int end = program.indexOf('\n', i);
				i = end < 0 ? n : end + 1;
				current.append('\n');
			} else if (c == ';') {
				add(result, current);
				i++;
			} else {
				current.append(c);
				i++;
			}
		}
		add(result, current);
		return result;
	}

	/**
	 * Index after the quote that closes the one at {@code start}; doubled quotes stand for themselves. The text's
	 * length where none closes it.
	 */
	static int closing(String s, int start, char quote) {
		int i = start + 1;
		while (i < s.length()) {
			if (s.charAt(i) == quote) {
				if (i + 1 < s.length() && s.charAt(i + 1) == quote) {
					i += 2;
					continue;
				}
				return i + 1;
			}
			i++;
		}
		return s.length();
	}

	private static void add(List<String> result, StringBuilder current) {
		String statement = current.toString().strip();
		if (!statement.isEmpty()) {
			result.add(statement);
		}
		current.setLength(0);
	}
}
