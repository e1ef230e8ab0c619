package cadmus.lang.php;

import static cadmus.lang.php.php.PhpPackage.Literals.*;
import static cadmus.render.Layouts.child;
import static cadmus.render.Layouts.each;
import static cadmus.render.Layouts.indented;
import static cadmus.render.Layouts.line;
import static cadmus.render.Layouts.lines;
import static cadmus.render.Layouts.list;
import static cadmus.render.Layouts.margin;
import static cadmus.render.Layouts.pairs;
import static cadmus.render.Layouts.when;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.lang.php.php.Call;
import cadmus.lang.php.php.ClassConstantFetch;
import cadmus.lang.php.php.EmbeddedVariable;
import cadmus.lang.php.php.InterpolatedString;
import cadmus.lang.php.php.PropertyFetch;
import cadmus.lang.php.php.Script;
import cadmus.lang.php.php.StringText;
import cadmus.render.Layout;
import cadmus.render.LayoutRenderer;
import cadmus.render.Precedence;

/**
 * Renders PHP trees as text, from the core's layout tables: a script opened by {@code <?php}, one statement per
 * line, blocks four spaces deeper. Every compound operand is parenthesized, so precedence and associativity
 * never need deciding: the text means the same on PHP 8 and on PHP 7.4 and 5 (where '.' binds like '+' and
 * nested ternaries associate to the left), and re-parses to the same tree (parentheses leave no node). What a
 * suffix applies to is a variable, a name, a call, a fetch or an array, or goes in parentheses; a call of a
 * property's or a class constant's value is parenthesized so that it does not read as a method call.
 */
public final class PhpRenderer {

	/** Precedence levels: an operator, an operand that is not one, what a suffix ('[', '->', '(') applies to. */
	private static final int COMPOUND = 1;
	private static final int OPERAND = 2;
	private static final int PREFIX = 3;

