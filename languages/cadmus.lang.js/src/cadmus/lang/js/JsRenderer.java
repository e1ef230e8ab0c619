package cadmus.lang.js;

import static cadmus.lang.js.JsPrecedence.ASSIGNMENT;
import static cadmus.lang.js.JsPrecedence.EXPONENT;
import static cadmus.lang.js.JsPrecedence.LEFT_HAND_SIDE;
import static cadmus.lang.js.JsPrecedence.LOGICAL_OR;
import static cadmus.lang.js.JsPrecedence.PRIMARY;
import static cadmus.lang.js.JsPrecedence.SEQUENCE;
import static cadmus.lang.js.JsPrecedence.UNARY;
import static cadmus.lang.js.js.JsPackage.Literals.*;
import static cadmus.render.Layouts.child;
import static cadmus.render.Layouts.each;
import static cadmus.render.Layouts.indented;
import static cadmus.render.Layouts.line;
import static cadmus.render.Layouts.lines;
import static cadmus.render.Layouts.list;
import static cadmus.render.Layouts.margin;
import static cadmus.render.Layouts.of;
import static cadmus.render.Layouts.pairs;
import static cadmus.render.Layouts.when;


import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.AssignmentExpression;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.Block;
import cadmus.lang.js.js.ClassExpression;
import cadmus.lang.js.js.DoWhile;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.ExpressionStatement;
import cadmus.lang.js.js.For;
import cadmus.lang.js.js.ForIn;
import cadmus.lang.js.js.ForOf;
import cadmus.lang.js.js.FunctionExpression;
import cadmus.lang.js.js.If;
import cadmus.lang.js.js.Index;
import cadmus.lang.js.js.JsPackage;
import cadmus.lang.js.js.Labeled;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.Method;
import cadmus.lang.js.js.New;
import cadmus.lang.js.js.NumberLiteral;
import cadmus.lang.js.js.ObjectLiteral;
import cadmus.lang.js.js.PrefixUpdate;
import cadmus.lang.js.js.Statement;
import cadmus.lang.js.js.SubstitutionTemplate;
import cadmus.lang.js.js.UnaryExpression;
import cadmus.lang.js.js.While;
import cadmus.lang.js.js.With;
import cadmus.render.Key;
import cadmus.render.Layout;
import cadmus.render.LayoutRenderer;
import cadmus.render.Writer;

/**
 * Renders JavaScript trees as text, from the core's layout tables: one statement per line, nested statements
 * indented by a tab, operators between spaces. Parentheses go exactly where the grammar (and JavaScript) needs
 * them and nowhere else: around an operand whose precedence ({@link JsPrecedence}) is lower than its place
 * requires (the right operand of a left-associative operator of the same precedence, both operands of a nested
 * {@code **} on the left, a unary left operand of {@code **}, arrow functions, assignments, conditionals and
 * sequences inside operators), around an expression statement that would start with '{', 'function' or
 * 'class', around an object literal as an arrow's body, around a call in a {@code new} target, around a
 * {@code new} without arguments that a suffix follows, and around an {@code in} operator in a for-loop's
 * initializer. A {@link cadmus.lang.js.js.Parenthesized} node of a parsed tree is written as it was, so parsing,
 * rendering and parsing again gives an equal tree; a generated tree has no such node and gets the parentheses it
 * needs (which come back as Parenthesized nodes when the text is parsed). Strings, numbers and templates are
 * written as stored.
 */
public final class JsRenderer {

	/** Inside a for-loop's initializer, outside any brackets: an 'in' operator would end the initializer. */
	private static final Key<Boolean> NO_IN = new Key<>("no 'in'", false, true);
	/** The expression that would open a statement or an arrow's body with '{', 'function' or 'class'. */
	private static final Key<EObject> AMBIGUOUS_START = new Key<>("ambiguous start", null, false);

	/**
	 * Braces around statements, on lines of their own one level deeper; {} when there are none. The statements
	 * of a function in a for-loop's initializer are inside brackets of their own.
	 */
	private static Layout braces(EReference statements) {
		return bracketed(when(statements, "{\n", indented(lines(statements)), margin(), "}").otherwise("{}"));
	}

