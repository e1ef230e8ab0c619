package cadmus.lang.sql;

import cadmus.api.DecisionSource;

/**
 * Literal values. Numbers stay small, so no chain of + and * overflows a 32-bit INTEGER (engines disagree on
 * overflow: some raise, some widen). Decimals have at most two fraction digits, the scale every generated
 * DECIMAL column has. Strings are short, of lower-case letters and digits (collations agree on them) and the
 * LIKE wildcards, without spaces (HSQLDB's LENGTH ignores trailing ones).
 */
final class SqlLiterals {

	private static final String ALPHABET = "abcxyz019%_";

	private SqlLiterals() {
	}

	static Integer integer(DecisionSource d) {
		return d.flip("integer.small", 0.85) ? (int) d.between("integer.value", 0, 10) : (int) d.between("integer.large", 11, 1000);
	}

	static String decimal(DecisionSource d) {
		return d.between("decimal.whole", 0, 20) + "." + String.format("%02d", d.between("decimal.fraction", 0, 99));
	}

	static String string(DecisionSource d) {
		// Not empty: Derby and HSQLDB give '' the type CHAR(0)/CHAR(1), which pads where it meets other text.
		int length = (int) d.between("string.length", 1, 3);
		var s = new StringBuilder(length);
		for (int i = 0; i < length; i++) {
			s.append(ALPHABET.charAt(d.choose("string.char", ALPHABET.length())));
		}
		return s.toString();
	}
}
