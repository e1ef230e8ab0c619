package cadmus.lang.js;

import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.AssignmentExpression;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.Call;
import cadmus.lang.js.js.ConditionalExpression;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.Index;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.New;
import cadmus.lang.js.js.PostfixUpdate;
import cadmus.lang.js.js.PrefixUpdate;
import cadmus.lang.js.js.Sequence;
import cadmus.lang.js.js.Spread;
import cadmus.lang.js.js.UnaryExpression;

/**
 * JavaScript's operator precedence as levels (ES2015 §12, as the grammar's expression rules nest): the
 * renderer puts parentheses around an operand whose level is below what its place requires.
 */
final class JsPrecedence {

	/** Precedence levels, from the grammar's rules: an operand below its place's level gets parentheses. */
	static final int SEQUENCE = 0;
	static final int ASSIGNMENT = 1;
	static final int CONDITIONAL = 2;
	static final int LOGICAL_OR = 3;
	static final int EXPONENT = 13;
	static final int UNARY = 14;
	static final int POSTFIX = 15;
	static final int LEFT_HAND_SIDE = 16;
	static final int PRIMARY = 17;

	private JsPrecedence() {
	}

	static int precedence(Expression e) {
		if (e instanceof Sequence) {
			return SEQUENCE;
		}
		if (e instanceof AssignmentExpression || e instanceof ArrowFunction || e instanceof Spread) {
			return ASSIGNMENT;
		}
		if (e instanceof ConditionalExpression) {
			return CONDITIONAL;
		}
		if (e instanceof Binary b) {
			return binaryPrecedence(b.getOperator());
		}
		if (e instanceof UnaryExpression || e instanceof PrefixUpdate) {
			return UNARY;
		}
		if (e instanceof PostfixUpdate) {
			return POSTFIX;
		}
		if (e instanceof Member || e instanceof Index || e instanceof Call || e instanceof New) {
			return LEFT_HAND_SIDE;
		}
		return PRIMARY;
	}

	static int binaryPrecedence(String operator) {
		return switch (operator) {
			case "||" -> 3;
			case "&&" -> 4;
			case "|" -> 5;
			case "^" -> 6;
			case "&" -> 7;
			case "==", "!=", "===", "!==" -> 8;
			case "<", ">", "<=", ">=", "instanceof", "in" -> 9;
			case "<<", ">>", ">>>" -> 10;
			case "+", "-" -> 11;
			case "*", "/", "%" -> 12;
			case "**" -> EXPONENT;
			default -> throw new IllegalArgumentException("unknown binary operator " + operator);
		};
	}
}