	/** A parameter list, or plain names in parentheses. */
	private static Layout parameters(EReference parameters, org.eclipse.emf.ecore.EAttribute names) {
		return when(parameters, parameters).otherwise("(", list(names, ", "), ")");
	}

	private static final LayoutRenderer RENDERER = LayoutRenderer.builder("JavaScript")
			.indent("\t")
			.precedence(JsPrecedence.TABLE)
			.parentheses((node, level, out) -> node == out.get(AMBIGUOUS_START) || out.precedence(node) < level
					|| out.get(NO_IN) && node instanceof Binary b && "in".equals(b.getOperator()))
			.layout(SCRIPT, lines(SCRIPT__STATEMENTS))
			// Statements: the text starts at the statement's column; its further lines carry their own indentation.
			.layout(EXPRESSION_STATEMENT, JsRenderer::expressionStatement)
			.layout(VARIABLE_STATEMENT, variableStatement())
			.layout(FUNCTION_DECLARATION, "function ", FUNCTION_DECLARATION__NAME,
					parameters(FUNCTION_DECLARATION__PARAMETERS, FUNCTION_DECLARATION__NAMES), " ",
					FUNCTION_DECLARATION__BODY)
			.layout(CLASS_DECLARATION, "class ", CLASS_DECLARATION__NAME, heritage(CLASS_DECLARATION__SUPER_CLASS), " ",
					CLASS_DECLARATION__BODY)
			.layout(BLOCK, braces(BLOCK__STATEMENTS))
			.layout(FUNCTION_BODY, braces(FUNCTION_BODY__STATEMENTS))
			.layout(CLASS_BODY, braces(CLASS_BODY__MEMBERS))
			.layout(IF, JsRenderer::ifStatement)
			.layout(FOR, "for (", when(FOR__NAME, noIn(FOR__KIND, " ", FOR__NAME, " = ", child(FOR__START, ASSIGNMENT)))
					.otherwise(noIn(FOR__INIT)), ";", when(FOR__CONDITION, " ", child(FOR__CONDITION, SEQUENCE)), ";",
					when(FOR__UPDATE, " ", child(FOR__UPDATE, SEQUENCE)), ")", nested(FOR__BODY))
			.layout(VARIABLE_DECLARATION, VARIABLE_DECLARATION__KIND, " ", list(VARIABLE_DECLARATION__DECLARATORS, ", "))
			.layout(EXPRESSION_INIT, child(EXPRESSION_INIT__EXPRESSION, SEQUENCE))
			.layout(DECLARATOR, DECLARATOR__TARGET, initializer(DECLARATOR__VALUE))
			.layout(FOR_IN, "for (", FOR_IN__KIND, " ", when(FOR_IN__NAME, FOR_IN__NAME).otherwise(FOR_IN__TARGET), " in ",
					child(FOR_IN__OBJECT, SEQUENCE), ")", nested(FOR_IN__BODY))
			.layout(FOR_OF, "for (", FOR_OF__KIND, " ", when(FOR_OF__NAME, FOR_OF__NAME).otherwise(FOR_OF__TARGET), " of ",
					child(FOR_OF__ITERABLE, ASSIGNMENT), ")", nested(FOR_OF__BODY))
			.layout(WHILE, "while (", child(WHILE__CONDITION, SEQUENCE), ")", nested(WHILE__BODY))
			.layout(DO_WHILE, "do", nested(DO_WHILE__BODY),
					when(node -> ((DoWhile) node).getBody() instanceof Block, " ").otherwise(line()), "while (",
					child(DO_WHILE__CONDITION, SEQUENCE), ");")
			.layout(BREAK, "break", when(BREAK__LABEL, " ", BREAK__LABEL), ";")
			.layout(CONTINUE, "continue", when(CONTINUE__LABEL, " ", CONTINUE__LABEL), ";")
			.layout(RETURN, "return", when(RETURN__VALUE, " ", child(RETURN__VALUE, SEQUENCE)), ";")
			.layout(THROW, "throw ", child(THROW__VALUE, SEQUENCE), ";")
			.layout(TRY, "try ", TRY__BLOCK, TRY__CATCH, when(TRY__FINALLY, " finally ", TRY__FINALLY))
			.layout(CATCH, " catch (", when(CATCH__NAME, CATCH__NAME).otherwise(CATCH__PARAMETER), ") ", CATCH__BLOCK)
			.layout(SWITCH, "switch (", child(SWITCH__DISCRIMINANT, SEQUENCE), ") {",
					when(SWITCH__CASES, indented(list(SWITCH__CASES, "")), line()), "}")
			.layout(CASE, line(), when(CASE__TEST, "case ", child(CASE__TEST, SEQUENCE), ":").otherwise("default:"),
					indented(each(CASE__STATEMENTS, line())))
			.layout(LABELED, LABELED__LABEL, ": ", LABELED__BODY)
			.layout(WITH, "with (", child(WITH__OBJECT, SEQUENCE), ")", nested(WITH__BODY))
			.layout(EMPTY_STATEMENT, ";")
			.layout(METHOD, when(METHOD__STATIC, "static "), when(METHOD__GETTER, "get "), when(METHOD__SETTER, "set "),
					METHOD__KEY, parameters(METHOD__PARAMETERS, METHOD__NAMES), " ", METHOD__BODY)
			// Bindings: names and destructuring patterns.
			.layout(BINDING_NAME, BINDING_NAME__NAME)
			.layout(ARRAY_PATTERN, bracketed("[", list(ARRAY_PATTERN__ELEMENTS, ", "), "]"))
			.layout(OBJECT_PATTERN, bracketed("{", list(OBJECT_PATTERN__PROPERTIES, ", "), "}"))
			.layout(PATTERN_ELEMENT, when(PATTERN_ELEMENT__REST, "..."), PATTERN_ELEMENT__TARGET,
					initializer(PATTERN_ELEMENT__DEFAULT))
			.layout(PATTERN_PROPERTY, PATTERN_PROPERTY__KEY, ": ", PATTERN_PROPERTY__TARGET,
					initializer(PATTERN_PROPERTY__DEFAULT))
			.layout(PARAMETERS, bracketed("(", list(PARAMETERS__PARAMETERS, ", "), ")"))
			.layout(PARAMETER, when(PARAMETER__REST, "..."), PARAMETER__TARGET, initializer(PARAMETER__DEFAULT))
			// Expressions.
			.layout(BINARY, JsRenderer::binary)
			.layout(UNARY_EXPRESSION, (node, out) -> prefix(((UnaryExpression) node).getOperator(),
					((UnaryExpression) node).getOperand(), out))
			.layout(PREFIX_UPDATE, (node, out) -> prefix(((PrefixUpdate) node).getOperator(),
					((PrefixUpdate) node).getOperand(), out))
			.layout(POSTFIX_UPDATE, child(POSTFIX_UPDATE__OPERAND, LEFT_HAND_SIDE), POSTFIX_UPDATE__OPERATOR)
			.layout(NAME, NAME__NAME)
			.layout(NUMBER_LITERAL, NUMBER_LITERAL__VALUE)
			.layout(STRING_LITERAL, STRING_LITERAL__VALUE)
			.layout(REGEX_LITERAL, REGEX_LITERAL__VALUE)
			.layout(TEMPLATE_LITERAL, TEMPLATE_LITERAL__VALUE)
			.layout(SUBSTITUTION_TEMPLATE, JsRenderer::template)
			.layout(TRUE_LITERAL, "true")
			.layout(FALSE_LITERAL, "false")
			.layout(NULL_LITERAL, "null")
			.layout(THIS, "this")
			.layout(SUPER, "super")
			// A number gets a space before the dot ('1 .x', not '1.x').
			.layout(MEMBER, target(MEMBER__TARGET),
					when(node -> ((Member) node).getTarget() instanceof NumberLiteral, " .").otherwise("."), MEMBER__NAME)
			.layout(INDEX, target(INDEX__TARGET), "[", bracketed(child(INDEX__KEY, SEQUENCE)), "]")
			.layout(CALL, target(CALL__TARGET), CALL__ARGUMENTS)
			.layout(NEW, "new ", (Layout) JsRenderer::constructor, NEW__ARGUMENTS)
			.layout(ASSIGNMENT_EXPRESSION, child(ASSIGNMENT_EXPRESSION__TARGET, LOGICAL_OR), " ",
					ASSIGNMENT_EXPRESSION__OPERATOR, " ", child(ASSIGNMENT_EXPRESSION__VALUE, ASSIGNMENT))
			.layout(CONDITIONAL_EXPRESSION, child(CONDITIONAL_EXPRESSION__CONDITION, LOGICAL_OR), " ? ",
					bracketed(child(CONDITIONAL_EXPRESSION__THEN, ASSIGNMENT)), " : ",
					child(CONDITIONAL_EXPRESSION__ELSE, ASSIGNMENT))
			.layout(ARROW_FUNCTION, when(ARROW_FUNCTION__PARAMETERS, ARROW_FUNCTION__PARAMETERS)
					.otherwise(when(ARROW_FUNCTION__SINGLE, ARROW_FUNCTION__SINGLE).otherwise("(",
							list(ARROW_FUNCTION__NAMES, ", "),
							when(node -> !((ArrowFunction) node).getNames().isEmpty(), when(ARROW_FUNCTION__DEFAULTED, ", ")),
							pairs(ARROW_FUNCTION__DEFAULTED, " = ", ARROW_FUNCTION__DEFAULTS, ASSIGNMENT, ", "),
							when(ARROW_FUNCTION__REST, when(JsRenderer::namesBeforeRest, ", "), "...", ARROW_FUNCTION__REST),
							")")),
					" => ", when(ARROW_FUNCTION__BODY, ARROW_FUNCTION__BODY).otherwise((Layout) JsRenderer::arrowValue))
			.layout(JsPackage.Literals.SEQUENCE, list(SEQUENCE__EXPRESSIONS, ", ", ASSIGNMENT))
			.layout(SPREAD, "...", child(SPREAD__VALUE, ASSIGNMENT))
			.layout(PARENTHESIZED, "(", bracketed(child(PARENTHESIZED__EXPRESSION, SEQUENCE)), ")")
			.layout(ARRAY_LITERAL, "[", bracketed(list(ARRAY_LITERAL__ELEMENTS, ", ", ASSIGNMENT)), "]")
			.layout(ARGUMENTS, "(", bracketed(list(ARGUMENTS__VALUES, ", ", ASSIGNMENT)), ")")
			.layout(OBJECT_LITERAL, bracketed((Layout) JsRenderer::objectLiteral))
			.layout(VALUE_PROPERTY, VALUE_PROPERTY__KEY, ": ", child(VALUE_PROPERTY__VALUE, ASSIGNMENT))
			.layout(SHORTHAND, SHORTHAND__NAME)
			.layout(IDENTIFIER_KEY, IDENTIFIER_KEY__NAME)
			.layout(STRING_KEY, STRING_KEY__VALUE)
			.layout(NUMBER_KEY, NUMBER_KEY__VALUE)
			.layout(COMPUTED_KEY, "[", bracketed(child(COMPUTED_KEY__EXPRESSION, ASSIGNMENT)), "]")
			.layout(FUNCTION_EXPRESSION, "function ", when(FUNCTION_EXPRESSION__NAME, FUNCTION_EXPRESSION__NAME),
					parameters(FUNCTION_EXPRESSION__PARAMETERS, FUNCTION_EXPRESSION__NAMES), " ", FUNCTION_EXPRESSION__BODY)
			.layout(CLASS_EXPRESSION, "class", when(CLASS_EXPRESSION__NAME, " ", CLASS_EXPRESSION__NAME),
					heritage(CLASS_EXPRESSION__SUPER_CLASS), " ", CLASS_EXPRESSION__BODY)
			.build();

