package cadmus.lang.js;

import java.util.Locale;

import cadmus.api.DecisionSource;

/**
 * Literal values as written: small integers (so no arithmetic chain leaves the range where every engine
 * prints the same digits), a few decimals, the special zero; short strings of letters, digits and a space.
 * Some are written in another notation of the same value (hexadecimal, an exponent, a bare point; a character as
 * an escape), so that the engines' lexers and number parsers are tested too: each notation reads as exactly the
 * same value in every engine, since the language requires decimal literals to be rounded correctly.
 */
final class JsLiterals {

	private static final String ALPHABET = "abcxyz019 ";
	/** The share of literals written in another notation than the plain one. */
	private static final double OTHER_NOTATION = 0.15;

	private JsLiterals() {
	}

	static String number(DecisionSource d) {
		if (d.flip("number.integer", 0.8)) {
			long value = d.flip("number.small", 0.85) ? d.between("number.value", 0, 10) : d.between("number.large", 11, 1000);
			return integer(d, value);
		}
		return decimal(d, d.between("number.whole", 0, 20), d.between("number.fraction", 1, 99));
	}

	private static String integer(DecisionSource d, long value) {
		if (!d.flip("number.otherNotation", OTHER_NOTATION)) {
			return Long.toString(value);
		}
		return switch (d.choose("number.integerNotation", 6)) {
		case 0 -> "0x" + Long.toHexString(value);
		case 1 -> "0X" + Long.toHexString(value).toUpperCase(Locale.ROOT);
		case 2 -> value + "e0";
		case 3 -> (value == 0 ? "0" : value + "0") + "e-1"; // "00" would be a legacy octal literal
		case 4 -> value % 10 == 0 && value > 0 ? value / 10 + "E+1" : value + "E-0";
		default -> value + ".";
		};
	}

	/** {@code whole.fraction}, the fraction's digits as drawn (1 to 99, no leading zero). */
	private static String decimal(DecisionSource d, long whole, long fraction) {
		String digits = Long.toString(fraction);
		if (!d.flip("number.otherNotation", OTHER_NOTATION)) {
			return whole + "." + digits;
		}
		return switch (d.choose("number.decimalNotation", 3)) {
		case 0 -> whole == 0 ? "." + digits : whole + "." + digits + "0";
		case 1 -> (whole == 0 ? "" : Long.toString(whole)) + digits + "e-" + digits.length();
		default -> whole == 0 ? "0." + digits + "E0" : "0." + whole + digits + "E+" + Long.toString(whole).length();
		};
	}

	static String string(DecisionSource d, char quote) {
		int length = (int) d.between("string.length", 0, 4);
		boolean escapes = length > 0 && d.flip("string.otherNotation", OTHER_NOTATION);
		var s = new StringBuilder().append(quote);
		for (int i = 0; i < length; i++) {
			char c = ALPHABET.charAt(d.choose("string.char", ALPHABET.length()));
			if (escapes && d.flip("string.escape", 0.5)) {
				s.append(d.flip("string.escapeForm", 0.5) ? String.format(Locale.ROOT, "\\x%02x", (int) c)
						: String.format(Locale.ROOT, "\\u%04X", (int) c));
			} else {
				s.append(c);
			}
		}
		return s.append(quote).toString();
	}

	/** Classes of characters a pattern may use, each read alike by every engine's regular expressions. */
	private static final String[] CLASSES = { "[abc]", "[a-c]", "[x-z0-9]", "[^a]", "[^ 0]", "[\\da]", "\\d", "\\w",
			"\\s", "\\W", "." };
	/** Quantifiers; those before MAY_BE_EMPTY match their atom at least once. */
	private static final String[] QUANTIFIERS = { "", "+", "{1,2}", "{2}", "+?", "*", "?", "*?", "{0,2}" };
	private static final int MAY_BE_EMPTY = 5;

	/**
	 * A regular expression literal: alternatives of atoms (characters of the strings' alphabet, classes, a group)
	 * with quantifiers, perhaps anchored, and flags out of g, i and m. Every pattern matches at least one character
	 * (its first atom is not optional), so splitting by it never makes an empty array; it has no capturing group,
	 * so splitting and replacing give only the strings' own characters.
	 *
	 * @param groupAnchor whether a group's alternative may start with ^ ({@link JsFeatures#GROUP_ANCHOR})
	 */
	static String regex(DecisionSource d, boolean groupAnchor) {
		var pattern = new StringBuilder("/");
		new Pattern(d, pattern, groupAnchor).alternatives(1);
		pattern.append('/');
		for (char flag : new char[] { 'g', 'i', 'm' }) {
			if (d.flip("regex.flag", 0.25)) {
				pattern.append(flag);
			}
		}
		return pattern.toString();
	}

	/** A pattern being written, and whether its groups' alternatives may start with ^. */
	private record Pattern(DecisionSource d, StringBuilder pattern, boolean groupAnchor) {

		private void alternatives(int depth) {
			alternative(depth);
			if (d.flip("regex.alternation", 0.15)) {
				pattern.append('|');
				alternative(depth);
			}
		}

		private void alternative(int depth) {
			if ((depth == 1 || groupAnchor) && d.flip("regex.start", 0.1)) {
				pattern.append('^');
			}
			int terms = (int) d.between("regex.terms", 1, 3);
			for (int i = 0; i < terms; i++) {
				// A lookahead matches nothing itself: never the first term, and never quantified (engines differ there).
				boolean lookahead = i > 0 && depth < 2 && d.flip("regex.lookahead", 0.03);
				if (lookahead || depth < 2 && d.flip("regex.group", 0.1)) {
					pattern.append(lookahead ? "(?=" : "(?:");
					alternatives(depth + 1);
					pattern.append(')');
				} else if (d.flip("regex.class", 0.35)) {
					pattern.append(CLASSES[d.choose("regex.className", CLASSES.length)]);
				} else {
					pattern.append(ALPHABET.charAt(d.choose("regex.char", ALPHABET.length())));
				}
				if (!lookahead) {
					// The first term matches at least once: no pattern matches the empty string.
					pattern.append(QUANTIFIERS[d.choose("regex.quantifier", i == 0 ? MAY_BE_EMPTY : QUANTIFIERS.length)]);
				}
			}
			if (d.flip("regex.end", 0.1)) {
				pattern.append('$');
			}
		}
	}
}
