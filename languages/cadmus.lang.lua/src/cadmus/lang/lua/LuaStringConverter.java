package cadmus.lang.lua;

import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.AbstractLexerBasedConverter;
import org.eclipse.xtext.nodemodel.INode;

/**
 * Converts Lua string literals to their value and back: short strings' quotes and escapes (Lua's escapes differ
 * from Java's: decimal {@code \ddd}, {@code \x}, {@code \z}, {@code \\u{...}}, so Xtext's default converter would
 * read them wrongly), and long brackets ({@code [==[...]==]}), read as written but for a first line break. Values
 * are written back as short strings.
 */
public class LuaStringConverter extends AbstractLexerBasedConverter<String> {

	@Override
	protected String toEscapedString(String value) {
		var out = new StringBuilder(value.length() + 2).append('"');
		for (int i = 0; i < value.length(); i++) {
			char c = value.charAt(i);
			switch (c) {
			case '\\' -> out.append("\\\\");
			case '"' -> out.append("\\\"");
			case '\n' -> out.append("\\n");
			case '\r' -> out.append("\\r");
			case '\t' -> out.append("\\t");
			default -> {
				if (c < 0x20 || c == 0x7f) {
					out.append(String.format("\\%03d", (int) c));
				} else {
					out.append(c);
				}
			}
			}
		}
		return out.append('"').toString();
	}

	@Override
	public String toValue(String string, INode node) throws ValueConverterException {
		if (string == null || string.length() < 2) {
			throw new ValueConverterException("not a string literal: " + string, node, null);
		}
		if (string.charAt(0) == '[') {
			return longBracket(string);
		}
		var body = string.substring(1, string.length() - 1);
		var out = new StringBuilder(body.length());
		for (int i = 0; i < body.length(); i++) {
			char c = body.charAt(i);
			if (c != '\\') {
				out.append(c);
				continue;
			}
			if (++i >= body.length()) {
				throw new ValueConverterException("string ends in a backslash", node, null);
			}
			i = unescape(body, i, out, node);
		}
		return out.toString();
	}

	/**
	 * The text between long brackets of any level, as Lua reads it: a line break right after the opening bracket is
	 * skipped, and every line break (\n, \r, \r\n or \n\r) reads as \n.
	 */
	private static String longBracket(String string) {
		int level = string.indexOf('[', 1) - 1;
		String body = string.substring(level + 2, string.length() - level - 2);
		var out = new StringBuilder(body.length());
		for (int i = lineBreak(body, 0); i < body.length(); i++) {
			int next = lineBreak(body, i);
			if (next > i) {
				out.append('\n');
				i = next - 1;
			} else {
				out.append(body.charAt(i));
			}
		}
		return out.toString();
	}

	/** Where the text after a line break at {@code i} starts (\n, \r, \r\n or \n\r); {@code i} if none is there. */
	private static int lineBreak(String s, int i) {
		if (i >= s.length() || s.charAt(i) != '\n' && s.charAt(i) != '\r') {
			return i;
		}
		boolean pair = i + 1 < s.length() && s.charAt(i + 1) != s.charAt(i)
				&& (s.charAt(i + 1) == '\n' || s.charAt(i + 1) == '\r');
		return pair ? i + 2 : i + 1;
	}

	/** Appends the escape starting at {@code i} (just after the backslash); returns the index of its last char. */
	private static int unescape(String body, int i, StringBuilder out, INode node) {
		char c = body.charAt(i);
		switch (c) {
		case 'a' -> out.append('\u0007');
		case 'b' -> out.append('\b');
		case 'f' -> out.append('\f');
		case 'n', '\n' -> out.append('\n');
		case 'r' -> out.append('\r');
		case 't' -> out.append('\t');
		case 'v' -> out.append('\u000b');
		case '\\', '"', '\'' -> out.append(c);
		case 'x' -> {
			if (i + 2 >= body.length() + 0 && i + 2 > body.length() - 1 + 1) {
				throw new ValueConverterException("short \\x escape", node, null);
			}
			out.append((char) Integer.parseInt(body.substring(i + 1, i + 3), 16));
			return i + 2;
		}
		case 'z' -> {
			int j = i + 1;
			while (j < body.length() && Character.isWhitespace(body.charAt(j))) {
				j++;
			}
			return j - 1;
		}
		case 'u' -> {
			int close = body.indexOf('}', i);
			if (i + 1 >= body.length() || body.charAt(i + 1) != '{' || close < 0) {
				throw new ValueConverterException("bad \\u escape", node, null);
			}
			out.appendCodePoint(Integer.parseInt(body.substring(i + 2, close), 16));
			return close;
		}
		default -> {
			if (!Character.isDigit(c)) {
				throw new ValueConverterException("invalid escape \\" + c, node, null);
			}
			int j = i;
			while (j < body.length() && j < i + 3 && Character.isDigit(body.charAt(j))) {
				j++;
			}
			int code = Integer.parseInt(body.substring(i, j));
			if (code > 255) {
				throw new ValueConverterException("decimal escape too large: " + code, node, null);
			}
			out.append((char) code);
			return j - 1;
		}
		}
		return i;
	}
}