	/** A script, a statement (with its line break) or an expression alone. */
	public String render(EObject tree) {
		String text = RENDERER.render(tree);
		return tree instanceof Statement ? text + "\n" : text;
	}

	/** The parts with no for-loop initializer's 'in' hazard: inside brackets of their own. */
	private static Layout bracketed(Object... parts) {
		var layout = of(parts);
		return (node, out) -> out.with(NO_IN, false, () -> layout.write(node, out));
	}

	/** The parts as a for-loop's initializer, where an 'in' operator must go in parentheses. */
	private static Layout noIn(Object... parts) {
		var layout = of(parts);
		return (node, out) -> out.with(NO_IN, true, () -> layout.write(node, out));
	}

	private static Layout initializer(EReference value) {
		return when(value, " = ", child(value, ASSIGNMENT));
	}

	private static Layout heritage(EReference superClass) {
		return when(superClass, " extends ", child(superClass, LEFT_HAND_SIDE));
	}

	/** The body of a compound statement: a block on the same line, another statement on the next, indented. */
	private static Layout nested(EReference body) {
		return when(node -> node.eGet(body) instanceof Block, " ", body).otherwise(indented(line(), body));
	}

	/** A constant, a plain name, an object or array pattern of names, or declarators. */
	private static Layout variableStatement() {
		var value = child(VARIABLE_STATEMENT__VALUE, ASSIGNMENT);
		var object = of("{", pairs(VARIABLE_STATEMENT__KEYS, ": ", VARIABLE_STATEMENT__NAMES, Integer.MIN_VALUE, ", "),
				"} = ", value);
		var array = of("[", list(VARIABLE_STATEMENT__NAMES, ", "), when(VARIABLE_STATEMENT__DEFAULTED, ", ",
				pairs(VARIABLE_STATEMENT__DEFAULTED, " = ", VARIABLE_STATEMENT__DEFAULTS, ASSIGNMENT, ", ")), "] = ", value);
		var declared = when(VARIABLE_STATEMENT__NAME, VARIABLE_STATEMENT__NAME, initializer(VARIABLE_STATEMENT__VALUE))
				.otherwise(when(VARIABLE_STATEMENT__KEYS, object)
						.otherwise(when(VARIABLE_STATEMENT__NAMES, array).otherwise(list(VARIABLE_STATEMENT__DECLARATORS, ", "))));
		return of(when(VARIABLE_STATEMENT__CONSTANT, "const ", VARIABLE_STATEMENT__CONSTANT, " = ", value)
				.otherwise(VARIABLE_STATEMENT__KIND, " ", declared), ";");
	}

