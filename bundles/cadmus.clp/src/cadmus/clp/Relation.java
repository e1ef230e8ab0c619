package cadmus.clp;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * How two values of a node compare, each its own attribute's or one of a node below it: {@code with start.value >
 * limit.value} (a numeric for loop that runs no round), {@code with low.value > high.value} (a BETWEEN whose range is
 * empty), {@code with arguments.values[1].value >= arguments.values[0].value length} (a call given a position past
 * its string's end; {@code values[0]:StringLiteral} where the element must be of that class). A value is an
 * attribute's read as a number (a literal's text), or its text's length, or a number written; a node where either side
 * has none (no element there, a name rather than a literal, a node of another class) does not hold it.
 * <p>
 * A value below the node may also be a text, a flag or an enumeration's, the same as or other than one written
 * ({@code with target:Member.name = indexOf}: a call of a method of that name): those relations are no numbers', and
 * no solver's ({@link #numeric}).
 *
 * @param left  the value on the left
 * @param op    how it compares to the one on the right
 * @param right the value on the right
 */
public record Relation(Term left, Comparison op, Term right) {

	/** How two numbers may compare, each as a target file writes it. */
	public enum Comparison {
		LESS("<"), AT_MOST("<="), EQUAL("="), NOT_EQUAL("<>"), AT_LEAST(">="), GREATER(">");

		private final String text;

		Comparison(String text) {
			this.text = text;
		}

		/** As a target file writes it. */
		public String text() {
			return text;
		}

		/** The comparison a target file writes so; empty for any other word. */
		static Optional<Comparison> of(String word) {
			for (var c : values()) {
				if (c.text.equals(word)) {
					return Optional.of(c);
				}
			}
			return Optional.empty();
		}

		/** Whether {@code a} compares so to {@code b}. */
		boolean holds(BigDecimal a, BigDecimal b) {
			int c = a.compareTo(b);
			return switch (this) {
			case LESS -> c < 0;
			case AT_MOST -> c <= 0;
			case EQUAL -> c == 0;
			case NOT_EQUAL -> c != 0;
			case AT_LEAST -> c >= 0;
			case GREATER -> c > 0;
			};
		}

		/** Choco's name of the comparison ({@code Model.arithm}). */
		String solverOperator() {
			return this == NOT_EQUAL ? "!=" : text;
		}
	}

	/**
	 * One step down from a node to the holder of a side's attribute: its child in the containment of that name, or in a
	 * list, its element at that index (counted from 0). By name, so that any class on the way that has a containment of
	 * that name may be there (a call's callee, a member's object and an index's array are each a {@code target}).
	 *
	 * @param containment the containment's name
	 * @param index       the list's element; {@link #SINGLE} for a containment of one child
	 * @param of          the class the node reached must be of ({@code values[0]:StringLiteral}); null for any
	 */
	public record Step(String containment, int index, EClass of) {
		/** The index of a step into a containment of one child. */
		public static final int SINGLE = -1;

		public Step {
			if (containment == null || containment.isEmpty() || index < SINGLE) {
				throw new IllegalArgumentException("a step names a containment, and an element's index of at least 0");
			}
		}

		/** A step to a node of any class. */
		public Step(String containment, int index) {
			this(containment, index, null);
		}

		/** Whether a node of class {@code c} may be where this step goes. */
		boolean admits(EClass c) {
			return of == null || c != null && of.isSuperTypeOf(c);
		}

		/** The child this step reaches from a node; null where it has no such containment, child or element. */
		EObject from(EObject node) {
			if (!(node.eClass().getEStructuralFeature(containment) instanceof EReference r) || !r.isContainment()) {
				return null;
			}
			var value = node.eGet(r);
			if (r.isMany()) {
				return index >= 0 && value instanceof java.util.List<?> list && index < list.size()
						&& list.get(index) instanceof EObject element && admits(element.eClass()) ? element : null;
			}
			return index == SINGLE && value instanceof EObject child && admits(child.eClass()) ? child : null;
		}

		/** Whether a hole filling containment {@code feature}, the element at {@code at} of its list, is this step. */
		boolean is(String feature, int at) {
			return containment.equals(feature) && (index == SINGLE || index == at);
		}

		String describe() {
			return containment + (index == SINGLE ? "" : "[" + index + "]") + (of == null ? "" : ":" + of.getName());
		}

		/** The containments of this step's name that nodes of these classes have, each once. */
		List<EReference> containments(List<EClass> holders) {
			var reached = new ArrayList<EReference>();
			for (var holder : holders) {
				if (holder.getEStructuralFeature(containment) instanceof EReference r && r.isContainment()
						&& !reached.contains(r)) {
					reached.add(r);
				}
			}
			return reached;
		}

		/**
		 * The classes, none abstract, a node this step reaches through these containments may be: those of a list's
		 * element where it has an index, of a single child where not, and of its class where it asks one.
		 */
		List<EClass> holders(List<EReference> reached) {
			boolean list = index != SINGLE;
			return reached.stream().filter(r -> r.isMany() == list).map(EReference::getEReferenceType)
					.flatMap(type -> concrete(type).stream()).distinct().filter(this::admits).toList();
		}

		/** The classes a node of type {@code type} may be: itself or its subclasses, none abstract. */
		private static List<EClass> concrete(EClass type) {
			return type.getEPackage().getEClassifiers().stream()
					.filter(c -> c instanceof EClass e && !e.isAbstract() && type.isSuperTypeOf(e))
					.map(EClass.class::cast).toList();
		}
	}

