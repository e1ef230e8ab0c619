package cadmus.clp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * Reads what a statement asks of a node's attributes: {@code with ATTRIBUTE [= VALUE | OP N | length OP N]}, and how
 * two of its values, or of nodes below it, compare: {@code with VALUE OP VALUE}, each VALUE {@code [STEP.]...ATTRIBUTE
 * [length]} (its own attribute, or that of the node the steps reach, each STEP a containment {@code start} or a list's
 * element {@code values[1]}, either maybe with the class of the node there: {@code values[0]:StringLiteral}); a
 * value below the node may also compare with a number written ({@code values[0].value length = 0}), or be a text, a
 * flag or an enumeration's value written, or other than it ({@code with target:Member.name = indexOf}, {@code with
 * body.let <> true}); a flag's value below alone asks it true.
 */
final class AttributeTests {

	/** The comparisons only a relation says (a range says {@code >=} and {@code <=} of a number). */
	private static final List<String> RELATION_ONLY = List.of("<", ">", "<>");

	/**
	 * What a statement asks of a node's values.
	 *
	 * @param values    each attribute's value or range
	 * @param relations how two of its values compare
	 */
	record Asked(List<Occurs.Valued> values, List<Relation> relations) {
	}

	private AttributeTests() {
	}

	/** Each {@code with ...} the line has next, of the attributes of {@code what} and of its children. */
	static Asked with(TargetWords words, EClass what) {
		var with = new ArrayList<Occurs.Valued>();
		var relations = new ArrayList<Relation>();
		while (!words.atEnd() && words.peek().equals("with")) {
			words.next("with");
			if (isRelation(words, what)) {
				relations.add(relation(words, what));
				continue;
			}
			String name = words.next("an attribute of " + what.getName());
			var attribute = what.getEAllAttributes().stream().filter(a -> a.getName().equals(name)).findFirst()
					.orElseThrow(() -> words.error(words.last(), "class " + what.getName() + " has no attribute '" + name
							+ "'; its attributes: " + String.join(", ", what.getEAllAttributes().stream()
									.map(a -> a.getName()).toList())));
			var type = attribute.getEAttributeType();
			boolean flag = isFlag(attribute);
			if (!words.atEnd() && List.of(">=", "<=", "in", "length").contains(words.peek())) {
				if (flag || type instanceof EEnum) {
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
				with.add(new Occurs.Valued(attribute, flag(words, name, value)));
			} else if (type instanceof EEnum eEnum) {
				with.add(new Occurs.Valued(attribute, literal(words, eEnum, name, value)));
			} else {
				with.add(new Occurs.Valued(attribute, value));
			}
		}
		return new Asked(with, relations);
	}

	/**
	 * Whether the words after {@code with} compare two values: the first names a child's attribute
	 * ({@code start.value}), or what it is compared with is no number but a comparison only a relation says, or names
	 * a child's attribute, or another of the node's (not after {@code =}: {@code with name = text} is a text).
	 */
	private static boolean isRelation(TargetWords words, EClass what) {
		if (words.peek().indexOf('.') > 0) {
			return true;
		}
		int opAt = "length".equals(words.peek(1)) ? 2 : 1;
		String op = words.peek(opAt);
		String other = words.peek(opAt + 1);
		if (op == null || other == null || Relation.Comparison.of(op).isEmpty() || ValueRange.number(other).isPresent()) {
			return false;
		}
		return RELATION_ONLY.contains(op) || other.indexOf('.') > 0 && namesValue(what, other)
				|| other.indexOf('.') < 0 && !op.equals("=") && namesValue(what, other);
	}

	/** Whether a word names a value of a node of class {@code what}: an attribute of its own, or below a containment. */
	private static boolean namesValue(EClass what, String word) {
		int dot = word.indexOf('.');
		if (dot < 0) {
			return what.getEStructuralFeature(word) instanceof EAttribute;
		}
		int first = dot;
		for (char mark : new char[] { '[', ':' }) {
			int at = word.indexOf(mark);
			first = at > 0 && at < first ? at : first;
		}
		return dot > 0 && containment(what, word.substring(0, first)) != null;
	}

	/**
	 * {@code VALUE OP VALUE}; or, of a value below the node, {@code VALUE = WRITTEN} or {@code VALUE <> WRITTEN}, WRITTEN
	 * a text, a flag's {@code true} or {@code false} or an enumeration's value; or a flag's {@code VALUE} alone, asking
	 * it true.
	 */
	private static Relation relation(TargetWords words, EClass what) {
		var left = term(words, what);
		var kind = Written.of(left.attributes());
		if (kind == Written.FLAG && (words.atEnd() || Relation.Comparison.of(words.peek()).isEmpty())) {
			return new Relation(left.term(), Relation.Comparison.EQUAL, Relation.Term.value(Boolean.TRUE));
		}
		String op = words.next("a comparison: one of <, <=, =, <>, >=, >");
		var comparison = Relation.Comparison.of(op).orElseThrow(() -> words.error(words.last(),
				"expected a comparison (one of <, <=, =, <>, >=, >), not '" + op + "'"));
		String next = words.peek(0);
		boolean below = !left.term().path().isEmpty();
		if (kind == Written.TEXT && next != null && !left.term().length()
				&& ValueRange.number(next).isEmpty() && next.indexOf('.') < 0 && !namesValue(what, next)) {
			kind = Written.WORD;
		}
		if (kind != Written.NUMBER && kind != Written.TEXT) {
			if (comparison != Relation.Comparison.EQUAL && comparison != Relation.Comparison.NOT_EQUAL) {
				throw words.error(words.last(), left.term().describe() + " is " + kind.what
						+ ": it is the same as (=) or other than (<>) a value written, not " + op);
			}
			return new Relation(left.term(), comparison, Relation.Term.value(kind.value(words, left)));
		}
		var right = below && next != null && ValueRange.number(next).isPresent()
				? Relation.Term.of(decimal(words, words.next("a number"))) : term(words, what).numeric(words);
		if (left.term().equals(right)) {
			throw words.error(words.last(), "a value compared with itself: name two values");
		}
		return new Relation(left.term(), comparison, right);
	}

	/** What a relation's side reads, by the attributes it may be: how the other side is written. */
	private enum Written {
		/** A number, or a text compared with another value or a number (a literal's text is read as its number). */
		NUMBER("a number"),
		/** A text, until what it is compared with is known: a word written, or a number or another value. */
		TEXT("a text"),
		/** A text compared with a word written. */
		WORD("a text"),
		FLAG("a flag"),
		ENUMERATION("an enumeration");

		private final String what;

		Written(String what) {
			this.what = what;
		}

		static Written of(List<EAttribute> attributes) {
			if (attributes.stream().allMatch(AttributeTests::isFlag)) {
				return FLAG;
			}
			if (attributes.stream().allMatch(a -> a.getEAttributeType() instanceof EEnum)) {
				return ENUMERATION;
			}
			return attributes.stream().anyMatch(a -> a.getEAttributeType().getInstanceClass() == String.class) ? TEXT
					: NUMBER;
		}

		/** The value written next, as this kind of side's attributes hold it. */
		Object value(TargetWords words, Read side) {
			String name = side.term().attribute();
			String written = words.next("a value of " + name);
			if (this == WORD) {
				return written;
			}
			if (this == FLAG) {
				return flag(words, name, written);
			}
			var enums = side.attributes().stream().map(a -> (EEnum) a.getEAttributeType()).distinct().toList();
			if (enums.size() > 1) {
				throw words.error(words.last(), name + " is an enumeration of more than one kind where the steps may go"
						+ ": name the class the last step reaches (STEP:CLASS)");
			}
			return literal(words, enums.get(0), name, written);
		}
	}

	/**
	 * A side read: its term, and the attributes of that name the classes its steps may reach have (the node's own
	 * where it has no steps).
	 */
	private record Read(Relation.Term term, List<EAttribute> attributes) {
		/** The term, where it is a number's or a text's: a flag or an enumeration compares only with a value written. */
		Relation.Term numeric(TargetWords words) {
			var kind = Written.of(attributes);
			if (kind == Written.FLAG || kind == Written.ENUMERATION) {
				throw words.error(words.last(), term.describe() + " is " + kind.what
						+ ": it compares only with a value written (= or <>)");
			}
			return term;
		}
	}

	/**
	 * {@code [STEP.]...ATTRIBUTE [length]}: a number the node has, or a node below it has, each STEP a containment of
	 * one child or a list's element ({@code values[1]}, counted from 0), by name, of any class the step before may reach,
	 * and with {@code :CLASS} after it, only where the node there is of that class.
	 */
	private static Read term(TargetWords words, EClass what) {
		String written = words.next("a value: ATTRIBUTE, or CONTAINMENT.ATTRIBUTE, or CONTAINMENT[INDEX].ATTRIBUTE");
		int column = words.last();
		var segments = written.split("\\.", -1);
		var path = new ArrayList<Relation.Step>();
		List<EClass> holders = List.of(what);
		String at = what.getName();
		for (int i = 0; i < segments.length - 1; i++) {
			var step = step(words, column, segments[i], what.getEPackage());
			var reached = step.containments(holders);
			if (reached.isEmpty() && i == 0) {
				containment(words, column, what, step.containment());
			}
			if (reached.isEmpty()) {
				throw words.error(column, "no class that can be " + at + " has a containment '" + step.containment() + "'");
			}
			boolean list = step.index() != Relation.Step.SINGLE;
			if (reached.stream().noneMatch(r -> r.isMany() == list)) {
				throw words.error(column, at + "." + step.containment() + (list ? " is not a list: say it without an index"
						: " is a list: a value is an element's, " + step.containment() + "[0] for the first"));
			}
			String to = at + "." + step.containment() + (list ? "[" + step.index() + "]" : "");
			holders = step.holders(reached);
			if (holders.isEmpty()) {
				throw words.error(column, "no class that can be " + to + " is a " + step.of().getName());
			}
			path.add(step);
			at += "." + step.describe();
		}
		var term = new Relation.Term(path, segments[segments.length - 1], false);
		var read = term.attributes(what);
		if (read.isEmpty()) {
			throw words.error(column, path.isEmpty() ? "class " + what.getName() + " has no attribute '"
					+ term.attribute() + "'" : "no class that can be " + at + " has an attribute '" + term.attribute() + "'");
		}
		if (!words.atEnd() && words.peek().equals("length")) {
			words.next("length");
			if (Written.of(read) == Written.FLAG || Written.of(read) == Written.ENUMERATION) {
				throw words.error(words.last(), term.attribute() + " is " + Written.of(read).what + ": it has no length");
			}
			term = new Relation.Term(path, term.attribute(), true);
		}
		return new Read(term, read);
	}

	/** {@code CONTAINMENT} or {@code CONTAINMENT[INDEX]}, either with {@code :CLASS} after it. */
	private static Relation.Step step(TargetWords words, int column, String segment, EPackage ePackage) {
		int colon = segment.indexOf(':');
		EClass of = null;
		if (colon >= 0) {
			String name = segment.substring(colon + 1);
			if (!(ePackage.getEClassifier(name) instanceof EClass c)) {
				throw words.error(column, "no class '" + name + "' in the language's metamodel, after '"
						+ segment.substring(0, colon) + ":'");
			}
			of = c;
			segment = segment.substring(0, colon);
		}
		int open = segment.indexOf('[');
		if (open < 0) {
			if (segment.isEmpty() || segment.indexOf(']') >= 0) {
				throw words.error(column, "expected a containment's name, not '" + segment + "'");
			}
			return new Relation.Step(segment, Relation.Step.SINGLE, of);
		}
		String index = segment.substring(open + 1, segment.endsWith("]") ? segment.length() - 1 : segment.length());
		if (open == 0 || !segment.endsWith("]") || !index.matches("\\d{1,6}")) {
			throw words.error(column, "expected CONTAINMENT[INDEX], an element's index a whole number from 0, not '"
					+ segment + "'");
		}
		return new Relation.Step(segment.substring(0, open), Integer.parseInt(index), of);
	}

	private static EReference containment(EClass what, String name) {
		return what.getEAllContainments().stream().filter(r -> r.getName().equals(name)).findFirst().orElse(null);
	}

	/** The containment of that name of {@code owner}; an error at the column, listing its containments, where none. */
	static EReference containment(TargetWords words, int column, EClass owner, String name) {
		var via = containment(owner, name);
		if (via == null) {
			throw words.error(column, "class " + owner.getName() + " has no containment '" + name
					+ "'; its containments: " + String.join(", ", owner.getEAllContainments().stream()
							.map(r -> r.getName()).toList()));
		}
		return via;
	}

	/** A flag's value written: true or false. */
	private static Boolean flag(TargetWords words, String name, String value) {
		if (!value.equals("true") && !value.equals("false")) {
			throw words.error(words.last(), name + " is a flag: true or false, not '" + value + "'");
		}
		return Boolean.valueOf(value);
	}

	/** An enumeration's value written, by its name or literal: its instance. */
	private static Object literal(TargetWords words, EEnum eEnum, String name, String value) {
		return eEnum.getELiterals().stream().filter(l -> l.getName().equals(value) || l.getLiteral().equals(value))
				.findFirst().orElseThrow(() -> words.error(words.last(), "no value '" + value + "' of " + name
						+ "; its values: " + String.join(", ", eEnum.getELiterals().stream().map(l -> l.getName())
								.toList()))).getInstance();
	}

	private static boolean isFlag(EAttribute attribute) {
		var type = attribute.getEAttributeType();
		return type.getInstanceClass() == boolean.class || type.getInstanceClass() == Boolean.class;
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
