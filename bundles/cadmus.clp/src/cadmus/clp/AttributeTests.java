package cadmus.clp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;

/** Reads what a statement asks of a node's attributes: {@code with ATTRIBUTE [= VALUE | OP N | length OP N]}. */
final class AttributeTests {

	private AttributeTests() {
	}

	/** Each {@code with ATTRIBUTE [= VALUE]} the line has next, of the attributes of {@code what}. */
	static List<Occurs.Valued> with(TargetWords words, EClass what) {
		var with = new ArrayList<Occurs.Valued>();
		while (!words.atEnd() && words.peek().equals("with")) {
			words.next("with");
			String name = words.next("an attribute of " + what.getName());
			var attribute = what.getEAllAttributes().stream().filter(a -> a.getName().equals(name)).findFirst()
					.orElseThrow(() -> words.error(words.last(), "class " + what.getName() + " has no attribute '" + name
							+ "'; its attributes: " + String.join(", ", what.getEAllAttributes().stream()
									.map(a -> a.getName()).toList())));
			var type = attribute.getEAttributeType();
			boolean flag = type.getInstanceClass() == boolean.class || type.getInstanceClass() == Boolean.class;
			if (!words.atEnd() && List.of(">=", "<=", "in", "length").contains(words.peek())) {
				if (flag || type instanceof org.eclipse.emf.ecore.EEnum) {
					throw words.error(words.last(), name + " is " + (flag ? "a flag" : "an enumeration")
							+ ": say its value, 'with " + name + " = VALUE'");
				}
				with.add(new Occurs.Valued(attribute, valueRange(words)));
				continue;
			}
			if (words.atEnd() || !words.peek().equals("=")) {
				if (!flag) {
					throw words.error(words.last(), name + " is not a flag: say its value, 'with " + name + " = VALUE'");
				}
				with.add(new Occurs.Valued(attribute, Boolean.TRUE));
				continue;
			}
			words.next("=");
			String value = words.next("a value of " + name);
			if (flag) {
				if (!value.equals("true") && !value.equals("false")) {
					throw words.error(words.last(), name + " is a flag: true or false, not '" + value + "'");
				}
				with.add(new Occurs.Valued(attribute, Boolean.valueOf(value)));
			} else if (type instanceof org.eclipse.emf.ecore.EEnum eEnum) {
				var literal = eEnum.getELiterals().stream().filter(l -> l.getName().equals(value)
						|| l.getLiteral().equals(value)).findFirst().orElseThrow(() -> words.error(words.last(),
								"no value '" + value + "' of " + name + "; its values: " + String.join(", ",
										eEnum.getELiterals().stream().map(l -> l.getName()).toList())));
				with.add(new Occurs.Valued(attribute, literal.getInstance()));
			} else {
				with.add(new Occurs.Valued(attribute, value));
			}
		}
		return with;
	}

	/**
	 * {@code [length] >= N}, {@code [length] <= N} or {@code [length] in N..M} (a length also {@code = N}): N a number,
	 * a whole one of at least 0 for a length.
	 */
	private static ValueRange valueRange(TargetWords words) {
		boolean length = words.peek().equals("length");
		if (length) {
			words.next("length");
			int[] range = CountWords.bounds(words, 0);
			return new ValueRange(BigDecimal.valueOf(range[0]), range[1] == Integer.MAX_VALUE ? null
					: BigDecimal.valueOf(range[1]), true);
		}
		String op = words.next("one of >=, <=, in");
		return switch (op) {
		case ">=" -> new ValueRange(decimal(words, words.next("a number")), null, false);
		case "<=" -> new ValueRange(null, decimal(words, words.next("a number")), false);
		default -> {
			String span = words.next("N..M");
			int dots = span.indexOf("..", 1);
			if (dots < 0) {
				throw words.error(words.last(), "expected N..M, not '" + span + "'");
			}
			var least = decimal(words, span.substring(0, dots));
			var most = decimal(words, span.substring(dots + 2));
			if (least.compareTo(most) > 0) {
				throw words.error(words.last(), "the range " + span + " is empty");
			}
			yield new ValueRange(least, most, false);
		}
		};
	}

	private static BigDecimal decimal(TargetWords words, String text) {
		return ValueRange.number(text).orElseThrow(() -> words.error(words.last(), "expected a number, not '" + text
				+ "'"));
	}
}
