package cadmus.lang.js;

import static cadmus.lang.js.JsPrecedence.ASSIGNMENT;
import static cadmus.lang.js.JsPrecedence.EXPONENT;
import static cadmus.lang.js.JsPrecedence.LEFT_HAND_SIDE;
import static cadmus.lang.js.JsPrecedence.PRIMARY;
import static cadmus.lang.js.JsPrecedence.SEQUENCE;
import static cadmus.lang.js.JsPrecedence.UNARY;
import static cadmus.lang.js.js.JsPackage.Literals.*;
import static cadmus.render.Layouts.each;
import static cadmus.render.Layouts.indented;
import static cadmus.render.Layouts.line;
import static cadmus.render.Layouts.lines;
import static cadmus.render.Layouts.list;
import static cadmus.render.Layouts.of;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.AssignmentExpression;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.ClassExpression;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.FunctionExpression;
import cadmus.lang.js.js.Index;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.Method;
import cadmus.lang.js.js.New;
import cadmus.lang.js.js.ObjectLiteral;
import cadmus.lang.js.js.SubstitutionTemplate;
import cadmus.lang.js.js.UnaryExpression;
import cadmus.render.Key;
import cadmus.render.Layout;
import cadmus.render.Writer;

/**
 * How {@link JsRenderer} writes the expressions whose text depends on their neighbours: where a member chain, an
 * exponent's base, a constructor or an arrow's body needs parentheses, prefix operators that must stay apart from
 * their operand, templates and object literals.
 */
final class JsExpressionLayouts {

	/** Inside a for-loop's initializer, outside any brackets: an 'in' operator would end the initializer. */
	static final Key<Boolean> NO_IN = new Key<>("no 'in'", false, true);
	/** The expression that would open a statement or an arrow's body with '{', 'function' or 'class'. */
	static final Key<EObject> AMBIGUOUS_START = new Key<>("ambiguous start", null, false);

	private JsExpressionLayouts() {
	}

	/** What a '.', '[...]' or call applies to: a left-hand side, and not a new without arguments (it would take them). */
	static Layout target(EReference feature) {
		return (node, out) -> {
			var target = (EObject) node.eGet(feature);
			if (target instanceof New n && n.getArguments() == null) {
				out.parenthesized(target);
			} else {
				out.node(target, LEFT_HAND_SIDE);
			}
		};
	}

	static boolean targetNeedsParentheses(Expression e) {
		return JsPrecedence.TABLE.of(e) < LEFT_HAND_SIDE || e instanceof New n && n.getArguments() == null;
	}

	/** The left operand of '**': an update or a left-hand side (JavaScript rejects -a ** b). */
	static boolean exponentBaseNeedsParentheses(Expression e) {
		return JsPrecedence.TABLE.of(e) < UNARY || e instanceof UnaryExpression;
	}

	/**
	 * The expression to parenthesize so that text in a place where '{' (and, for a statement, 'function' or
	 * 'class') would be read as something else does not start with it: the object literal, function or class
	 * expression that would come first, or an assignment to an object pattern (a parenthesized pattern cannot
	 * be assigned to); null if the text starts otherwise.
	 */
	static EObject ambiguousStart(Expression e, int level, boolean braceOnly, Writer out) {
		for (EObject first : out.leading(e, level)) {
			if (first instanceof ObjectLiteral || !braceOnly && (first instanceof FunctionExpression || first instanceof ClassExpression)
					|| first instanceof AssignmentExpression a && a.getTarget() instanceof ObjectLiteral) {
				return first;
			}
		}
		return null;
	}

	static void binary(EObject node, Writer out) {
		var b = (Binary) node;
		int level = out.precedence(b);
		if (level == EXPONENT) {
			// Right-associative; the left operand must be an update or a left-hand side (JavaScript rejects -a ** b).
			if (exponentBaseNeedsParentheses(b.getLeft())) {
				out.parenthesized(b.getLeft());
			} else {
				out.node(b.getLeft(), UNARY);
			}
			out.text(" ** ").node(b.getRight(), EXPONENT);
			return;
		}
		out.node(b.getLeft(), level).text(" " + b.getOperator() + " ").node(b.getRight(), level + 1);
	}

	/** A prefix operator: words and operand are apart; '-' before '-x' or '--x' (and '+' alike) too. */
	static void prefix(String operator, Expression operand, Writer out) {
		String text = out.rendered(operand, UNARY);
		char last = operator.charAt(operator.length() - 1);
		boolean apart = Character.isLetter(last) || (last == '-' || last == '+') && text.charAt(0) == last;
		out.text(operator + (apart ? " " : "") + text);
	}

	/**
	 * A new's constructor: a member chain without calls (a call would take the arguments); a new without
	 * arguments directly in a new with arguments would take them too.
	 */
	static void constructor(EObject node, Writer out) {
		var n = (New) node;
		var c = n.getConstructor();
		if (c instanceof New inner && inner.getArguments() == null && n.getArguments() != null || !isConstructorChain(c)) {
			out.parenthesized(c);
		} else {
			out.layout(c);
		}
	}

	static boolean isConstructorChain(Expression e) {
		Expression target;
		if (e instanceof Member m) {
			target = m.getTarget();
		} else if (e instanceof Index i) {
			target = i.getTarget();
		} else {
			return e instanceof New || JsPrecedence.TABLE.of(e) == PRIMARY;
		}
		return targetNeedsParentheses(target) || isConstructorChain(target);
	}

	/** An arrow's expression body: an object literal that would come first goes in parentheses ('{' opens a block). */
	static void arrowValue(EObject node, Writer out) {
		var value = ((ArrowFunction) node).getValue();
		out.with(AMBIGUOUS_START, ambiguousStart(value, ASSIGNMENT, true, out), () -> out.node(value, ASSIGNMENT));
	}

	/** Whether an arrow's plain parameter list has names before its rest parameter. */
	static boolean namesBeforeRest(EObject node) {
		var a = (ArrowFunction) node;
		return !a.getNames().isEmpty() || !a.getDefaulted().isEmpty();
	}

	/** The texts as written, each substitution between two of them. */
	static void template(EObject node, Writer out) {
		var t = (SubstitutionTemplate) node;
		out.text(t.getHead());
		for (int i = 0; i < t.getSubstitutions().size(); i++) {
			out.node(t.getSubstitutions().get(i), SEQUENCE);
			out.text(i < t.getMiddles().size() ? t.getMiddles().get(i) : t.getTail());
		}
	}

	/** On one line, or one property a line if a method's body takes lines anyway. */
	static void objectLiteral(EObject node, Writer out) {
		var o = (ObjectLiteral) node;
		if (o.getProperties().stream().noneMatch(p -> p instanceof Method)) {
			out.text("{");
			list(OBJECT_LITERAL__PROPERTIES, ", ").write(o, out);
			out.text("}");
			return;
		}
		out.text("{").indented(() -> {
			out.line();
			list(OBJECT_LITERAL__PROPERTIES, of(",", line())).write(o, out);
		}).line().text("}");
	}
}
