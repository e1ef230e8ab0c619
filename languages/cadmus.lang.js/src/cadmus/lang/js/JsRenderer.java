package cadmus.lang.js;

import static cadmus.lang.js.JsPrecedence.ASSIGNMENT;
import static cadmus.lang.js.JsPrecedence.LEFT_HAND_SIDE;
import static cadmus.lang.js.JsPrecedence.LOGICAL_OR;
import static cadmus.lang.js.JsPrecedence.SEQUENCE;
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
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.Block;
import cadmus.lang.js.js.DoWhile;
import cadmus.lang.js.js.ExpressionStatement;
import cadmus.lang.js.js.For;
import cadmus.lang.js.js.ForIn;
import cadmus.lang.js.js.ForOf;
import cadmus.lang.js.js.If;
import cadmus.lang.js.js.JsPackage;
import cadmus.lang.js.js.Labeled;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.NumberLiteral;
import cadmus.lang.js.js.PrefixUpdate;
import cadmus.lang.js.js.Statement;
import cadmus.lang.js.js.UnaryExpression;
import cadmus.lang.js.js.While;
import cadmus.lang.js.js.With;
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
			.parentheses((node, level, out) -> node == out.get(JsExpressionLayouts.AMBIGUOUS_START)
					|| out.precedence(node) < level
					|| out.get(JsExpressionLayouts.NO_IN) && node instanceof Binary b && "in".equals(b.getOperator()))
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
			.layout(PATTERN_PROPERTY, when(PATTERN_PROPERTY__KEY, PATTERN_PROPERTY__KEY, ": "), PATTERN_PROPERTY__TARGET,
					initializer(PATTERN_PROPERTY__DEFAULT))
			.layout(PARAMETERS, bracketed("(", list(PARAMETERS__PARAMETERS, ", "), ")"))
			.layout(PARAMETER, when(PARAMETER__REST, "..."), PARAMETER__TARGET, initializer(PARAMETER__DEFAULT))
			// Expressions.
			.layout(BINARY, JsExpressionLayouts::binary)
			.layout(UNARY_EXPRESSION, (node, out) -> JsExpressionLayouts.prefix(((UnaryExpression) node).getOperator(),
					((UnaryExpression) node).getOperand(), out))
			.layout(PREFIX_UPDATE, (node, out) -> JsExpressionLayouts.prefix(((PrefixUpdate) node).getOperator(),
					((PrefixUpdate) node).getOperand(), out))
			.layout(POSTFIX_UPDATE, child(POSTFIX_UPDATE__OPERAND, LEFT_HAND_SIDE), POSTFIX_UPDATE__OPERATOR)
			.layout(NAME, NAME__NAME)
			.layout(NUMBER_LITERAL, NUMBER_LITERAL__VALUE)
			.layout(STRING_LITERAL, STRING_LITERAL__VALUE)
			.layout(REGEX_LITERAL, REGEX_LITERAL__VALUE)
			.layout(TEMPLATE_LITERAL, TEMPLATE_LITERAL__VALUE)
			.layout(SUBSTITUTION_TEMPLATE, JsExpressionLayouts::template)
			.layout(TRUE_LITERAL, "true")
			.layout(FALSE_LITERAL, "false")
			.layout(NULL_LITERAL, "null")
			.layout(THIS, "this")
			.layout(SUPER, "super")
			// A number gets a space before the dot ('1 .x', not '1.x').
			.layout(MEMBER, JsExpressionLayouts.target(MEMBER__TARGET),
					when(node -> ((Member) node).getTarget() instanceof NumberLiteral, " .").otherwise("."), MEMBER__NAME)
			.layout(INDEX, JsExpressionLayouts.target(INDEX__TARGET), "[", bracketed(child(INDEX__KEY, SEQUENCE)), "]")
			.layout(CALL, JsExpressionLayouts.target(CALL__TARGET), CALL__ARGUMENTS)
			.layout(NEW, "new ", (Layout) JsExpressionLayouts::constructor, NEW__ARGUMENTS)
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
							when(ARROW_FUNCTION__REST, when(JsExpressionLayouts::namesBeforeRest, ", "), "...", ARROW_FUNCTION__REST),
							")")),
					" => ", when(ARROW_FUNCTION__BODY, ARROW_FUNCTION__BODY).otherwise((Layout) JsExpressionLayouts::arrowValue))
			.layout(JsPackage.Literals.SEQUENCE, list(SEQUENCE__EXPRESSIONS, ", ", ASSIGNMENT))
			.layout(SPREAD, "...", child(SPREAD__VALUE, ASSIGNMENT))
			.layout(PARENTHESIZED, "(", bracketed(child(PARENTHESIZED__EXPRESSION, SEQUENCE)), ")")
			.layout(ARRAY_LITERAL, "[", bracketed(list(ARRAY_LITERAL__ELEMENTS, ", ", ASSIGNMENT)), "]")
			.layout(ARGUMENTS, "(", bracketed(list(ARGUMENTS__VALUES, ", ", ASSIGNMENT)), ")")
			.layout(OBJECT_LITERAL, bracketed((Layout) JsExpressionLayouts::objectLiteral))
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
		return (node, out) -> out.with(JsExpressionLayouts.NO_IN, false, () -> layout.write(node, out));
	}

	/** The parts as a for-loop's initializer, where an 'in' operator must go in parentheses. */
	private static Layout noIn(Object... parts) {
		var layout = of(parts);
		return (node, out) -> out.with(JsExpressionLayouts.NO_IN, true, () -> layout.write(node, out));
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
		out.with(JsExpressionLayouts.AMBIGUOUS_START, JsExpressionLayouts.ambiguousStart(expression, SEQUENCE, false, out),
				() -> out.node(expression, SEQUENCE));
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
}