	/** An expression statement: parenthesized where its text would start with '{', 'function' or 'class'. */
	private static void expressionStatement(EObject node, Writer out) {
		var expression = ((ExpressionStatement) node).getExpression();
		out.with(AMBIGUOUS_START, ambiguousStart(expression, SEQUENCE, false, out), () -> out.node(expression, SEQUENCE));
		out.text(";");
	}

	/**
	 * An if statement. A then-branch that ends in an if without else would take this statement's else, so it goes
	 * in a block (the only way to write that tree); an else that is an if follows on the same line.
	 */
	private static void ifStatement(EObject node, Writer out) {
		var i = (If) node;
		out.text("if (").node(i.getCondition(), SEQUENCE);
		Statement then = i.getThen();
		boolean wrap = i.getElse() != null && endsInOpenIf(then);
		out.text(")");
		if (wrap) {
			out.text(" {").indented(() -> out.line().node(then)).line().text("}");
		} else {
			nested(IF__THEN).write(i, out);
		}
		if (i.getElse() != null) {
			if (wrap || then instanceof Block) {
				out.text(" ");
			} else {
				out.line();
			}
			out.text("else");
			if (i.getElse() instanceof If) {
				out.text(" ").node(i.getElse());
			} else {
				nested(IF__ELSE).write(i, out);
			}
		}
	}