	private static final LayoutRenderer RENDERER = LayoutRenderer.builder("PHP")
			.indent("    ")
			.precedence(Precedence.builder()
					.level(COMPOUND, ASSIGN, CONDITIONAL, BINARY, NOT, INSTANCEOF, UNARY, CAST, PRE_INCREMENT,
							ARROW_FUNCTION)
					.level(PREFIX, VARIABLE, NAME, INDEX, PROPERTY_FETCH, METHOD_CALL, CALL, STATIC_CALL, STATIC_PROPERTY,
							CLASS_CONSTANT_FETCH, ARRAY_LITERAL)
					.otherwise(OPERAND)
					.build())
			.layout(SCRIPT, "<?php\n", (Layout) (node, out) -> lines(BLOCK__STATEMENTS).write(((Script) node).getBody(), out))
			.layout(BLOCK, braces(BLOCK__STATEMENTS))
			.layout(DEFINITION, "$", DEFINITION__NAME, " = ", when(DEFINITION__BY_REFERENCE, "&"), DEFINITION__VALUE, ";")
			.layout(DESTRUCTURING, when(DESTRUCTURING__LIST, "list(").otherwise("["), when(DESTRUCTURING__KEYS,
					pairs(DESTRUCTURING__KEYS, " => $", DESTRUCTURING__NAMES, Integer.MIN_VALUE, ", "))
					.otherwise("$", list(DESTRUCTURING__NAMES, ", $")), when(DESTRUCTURING__LIST, ")").otherwise("]"), " = ",
					DESTRUCTURING__VALUE, ";")
			.layout(FUNCTION_DECLARATION, "function ", when(FUNCTION_DECLARATION__BY_REFERENCE, "&"),
					FUNCTION_DECLARATION__NAME, "(", pairs(FUNCTION_DECLARATION__PARAMETER_TYPES, " $",
							FUNCTION_DECLARATION__NAMES, Integer.MIN_VALUE, ", "),
					when(FUNCTION_DECLARATION__LAST_DEFAULT, " = ", FUNCTION_DECLARATION__LAST_DEFAULT),
					list(FUNCTION_DECLARATION__PARAMETERS, ", "), ")",
					returnType(FUNCTION_DECLARATION__RETURN_TYPE), " ", FUNCTION_DECLARATION__BODY)
			.layout(PARAMETER, when(PARAMETER__PROMOTION, PARAMETER__PROMOTION, " ", when(PARAMETER__READONLY, "readonly ")),
					when(PARAMETER__TYPE, PARAMETER__TYPE, " "), when(PARAMETER__BY_REFERENCE, "&"),
					when(PARAMETER__VARIADIC, "..."), "$", PARAMETER__NAME, when(PARAMETER__DEFAULT, " = ", PARAMETER__DEFAULT))
			.layout(NULLABLE_TYPE, "?", NULLABLE_TYPE__TYPE)
			.layout(UNION_TYPE, list(UNION_TYPE__TYPES, "|"))
			.layout(SIMPLE_TYPE, SIMPLE_TYPE__NAME)
			.layout(CLASS_DECLARATION, when(CLASS_DECLARATION__ABSTRACT, "abstract "), when(CLASS_DECLARATION__FINAL, "final "),
					"class ", CLASS_DECLARATION__NAME, when(CLASS_DECLARATION__SUPER_CLASS, " extends ", CLASS_DECLARATION__SUPER_CLASS),
					when(CLASS_DECLARATION__INTERFACES, " implements ", list(CLASS_DECLARATION__INTERFACES, ", ")), " ",
					braces(CLASS_DECLARATION__TRAITS, CLASS_DECLARATION__MEMBERS))
			.layout(TRAIT_DECLARATION, "trait ", TRAIT_DECLARATION__NAME, " ",
					braces(TRAIT_DECLARATION__TRAITS, TRAIT_DECLARATION__MEMBERS))
			.layout(TRAIT_USE, "use ", list(TRAIT_USE__TRAITS, ", "), ";")
			.layout(NAMESPACE_DECLARATION, "namespace", when(NAMESPACE_DECLARATION__NAME, " ", NAMESPACE_DECLARATION__NAME),
					when(NAMESPACE_DECLARATION__BODY, " ", NAMESPACE_DECLARATION__BODY).otherwise(";"))
			.layout(USE_DECLARATION, "use ", when(USE_DECLARATION__KIND, USE_DECLARATION__KIND, " "),
					list(USE_DECLARATION__ITEMS, ", "), ";")
			.layout(USE_ITEM, USE_ITEM__NAME, when(USE_ITEM__ALIAS, " as ", USE_ITEM__ALIAS))
			.layout(DECLARE, "declare(", list(DECLARE__DIRECTIVES, ", "), ");")
			.layout(DECLARE_DIRECTIVE, DECLARE_DIRECTIVE__NAME, "=", DECLARE_DIRECTIVE__VALUE)
			.layout(INTERFACE_DECLARATION, "interface ", INTERFACE_DECLARATION__NAME,
					when(INTERFACE_DECLARATION__PARENTS, " extends ", list(INTERFACE_DECLARATION__PARENTS, ", ")), " ",
					braces(INTERFACE_DECLARATION__MEMBERS))
			.layout(CLASS_CONSTANT, when(MEMBER__VISIBILITY, MEMBER__VISIBILITY, " "), "const ",
					MEMBER__NAME, " = ", CLASS_CONSTANT__VALUE, ";")
			.layout(PROPERTY, MEMBER__VISIBILITY, when(PROPERTY__STATIC, " static"), when(PROPERTY__READONLY, " readonly"),
					when(PROPERTY__TYPE, " ", PROPERTY__TYPE), " $", MEMBER__NAME, when(PROPERTY__DEFAULT, " = ", PROPERTY__DEFAULT),
					";")
			.layout(METHOD, when(METHOD__ABSTRACT, "abstract "), when(METHOD__FINAL, "final "),
					when(MEMBER__VISIBILITY, MEMBER__VISIBILITY, " "), when(METHOD__STATIC, "static "), "function ",
					when(METHOD__BY_REFERENCE, "&"), MEMBER__NAME, "(", pairs(METHOD__PARAMETER_TYPES, " $", METHOD__NAMES,
							Integer.MIN_VALUE, ", "), list(METHOD__PARAMETERS, ", "), ")",
					returnType(METHOD__RETURN_TYPE), when(METHOD__BODY, " ", METHOD__BODY).otherwise(";"))
			.layout(IF, "if (", IF__CONDITION, ") ", IF__THEN, list(IF__ELSE_IFS, ""), when(IF__ELSE, " else ", IF__ELSE))
			.layout(ELSE_IF, " elseif (", ELSE_IF__CONDITION, ") ", ELSE_IF__BLOCK)
			.layout(WHILE, "while (", WHILE__CONDITION, ") ", WHILE__BODY)
			.layout(DO_WHILE, "do ", DO_WHILE__BODY, " while (", DO_WHILE__CONDITION, ");")
			.layout(FOR, "for (", list(FOR__INIT, ", "), ";", when(FOR__CONDITIONS, " ", list(FOR__CONDITIONS, ", ")), ";",
					when(FOR__UPDATES, " ", list(FOR__UPDATES, ", ")), ") ", FOR__BODY)
			.layout(FOREACH, "foreach (", FOREACH__SUBJECT, " as ", when(FOREACH__KEY_NAME, "$", FOREACH__KEY_NAME, " => "),
					when(FOREACH__KEY, FOREACH__KEY, " => "), when(FOREACH__BY_REFERENCE, "&"),
					when(FOREACH__VALUE_NAME, "$", FOREACH__VALUE_NAME), FOREACH__VALUE, ") ", FOREACH__BODY)
			.layout(SWITCH, "switch (", SWITCH__SUBJECT, ") {", when(SWITCH__CASES, indented(list(SWITCH__CASES, "")), line()), "}")
			.layout(CASE, line(), when(CASE__TEST, "case ", CASE__TEST, ":").otherwise("default:"),
					indented(each(CASE__STATEMENTS, line())))
			.layout(BREAK, "break", when(BREAK__LEVELS, " ", BREAK__LEVELS), ";")
			.layout(CONTINUE, "continue", when(CONTINUE__LEVELS, " ", CONTINUE__LEVELS), ";")
			.layout(RETURN, "return", when(RETURN__VALUE, " ", RETURN__VALUE), ";")
			.layout(ECHO, "echo ", list(ECHO__VALUES, ", "), ";")
			.layout(THROW, "throw ", THROW__VALUE, ";")
			.layout(TRY, "try ", TRY__BLOCK, list(TRY__CATCHES, ""), when(TRY__FINALLY, " finally ", TRY__FINALLY))
			.layout(CATCH, " catch (", list(CATCH__TYPES, " | "), when(CATCH__VARIABLE, " $", CATCH__VARIABLE), ") ", CATCH__BLOCK)
			.layout(EXPRESSION_STATEMENT, EXPRESSION_STATEMENT__EXPRESSION, ";")
			.layout(STATIC_DECLARATION, "static $", STATIC_DECLARATION__NAME, when(STATIC_DECLARATION__VALUE, " = ",
					STATIC_DECLARATION__VALUE), ";")
			.layout(INLINE_HTML, INLINE_HTML__TEXT)
			// Expressions: compound operands in parentheses.
			.layout(INCLUDE, INCLUDE__KIND, " ", INCLUDE__FILE)
			.layout(ASSIGN, ASSIGN__TARGET, " ", ASSIGN__OPERATOR, " ", when(ASSIGN__BY_REFERENCE, "&"), ASSIGN__VALUE)
			.layout(CONDITIONAL, child(CONDITIONAL__CONDITION, OPERAND),
					when(CONDITIONAL__THEN, " ? ", child(CONDITIONAL__THEN, OPERAND), " : ").otherwise(" ?: "),
					child(CONDITIONAL__ELSE, OPERAND))
			.layout(BINARY, child(BINARY__LEFT, OPERAND), " ", BINARY__OPERATOR, " ", child(BINARY__RIGHT, OPERAND))
			.layout(NOT, "!", child(NOT__OPERAND, OPERAND))
			.layout(INSTANCEOF, child(INSTANCEOF__SUBJECT, OPERAND), " instanceof ", INSTANCEOF__TYPE)
			.layout(UNARY, UNARY__OPERATOR, child(UNARY__OPERAND, OPERAND))
			.layout(CAST, "(", CAST__TYPE, ")", child(CAST__OPERAND, OPERAND))
			.layout(PRE_INCREMENT, PRE_INCREMENT__OPERATOR, child(PRE_INCREMENT__OPERAND, PREFIX))
			.layout(POST_INCREMENT, child(POST_INCREMENT__OPERAND, PREFIX), POST_INCREMENT__OPERATOR)
			.layout(CLONE, "clone ", child(CLONE__OPERAND, PREFIX))
			.layout(INDEX, child(INDEX__TARGET, PREFIX), "[", INDEX__KEY, "]")
			.layout(PROPERTY_FETCH, child(PROPERTY_FETCH__TARGET, PREFIX), PROPERTY_FETCH__OPERATOR, PROPERTY_FETCH__NAME)
			.layout(METHOD_CALL, child(METHOD_CALL__TARGET, PREFIX), METHOD_CALL__OPERATOR, METHOD_CALL__NAME, "(",
					list(METHOD_CALL__ARGUMENTS, ", "), ")")
			.layout(CALL, (Layout) PhpRenderer::callTarget, "(", list(CALL__ARGUMENTS, ", "), ")")
			.layout(ARGUMENT, when(ARGUMENT__NAME, ARGUMENT__NAME, ": "), when(ARGUMENT__SPREAD, "..."), ARGUMENT__VALUE)
			.layout(STATIC_CALL, STATIC_CALL__TYPE, "::", STATIC_CALL__NAME, "(", list(STATIC_CALL__ARGUMENTS, ", "), ")")
			.layout(STATIC_PROPERTY, STATIC_PROPERTY__TYPE, "::$", STATIC_PROPERTY__NAME)
			.layout(CLASS_CONSTANT_FETCH, CLASS_CONSTANT_FETCH__TYPE, "::", CLASS_CONSTANT_FETCH__NAME)
			.layout(NAME, NAME__NAME)
			.layout(VARIABLE, "$", VARIABLE__NAME)
			.layout(INT_LITERAL, INT_LITERAL__VALUE)
			.layout(FLOAT_LITERAL, FLOAT_LITERAL__VALUE)
			.layout(STRING_LITERAL, STRING_LITERAL__VALUE)
			.layout(INTERPOLATED_STRING, INTERPOLATED_STRING__OPEN, list(INTERPOLATED_STRING__PARTS, ""),
					INTERPOLATED_STRING__CLOSE)
			.layout(STRING_TEXT, STRING_TEXT__TEXT)
			.layout(EMBEDDED_EXPRESSION, "{", EMBEDDED_EXPRESSION__EXPRESSION, "}")
			.layout(EMBEDDED_VARIABLE, (Layout) PhpRenderer::embeddedVariable)
			.layout(TRUE_LITERAL, "true")
			.layout(FALSE_LITERAL, "false")
			.layout(NULL_LITERAL, "null")
			.layout(ARRAY_LITERAL, "[", list(ARRAY_LITERAL__ITEMS, ", "), "]")
			.layout(LIST_LITERAL, "list(", list(LIST_LITERAL__ITEMS, ", "), ")")
			.layout(ARRAY_ITEM, when(ARRAY_ITEM__SPREAD, "...").otherwise(when(ARRAY_ITEM__KEY, ARRAY_ITEM__KEY, " => "),
					when(ARRAY_ITEM__BY_REFERENCE, "&")), ARRAY_ITEM__VALUE)
			.layout(CLOSURE, when(CLOSURE__STATIC, "static "), "function ", when(CLOSURE__BY_REFERENCE, "&"), "(",
					pairs(CLOSURE__PARAMETER_TYPES, " $", CLOSURE__NAMES, Integer.MIN_VALUE, ", "),
					list(CLOSURE__PARAMETERS, ", "), ")", when(CLOSURE__USES, " use (", list(CLOSURE__USES, ", "), ")"),
					returnType(CLOSURE__RETURN_TYPE), " ", CLOSURE__BODY)
			.layout(CLOSURE_USE, when(CLOSURE_USE__BY_REFERENCE, "&"), "$", CLOSURE_USE__NAME)
			.layout(ARROW_FUNCTION, when(ARROW_FUNCTION__STATIC, "static "), "fn", when(ARROW_FUNCTION__BY_REFERENCE, "&"), "(",
					pairs(ARROW_FUNCTION__PARAMETER_TYPES, " $", ARROW_FUNCTION__NAMES, Integer.MIN_VALUE, ", "),
					list(ARROW_FUNCTION__PARAMETERS, ", "), ")", returnType(ARROW_FUNCTION__RETURN_TYPE), " => ",
					ARROW_FUNCTION__VALUE)
			.layout(MATCH, "match (", MATCH__SUBJECT, ") {", indented(each(MATCH__ARMS, line(), ",")), line(), "}")
			.layout(MATCH_ARM, when(MATCH_ARM__DEFAULT, "default").otherwise(list(MATCH_ARM__CONDITIONS, ", ")), " => ",
					MATCH_ARM__RESULT)
			.layout(NEW, "new ", NEW__TYPE, "(", list(NEW__ARGUMENTS, ", "), ")")
			.build();

