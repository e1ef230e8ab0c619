package cadmus.reduce;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A program's size in tokens, the measure reductions are compared by whatever the language: words and numbers,
 * quoted strings whole, and every other visible character on its own. Comments count like code, which is
 * right for a reducer: what is left in a reduced program should be what the bug needs.
 */
public final class TokenCount {

	private static final Pattern TOKEN = Pattern.compile(
			"[\\p{L}\\p{N}_$.]+|\"(?:[^\"\\\\\\n]|\\\\.)*\"|'(?:[^'\\\\\\n]|\\\\.)*'|\\S");

	private TokenCount() {
	}

	public static int of(String text) {
		int n = 0;
		var m = TOKEN.matcher(text);
		while (m.find()) {
			n++;
		}
		return n;
	}

	/** The tokens themselves, in order. */
	public static List<String> tokens(String text) {
		var tokens = new ArrayList<String>();
		var m = TOKEN.matcher(text);
		while (m.find()) {
			tokens.add(m.group());
		}
		return tokens;
	}

	/** Where each token starts, in order. */
	static List<Integer> starts(String text) {
		var starts = new ArrayList<Integer>();
		var m = TOKEN.matcher(text);
		while (m.find()) {
			starts.add(m.start());
		}
		return starts;
	}
}
