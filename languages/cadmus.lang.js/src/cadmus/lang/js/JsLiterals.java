package cadmus.lang.js;

import cadmus.api.DecisionSource;

/**
 * Literal values as written: small integers (so no arithmetic chain leaves the range where every engine
 * prints the same digits), a few decimals, the special zero; short strings of letters, digits and a space.
 */
final class JsLiterals {

	private static final String ALPHABET = "abcxyz019 ";

	private JsLiterals() {
	}

	static String number(DecisionSource d) {
		if (d.flip("number.integer", 0.8)) {
			return Long.toString(d.flip("number.small", 0.85) ? d.between("number.value", 0, 10)
					: d.between("number.large", 11, 1000));
		}
		return d.between("number.whole", 0, 20) + "." + d.between("number.fraction", 1, 99);
	}

	static String string(DecisionSource d, char quote) {
		int length = (int) d.between("string.length", 0, 4);
		var s = new StringBuilder().append(quote);
		for (int i = 0; i < length; i++) {
			s.append(ALPHABET.charAt(d.choose("string.char", ALPHABET.length())));
		}
		return s.append(quote).toString();
	}
}
