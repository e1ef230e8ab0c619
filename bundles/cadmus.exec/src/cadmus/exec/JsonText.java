package cadmus.exec;

/**
 * Text as line-based drivers exchange it: strings that survive any charset a shell assumes, and output as a
 * UTF-8 pipe carries it.
 */
public final class JsonText {

	private JsonText() {
	}

	/**
	 * A JSON string literal of {@code s} in printable ASCII: every other character, quote and backslash a
	 * {@code \}{@code uXXXX} escape, so lone surrogates survive and no line separator appears raw. Languages whose
	 * string literals take the same escapes can embed it in a program as it is.
	 */
	public static String asciiString(String s) {
		var b = new StringBuilder(s.length() + 16).append('"');
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
				b.append(c);
			} else {
				b.append("\\u").append(Character.forDigit(c >> 12, 16)).append(Character.forDigit((c >> 8) & 15, 16))
						.append(Character.forDigit((c >> 4) & 15, 16)).append(Character.forDigit(c & 15, 16));
			}
		}
		return b.append('"').toString();
	}

	/** {@code s} with each lone surrogate replaced by U+FFFD, as a process writing it as UTF-8 would. */
	public static String wellFormed(String s) {
		StringBuilder b = null;
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			boolean paired = Character.isHighSurrogate(c) && i + 1 < s.length()
					&& Character.isLowSurrogate(s.charAt(i + 1));
			if (paired) {
				if (b != null) {
					b.append(c).append(s.charAt(i + 1));
				}
				i++;
			} else if (Character.isSurrogate(c)) {
				if (b == null) {
					b = new StringBuilder(s.length()).append(s, 0, i);
				}
				b.append('\uFFFD');
			} else if (b != null) {
				b.append(c);
			}
		}
		return b == null ? s : b.toString();
	}
}
