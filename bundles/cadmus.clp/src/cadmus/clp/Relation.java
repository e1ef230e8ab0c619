package cadmus.clp;

import java.math.BigDecimal;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * How two values of a node compare, each its own attribute's or a child's: {@code with start.value > limit.value} (a
 * numeric for loop that runs no round), {@code with low.value > high.value} (a BETWEEN whose range is empty). A value
 * is an attribute's read as a number (a literal's text), or its text's length; a node where either side has none (its
 * child there is not a literal) does not hold it.
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
	 * One side of a relation: an attribute of the node, or of its child in a containment.
	 *
	 * @param via       the node's containment of one child whose attribute it is; null for the node's own attribute
	 * @param attribute the attribute's name: any class of the child that has an attribute of that name may be there
	 * @param length    whether its text's length is compared rather than its number
	 */
	public record Term(EReference via, String attribute, boolean length) {
		public Term {
			if (attribute == null || attribute.isEmpty()) {
				throw new IllegalArgumentException("a relation's side needs an attribute");
			}
			if (via != null && via.isMany()) {
				throw new IllegalArgumentException("a relation's side names a single child, and " + via.getName()
						+ " is a list");
			}
		}

		/** Its value on a node; empty where the node (its child) has no such attribute or it is no number. */
		Optional<BigDecimal> of(EObject node) {
			var holder = via == null ? node : node.eGet(via) instanceof EObject child ? child : null;
			if (holder == null || !(holder.eClass().getEStructuralFeature(attribute) instanceof EAttribute a)) {
				return Optional.empty();
			}
			return ValueRange.measured(holder.eGet(a), length);
		}

		/** Whether a node of class {@code c} has the attribute this side reads. */
		boolean readsFrom(EClass c) {
			return c != null && c.getEStructuralFeature(attribute) instanceof EAttribute;
		}

		String describe() {
			return (via == null ? "" : via.getName() + ".") + attribute + (length ? " length" : "");
		}
	}

	public Relation {
		if (left == null || op == null || right == null) {
			throw new IllegalArgumentException("a relation needs two sides and a comparison");
		}
	}

	/** Whether the node's two values compare so. */
	boolean holds(EObject node) {
		var a = left.of(node);
		var b = right.of(node);
		return a.isPresent() && b.isPresent() && op.holds(a.get(), b.get());
	}

	/** As a target file says it, after the counted class. */
	String describe() {
		return " with " + left.describe() + " " + op.text() + " " + right.describe();
	}
}