	/** A script, or a statement or expression alone. */
	public String render(EObject tree) {
		return RENDERER.render(tree);
	}

	/** Braces around statements or members, on lines of their own one level deeper; {} when there are none. */
	private static Layout braces(EReference statements) {
		return when(statements, "{\n", indented(lines(statements)), margin(), "}").otherwise("{}");
	}

	/** A class's or trait's braces: the traits it uses, then its members. */
	private static Layout braces(EReference traits, EReference members) {
		return when(traits, "{\n", indented(lines(traits), lines(members)), margin(), "}").otherwise(braces(members));
	}

	private static Layout returnType(EReference type) {
		return when(type, ": ", type);
	}

	/**
	 * $x in a string; in braces where the text after it would read on as its name, an index or a property
	 * ({$x}abc, {$x}[0], {$x}->p).
	 */
	private static void embeddedVariable(EObject node, cadmus.render.Writer out) {
		var variable = (EmbeddedVariable) node;
		var parts = ((InterpolatedString) variable.eContainer()).getParts();
		int next = parts.indexOf(variable) + 1;
		String after = next < parts.size() && parts.get(next) instanceof StringText text ? text.getText() : "";
		boolean joins = !after.isEmpty() && (Character.isLetterOrDigit(after.charAt(0)) || after.charAt(0) == '_'
				|| after.charAt(0) == '[' || after.startsWith("->") || after.charAt(0) >= 0x80);
		out.text(joins ? "{$" + variable.getName() + "}" : "$" + variable.getName());
	}

	/** What a call applies to: a property's or a class constant's value in parentheses (else a method call). */
	private static void callTarget(EObject node, cadmus.render.Writer out) {
		var target = ((Call) node).getTarget();
		if (target instanceof PropertyFetch || target instanceof ClassConstantFetch) {
			out.parenthesized(target);
		} else {
			out.node(target, PREFIX);
		}
	}
}