	/**
	 * One side of a relation: an attribute of the node, or of a node below it the steps reach; or a value written in
	 * the target: a number ({@code with arguments.values[0].value length = 0}), or a text, a flag or an enumeration's
	 * literal ({@code with target:Member.name = indexOf}).
	 *
	 * @param path      the steps from the node to the attribute's holder; none for the node's own attribute
	 * @param attribute the attribute's name: any class of the holder that has an attribute of that name may be there;
	 *                  null for a value written
	 * @param length    whether its text's length is compared rather than its number
	 * @param constant  the value written: a {@link BigDecimal} for a number, else the text, {@link Boolean} or
	 *                  enumeration's instance; null for an attribute's
	 */
	public record Term(List<Step> path, String attribute, boolean length, Object constant) {
		public Term {
			if ((attribute == null || attribute.isEmpty()) == (constant == null)) {
				throw new IllegalArgumentException("a relation's side is an attribute or a value written");
			}
			path = List.copyOf(path);
		}

		/** An attribute's side. */
		public Term(List<Step> path, String attribute, boolean length) {
			this(path, attribute, length, null);
		}

		/** A number written as a side. */
		public static Term of(BigDecimal constant) {
			return new Term(List.of(), null, false, constant);
		}

		/** A text, a flag or an enumeration's literal written as a side. */
		public static Term value(Object constant) {
			if (constant instanceof Number) {
				throw new IllegalArgumentException("a number written is a side of its own: Term.of");
			}
			return new Term(List.of(), null, false, constant);
		}

		/** Whether it is a number: an attribute's read as one, or a number written. */
		boolean numeric() {
			return constant == null || constant instanceof BigDecimal;
		}

		/** Its value on a node; empty where the steps reach no holder, it has no such attribute or it is no number. */
		Optional<BigDecimal> of(EObject node) {
			if (constant != null) {
				return constant instanceof BigDecimal n ? Optional.of(n) : Optional.empty();
			}
			return read(node).flatMap(value -> ValueRange.measured(value, length));
		}

		/** The attribute's value on a node as it is; empty where the steps reach no holder or it has no such attribute. */
		Optional<Object> read(EObject node) {
			var holder = node;
			for (int i = 0; i < path.size() && holder != null; i++) {
				holder = path.get(i).from(holder);
			}
			if (holder == null || !(holder.eClass().getEStructuralFeature(attribute) instanceof EAttribute a)) {
				return Optional.empty();
			}
			return Optional.ofNullable(holder.eGet(a));
		}

		/** Whether a node of class {@code c} has the attribute this side reads. */
		boolean readsFrom(EClass c) {
			return constant == null && c != null && c.getEStructuralFeature(attribute) instanceof EAttribute;
		}

		/** The attributes of that name of the classes the steps from a node of class {@code from} may reach, each once. */
		List<EAttribute> attributes(EClass from) {
			if (constant != null) {
				return List.of();
			}
			List<EClass> holders = List.of(from);
			for (var step : path) {
				holders = step.holders(step.containments(holders));
			}
			var attributes = new ArrayList<EAttribute>();
			for (var holder : holders) {
				if (holder.getEStructuralFeature(attribute) instanceof EAttribute a && !attributes.contains(a)) {
					attributes.add(a);
				}
			}
			return attributes;
		}

		String describe() {
			if (constant != null) {
				return constant instanceof BigDecimal n ? n.toPlainString() : String.valueOf(constant);
			}
			var text = new StringBuilder();
			for (var step : path) {
				text.append(step.describe()).append('.');
			}
			return text + attribute + (length ? " length" : "");
		}
	}

	public Relation {
		if (left == null || op == null || right == null) {
			throw new IllegalArgumentException("a relation needs two sides and a comparison");
		}
	}

	/**
	 * Whether both sides are numbers: an attribute's compared with a text, a flag or an enumeration's value written is
	 * not.
	 */
	boolean numeric() {
		return left.numeric() && right.numeric();
	}

	/**
	 * The value written a side that is no number is compared with, as an {@link Occurs.Valued} of each attribute of
	 * that name the steps from a node of class {@code from} may reach: a rule that sets such an attribute is steered to
	 * it. None for a number's relation, or where the value is to differ.
	 */
	List<Occurs.Valued> asked(EClass from) {
		if (numeric() || op != Comparison.EQUAL) {
			return List.of();
		}
		return attributeSide().attributes(from).stream().map(a -> new Occurs.Valued(a, written())).toList();
	}

	/** The side that reads an attribute, of a relation that is no numbers': the other is the value written. */
	Term attributeSide() {
		return left.constant() == null ? left : right;
	}

	/** The value written, of a relation that is no numbers': the side that reads no attribute. */
	private Object written() {
		return (left.constant() == null ? right : left).constant();
	}

	/** Whether a value drawn for the attribute side of a relation that is no numbers' keeps it. */
	boolean admits(Object drawn) {
		return drawn != null && (op == Comparison.EQUAL) == same(written(), drawn);
	}

	/** Whether the node's two values compare so. */
	boolean holds(EObject node) {
		if (!numeric()) {
			return attributeSide().read(node).filter(this::admits).isPresent();
		}
		var a = left.of(node);
		var b = right.of(node);
		return a.isPresent() && b.isPresent() && op.holds(a.get(), b.get());
	}

	/** Whether a value written is an attribute's value: a text the same as its text, any other equal to it. */
	static boolean same(Object written, Object actual) {
		return written instanceof String text ? text.equals(String.valueOf(actual)) : written.equals(actual);
	}

	/** As a target file says it, after the counted class. */
	String describe() {
		return " with " + left.describe() + " " + op.text() + " " + right.describe();
	}
}
