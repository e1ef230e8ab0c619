package cadmus.lang.dafny;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * One spelling of the reals the back ends print. Measured on Dafny 2.3: C# and JavaScript print a real as the
 * fraction it was computed as, unreduced ({@code (30.0 / 5.0)}, {@code (6.0 / 4.0)}); Go reduces it and prints a
 * terminating one as a decimal ({@code 6.0}, {@code 1.5}) and another as the reduced fraction ({@code (1.0 / 3.0)});
 * all three print a real literal's value as a decimal, C# and JavaScript a product of decimals with trailing zeros.
 * The one spelling: Go's.
 */
final class DafnyReals {

	private static final Pattern FRACTION = Pattern.compile("\\((-?\\d+)\\.0 / (\\d+)\\.0\\)");
	private static final Pattern TRAILING_ZEROS = Pattern.compile("(?<![\\w.])(-?\\d+\\.\\d*[1-9])0+(?![\\w.])");
	private static final Pattern WHOLE_ZEROS = Pattern.compile("(?<![\\w.])(-?\\d+)\\.00+(?![\\w.])");
	private static final BigInteger TWO = BigInteger.valueOf(2);
	private static final BigInteger FIVE = BigInteger.valueOf(5);

	private DafnyReals() {
	}

	static String canonical(String output) {
		return decimals(fractions(output));
	}

	/**
	 * A decimal without its trailing zeros: C# and JavaScript print a product of decimals with the digits of both
	 * ({@code 10.0 * 100.125} as {@code 1001.250}), Go without them ({@code 1001.25}).
	 */
	private static String decimals(String output) {
		return TRAILING_ZEROS.matcher(WHOLE_ZEROS.matcher(output).replaceAll("$1.0")).replaceAll("$1");
	}

	private static String fractions(String output) {
		var m = FRACTION.matcher(output);
		if (!m.find()) {
			return output;
		}
		var text = new StringBuilder();
		int last = 0;
		do {
			text.append(output, last, m.start()).append(canonical(new BigInteger(m.group(1)), new BigInteger(m.group(2))));
			last = m.end();
		} while (m.find());
		return text.append(output.substring(last)).toString();
	}

	private static String canonical(BigInteger numerator, BigInteger denominator) {
		if (denominator.signum() == 0) {
			return "(" + numerator + ".0 / 0.0)";
		}
		var gcd = numerator.gcd(denominator);
		var n = numerator.divide(gcd);
		var d = denominator.divide(gcd);
		var rest = d;
		while (rest.mod(TWO).signum() == 0) {
			rest = rest.divide(TWO);
		}
		while (rest.mod(FIVE).signum() == 0) {
			rest = rest.divide(FIVE);
		}
		if (!rest.equals(BigInteger.ONE)) {
			return "(" + n + ".0 / " + d + ".0)";
		}
		var decimal = new BigDecimal(n).divide(new BigDecimal(d)).stripTrailingZeros();
		String plain = decimal.toPlainString();
		return plain.contains(".") ? plain : plain + ".0";
	}
}