	/** Whether an 'else' written after this statement would attach to an if inside it. */
	private static boolean endsInOpenIf(Statement s) {
		if (s instanceof If i) {
			return i.getElse() == null || endsInOpenIf(i.getElse());
		}
		if (s instanceof While w) {
			return endsInOpenIf(w.getBody());
		}
		if (s instanceof For f) {
			return endsInOpenIf(f.getBody());
		}
		if (s instanceof ForIn f) {
			return endsInOpenIf(f.getBody());
		}
		if (s instanceof ForOf f) {
			return endsInOpenIf(f.getBody());
		}
		if (s instanceof With w) {
			return endsInOpenIf(w.getBody());
		}
		if (s instanceof Labeled l) {
			return endsInOpenIf(l.getBody());
		}
		return false;
	}

	/** What a '.', '[...]' or call applies to: a left-hand side, and not a new without arguments (it would take them). */
	private static Layout target(EReference feature) {
		return (node, out) -> {
			var target = (EObject) node.eGet(feature);
			if (target instanceof New n && n.getArguments() == null) {
				out.parenthesized(target);
			} else {
				out.node(target, LEFT_HAND_SIDE);
			}
		};
	}

	private static boolean targetNeedsParentheses(Expression e) {
		return JsPrecedence.TABLE.of(e) < LEFT_HAND_SIDE || e instanceof New n && n.getArguments() == null;
	}

