package cadmus.clp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * Reads what a statement asks of a node's attributes: {@code with ATTRIBUTE [= VALUE | OP N | length OP N]}, and how
 * two of its values, or of nodes below it, compare: {@code with VALUE OP VALUE}, each VALUE {@code [STEP.]...ATTRIBUTE
 * [length]} (its own attribute, or that of the node the steps reach, each STEP a containment {@code start} or a list's
 * element {@code values[1]}, either maybe with the class of the node there: {@code values[0]:StringLiteral}); a
 * value below the node may also compare with a number written ({@code values[0].value length = 0}).
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
		int dot = other.indexOf('.');
		int first = dot;
		for (char mark : new char[] { '[', ':' }) {
			int at = other.indexOf(mark);
			first = at > 0 && at < first ? at : first;
		}
		return RELATION_ONLY.contains(op) || dot > 0 && containment(what, other.substring(0, first)) != null
				|| dot < 0 && !op.equals("=") && what.getEStructuralFeature(other) instanceof EAttribute;
	}

	/** {@code VALUE OP VALUE}. */
	private static Relation relation(TargetWords words, EClass what) {
		var left = term(words, what);
		String op = words.next("a comparison: one of <, <=, =, <>, >=, >");
		var comparison = Relation.Comparison.of(op).orElseThrow(() -> words.error(words.last(),
				"expected a comparison (one of <, <=, =, <>, >=, >), not '" + op + "'"));
		String next = words.peek(0);
		var right = !left.path().isEmpty() && next != null && ValueRange.number(next).isPresent()
				? Relation.Term.of(decimal(words, words.next("a number"))) : term(words, what);
		if (left.equals(right)) {
			throw words.error(words.last(), "a value compared with itself: name two values");
		}
		return new Relation(left, comparison, right);
	}

	/**
	 * {@code [STEP.]...ATTRIBUTE [length]}: a number the node has, or a node below it has, each STEP a containment of
	 * one child or a list's element ({@code values[1]}, counted from 0), by name, of any class the step before may reach,
	 * and with {@code :CLASS} after it, only where the node there is of that class.
	 */
	private static Relation.Term term(TargetWords words, EClass what) {
		String written = words.next("a value: ATTRIBUTE, or CONTAINMENT.ATTRIBUTE, or CONTAINMENT[INDEX].ATTRIBUTE");
		int column = words.last();
		var segments = written.split("\\.", -1);
		var path = new ArrayList<Relation.Step>();
		List<EClass> holders = List.of(what);
		String at = what.getName();
		for (int i = 0; i < segments.length - 1; i++) {
			var step = step(words, column, segments[i], what.getEPackage());
			var reached = new ArrayList<EReference>();
			for (var holder : holders) {
				if (holder.getEStructuralFeature(step.containment()) instanceof EReference r && r.isContainment()
						&& !reached.contains(r)) {
					reached.add(r);
				}
			}
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
			holders = reached.stream().filter(r -> r.isMany() == list).map(EReference::getEReferenceType)
					.flatMap(type -> concrete(type).stream()).distinct().filter(step::admits).toList();
			if (holders.isEmpty()) {
				throw words.error(column, "no class that can be " + to + " is a " + step.of().getName());
			}
			path.add(step);
			at += "." + step.describe();
		}
		String attribute = segments[segments.length - 1];
		var read = holders.stream().map(c -> c.getEStructuralFeature(attribute))
				.filter(f -> f instanceof EAttribute a && !isFlagOrEnumeration(a)).toList();
		if (read.isEmpty()) {
			throw words.error(column, path.isEmpty()
					? "class " + what.getName() + " has no attribute '" + attribute + "' of numbers or text"
					: "no class that can be " + at + " has an attribute '" + attribute + "' of numbers or text");
		}
		boolean length = !words.atEnd() && words.peek().equals("length");
		if (length) {
			words.next("length");
		}
		return new Relation.Term(path, attribute, length);
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

	/** The classes a node of type {@code type} may be: itself or its subclasses, none abstract. */
	private static List<EClass> concrete(EClass type) {
		return type.getEPackage().getEClassifiers().stream()
				.filter(c -> c instanceof EClass e && !e.isAbstract() && type.isSuperTypeOf(e)).map(EClass.class::cast)
				.toList();
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

	private static boolean isFlagOrEnumeration(EAttribute attribute) {
		var type = attribute.getEAttributeType();
		return type.getInstanceClass() == boolean.class || type.getInstanceClass() == Boolean.class
				|| type instanceof org.eclipse.emf.ecore.EEnum;
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
