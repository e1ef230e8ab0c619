package cadmus.lang.js;

import static cadmus.lang.js.js.JsPackage.Literals.*;

import java.util.Map;

import cadmus.render.Precedence;

/**
 * JavaScript's operator precedence as levels (ES2015 §12, as the grammar's expression rules nest): the
 * renderer puts parentheses around an operand whose level is below what its place requires.
 */
final class JsPrecedence {

	static final int SEQUENCE = 0;
	static final int ASSIGNMENT = 1;
	static final int CONDITIONAL = 2;
	static final int LOGICAL_OR = 3;
	static final int EXPONENT = 13;
	static final int UNARY = 14;
	static final int POSTFIX = 15;
	static final int LEFT_HAND_SIDE = 16;
	static final int PRIMARY = 17;

	static final Precedence TABLE = Precedence.builder()
			.level(SEQUENCE, cadmus.lang.js.js.JsPackage.Literals.SEQUENCE)
			.level(ASSIGNMENT, ASSIGNMENT_EXPRESSION, ARROW_FUNCTION, SPREAD)
			.level(CONDITIONAL, CONDITIONAL_EXPRESSION)
			.level(BINARY, BINARY__OPERATOR, Map.ofEntries(
					Map.entry("||", 3), Map.entry("&&", 4), Map.entry("|", 5), Map.entry("^", 6), Map.entry("&", 7),
					Map.entry("==", 8), Map.entry("!=", 8), Map.entry("===", 8), Map.entry("!==", 8),
					Map.entry("<", 9), Map.entry(">", 9), Map.entry("<=", 9), Map.entry(">=", 9),
					Map.entry("instanceof", 9), Map.entry("in", 9),
					Map.entry("<<", 10), Map.entry(">>", 10), Map.entry(">>>", 10),
					Map.entry("+", 11), Map.entry("-", 11),
					Map.entry("*", 12), Map.entry("/", 12), Map.entry("%", 12),
					Map.entry("**", EXPONENT)))
			.level(UNARY, UNARY_EXPRESSION, PREFIX_UPDATE)
			.level(POSTFIX, POSTFIX_UPDATE)
			.level(LEFT_HAND_SIDE, MEMBER, INDEX, CALL, NEW)
			.otherwise(PRIMARY)
			.build();

	private JsPrecedence() {
	}
}
