package cadmus.lang.dafny;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * One spelling of the reals the back ends print. Measured on Dafny 2.3: C# and JavaScript print a real as the
 * fraction it was computed as, unreduced ({@code (30.0 / 5.0)}, {@code (6.0 / 4.0)}); Go reduces it and prints a
 * terminating one as a decimal ({@code 6.0}, {@code 1.5}) and another as the reduced fraction ({@code (1.0 / 3.0)});
 * all three print a real literal's value as a decimal. The one spelling: Go's.
 */
final class DafnyReals {

	private static final Pattern FRACTION = Pattern.compile("\\((-?\\d+)\\.0 / (\\d+)\\.0\\)");
	private static final BigInteger TWO = BigInteger.valueOf(2);
	private static final BigInteger FIVE = BigInteger.valueOf(5);

	private DafnyReals() {
	}

	static String canonical(String output) {
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
