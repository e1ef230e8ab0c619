package cadmus.clp;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;

/**
 * A range an attribute's value must be in: its number ({@code with value >= 50}, a literal's text read as a number)
 * or the length of its text ({@code with value length <= 2}, without the quotes that enclose it where the language's
 * metamodel keeps them).
 *
 * @param least  the smallest allowed; null for no bound below
 * @param most   the largest allowed; null for no bound above
 * @param length whether the text's length is compared rather than its number
 */
public record ValueRange(BigDecimal least, BigDecimal most, boolean length) {

	public ValueRange {
		if (least == null && most == null) {
			throw new IllegalArgumentException("a range needs a bound");
		}
		if (least != null && most != null && least.compareTo(most) > 0) {
			throw new IllegalArgumentException("the range " + least + ".." + most + " is empty");
		}
	}

	/** Whether the value is in the range; a value that is not a number never is (unless its length is compared). */
	public boolean holds(Object actual) {
		return measured(actual, length).filter(n -> (least == null || n.compareTo(least) >= 0)
				&& (most == null || n.compareTo(most) <= 0))
				.isPresent();
	}

	/** A value's number, or its text's length where {@code length}; empty where it has no number. */
	static Optional<BigDecimal> measured(Object actual, boolean length) {
		return length ? Optional.of(BigDecimal.valueOf(unquoted(String.valueOf(actual)).length())) : number(actual);
	}

	/**
	 * The number a value is: a number, or a text written as one (a literal's text: {@code 42}, {@code -1.5},
	 * {@code 1.0e3}, {@code 0x1F}, {@code 5.}); empty for any other.
	 */
	static Optional<BigDecimal> number(Object value) {
		if (value instanceof Number n) {
			return parse(n.toString());
		}
		return value instanceof String text ? parse(text.strip()) : Optional.empty();
	}

	private static Optional<BigDecimal> parse(String text) {
		boolean negative = text.startsWith("-");
		String digits = negative || text.startsWith("+") ? text.substring(1) : text;
		try {
			if (digits.length() > 2 && digits.charAt(0) == '0' && (digits.charAt(1) == 'x' || digits.charAt(1) == 'X')) {
				var n = new BigDecimal(new BigInteger(digits.substring(2), 16));
				return Optional.of(negative ? n.negate() : n);
			}
			return Optional.of(new BigDecimal(text));
		} catch (NumberFormatException e) {
			return Optional.empty();
		}
	}

	/** The text without one pair of quotes that enclose it (', ", `). */
	private static String unquoted(String text) {
		if (text.length() >= 2) {
			char first = text.charAt(0);
			if ((first == '\'' || first == '"' || first == '`') && text.charAt(text.length() - 1) == first) {
				return text.substring(1, text.length() - 1);
			}
		}
		return text;
	}

	/** As a target file says it, after the attribute's name: {@code >= 50}, {@code length in 1..3}. */
	String describe() {
		String bounds = least == null ? "<= " + most.toPlainString() : most == null ? ">= " + least.toPlainString()
				: least.equals(most) && length ? "= " + least.toPlainString()
						: "in " + least.toPlainString() + ".." + most.toPlainString();
		return (length ? "length " : "") + bounds;
	}
}
