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
}