	/** The left operand of '**': an update or a left-hand side (JavaScript rejects -a ** b). */
	private static boolean exponentBaseNeedsParentheses(Expression e) {
		return JsPrecedence.TABLE.of(e) < UNARY || e instanceof UnaryExpression;
	}

	/**
	 * The expression to parenthesize so that text in a place where '{' (and, for a statement, 'function' or
	 * 'class') would be read as something else does not start with it: the object literal, function or class
	 * expression that would come first, or an assignment to an object pattern (a parenthesized pattern cannot
	 * be assigned to); null if the text starts otherwise.
	 */
	private static EObject ambiguousStart(Expression e, int level, boolean braceOnly, Writer out) {
		for (EObject first : out.leading(e, level)) {
			if (first instanceof ObjectLiteral || !braceOnly && (first instanceof FunctionExpression || first instanceof ClassExpression)
					|| first instanceof AssignmentExpression a && a.getTarget() instanceof ObjectLiteral) {
				return first;
			}
		}
		return null;
	}

	private static void binary(EObject node, Writer out) {
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
	private static void prefix(String operator, Expression operand, Writer out) {
		String text = out.rendered(operand, UNARY);
		char last = operator.charAt(operator.length() - 1);
		boolean apart = Character.isLetter(last) || (last == '-' || last == '+') && text.charAt(0) == last;
		out.text(operator + (apart ? " " : "") + text);
	}

	/**
	 * A new's constructor: a member chain without calls (a call would take the arguments); a new without
	 * arguments directly in a new with arguments would take them too.
	 */
	private static void constructor(EObject node, Writer out) {
		var n = (New) node;
		var c = n.getConstructor();
		if (c instanceof New inner && inner.getArguments() == null && n.getArguments() != null || !isConstructorChain(c)) {
			out.parenthesized(c);
		} else {
			out.layout(c);
		}
	}

	private static boolean isConstructorChain(Expression e) {
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
	private static void arrowValue(EObject node, Writer out) {
		var value = ((ArrowFunction) node).getValue();
		out.with(AMBIGUOUS_START, ambiguousStart(value, ASSIGNMENT, true, out), () -> out.node(value, ASSIGNMENT));
	}

	/** Whether an arrow's plain parameter list has names before its rest parameter. */
	private static boolean namesBeforeRest(EObject node) {
		var a = (ArrowFunction) node;
		return !a.getNames().isEmpty() || !a.getDefaulted().isEmpty();
	}

	/** The texts as written, each substitution between two of them. */
	private static void template(EObject node, Writer out) {
		var t = (SubstitutionTemplate) node;
		out.text(t.getHead());
		for (int i = 0; i < t.getSubstitutions().size(); i++) {
			out.node(t.getSubstitutions().get(i), SEQUENCE);
			out.text(i < t.getMiddles().size() ? t.getMiddles().get(i) : t.getTail());
		}
	}

	/** On one line, or one property a line if a method's body takes lines anyway. */
	private static void objectLiteral(EObject node, Writer out) {
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
