package cadmus.lang.dafny;

import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;
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
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.lang.dafny.dafny.Cardinality;
import cadmus.lang.dafny.dafny.Member;
import cadmus.lang.dafny.dafny.Reference;
import cadmus.render.Layout;
import cadmus.render.LayoutRenderer;
import cadmus.render.Precedence;

/**
 * Renders Dafny trees as text, from the core's layout tables: declarations apart by a blank line, one statement a
 * line, a specification clause a line under what it specifies, blocks two spaces deeper. Every compound operand is
 * parenthesized, so Dafny's rules (no && next to || without parentheses, right-associative ==>) never need
 * deciding; the expressions that run on as far as they can (if-then-else, let, match, quantifiers, comprehensions)
 * are compound, so in parentheses wherever something could follow them. What a suffix ('[', '.', '(') applies to
 * is a name, a suffixed expression, a display or a tuple, or goes in parentheses.
 */
public final class DafnyRenderer {

	/** Precedence levels: an operator or open-ended expression, an operand that is not one, what a suffix applies to. */
	private static final int COMPOUND = 1;
	private static final int OPERAND = 2;
	private static final int SUFFIXED = 3;

	private static final LayoutRenderer RENDERER = LayoutRenderer.builder("Dafny")
			.indent("  ")
			.precedence(Precedence.builder()
					.level(COMPOUND, BINARY, UNARY, AS, IF_EXPRESSION, LET_EXPRESSION, MATCH_EXPRESSION, QUANTIFIER,
							SET_COMPREHENSION, MAP_COMPREHENSION, NEW_OBJECT, NEW_ARRAY)
					.level(SUFFIXED, REFERENCE, THIS, SELECT, MEMBER, CALL, TUPLE, SEQ_DISPLAY, SET_DISPLAY,
							MULTISET_DISPLAY, MAP_DISPLAY, CARDINALITY)
					.otherwise(OPERAND)
					.build())
			.layout(DOCUMENT, (Layout) (node, out) -> {
				boolean first = true;
				for (var declaration : ((cadmus.lang.dafny.dafny.Document) node).getDeclarations()) {
					out.text(first ? "" : "\n").node(declaration).text("\n");
					first = false;
				}
			})
			.layout(DATATYPE, "datatype ", DATATYPE__NAME, " = ", list(DATATYPE__VARIANTS, " | "))
			.layout(VARIANT, VARIANT__NAME, when(VARIANT__FIELD_NAMES, "(",
					pairs(VARIANT__FIELD_NAMES, ": ", VARIANT__FIELD_TYPES, Integer.MIN_VALUE, ", "), ")"))
			.layout(CLASS_DECLARATION, "class ", CLASS_DECLARATION__NAME, " {",
					when(CLASS_DECLARATION__MEMBERS, indented(each(CLASS_DECLARATION__MEMBERS, line())), line()), "}")
			.layout(FIELD, "var ", FIELD__NAME, ": ", FIELD__TYPE)
			.layout(CONSTRUCTOR, "constructor (", parameters(CONSTRUCTOR__NAMES, CONSTRUCTOR__PARAMETER_TYPES), ")",
					specified(CONSTRUCTOR__SPECIFICATIONS), CONSTRUCTOR__BODY)
			.layout(FUNCTION_DECLARATION, "function ", when(FUNCTION_DECLARATION__COMPILED, "method "), FUNCTION_DECLARATION__NAME,
					when(FUNCTION_DECLARATION__TYPE_PARAMETERS, "<", list(FUNCTION_DECLARATION__TYPE_PARAMETERS, ", "), ">"), "(", parameters(FUNCTION_DECLARATION__NAMES, FUNCTION_DECLARATION__PARAMETER_TYPES), "): ",
					FUNCTION_DECLARATION__RESULT_TYPE, specified(FUNCTION_DECLARATION__SPECIFICATIONS), "{",
					indented(line(), FUNCTION_DECLARATION__BODY), line(), "}")
			.layout(PREDICATE_DECLARATION, "predicate ", when(PREDICATE_DECLARATION__COMPILED, "method "),
					PREDICATE_DECLARATION__NAME, "(", parameters(PREDICATE_DECLARATION__NAMES,
							PREDICATE_DECLARATION__PARAMETER_TYPES), ")", specified(PREDICATE_DECLARATION__SPECIFICATIONS),
					"{", indented(line(), PREDICATE_DECLARATION__BODY), line(), "}")
			.layout(METHOD_DECLARATION, "method ", METHOD_DECLARATION__NAME, "(",
					parameters(METHOD_DECLARATION__NAMES, METHOD_DECLARATION__PARAMETER_TYPES), ")",
					when(METHOD_DECLARATION__OUT_NAMES, " returns (",
							parameters(METHOD_DECLARATION__OUT_NAMES, METHOD_DECLARATION__OUT_TYPES), ")"),
					specified(METHOD_DECLARATION__SPECIFICATIONS), METHOD_DECLARATION__BODY)
			.layout(MAIN, "method Main() ", MAIN__BODY)
			.layout(TYPE_PARAMETER, TYPE_PARAMETER__NAME, when(TYPE_PARAMETER__EQUALITY, "(==)"))
			.layout(REQUIRES, "requires ", REQUIRES__CONDITION)
			.layout(ENSURES, "ensures ", ENSURES__CONDITION)
			.layout(DECREASES, "decreases ", list(DECREASES__MEASURES, ", "))
			.layout(MODIFIES, "modifies ", list(MODIFIES__FRAMES, ", "))
			.layout(READS, "reads ", list(READS__FRAMES, ", "))
			.layout(INVARIANT, "invariant ", INVARIANT__CONDITION)
			.layout(PRIMITIVE_TYPE, PRIMITIVE_TYPE__NAME)
			.layout(NAMED_TYPE, NAMED_TYPE__NAME)
			.layout(COLLECTION_TYPE, COLLECTION_TYPE__KIND, "<", COLLECTION_TYPE__ELEMENT, ">")
			.layout(MAP_TYPE, "map<", MAP_TYPE__KEY, ", ", MAP_TYPE__VALUE, ">")
			.layout(TUPLE_TYPE, "(", list(TUPLE_TYPE__ELEMENTS, ", "), ")")
			.layout(ARRAY_TYPE, "array<", ARRAY_TYPE__ELEMENT, ">")
			// Statements
			.layout(BLOCK, braces(BLOCK__STATEMENTS))
			.layout(VAR_DECLARATION, "var ", when(VAR_DECLARATION__TYPES, parameters(VAR_DECLARATION__NAMES, VAR_DECLARATION__TYPES))
					.otherwise(list(VAR_DECLARATION__NAMES, ", ")),
					when(VAR_DECLARATION__VALUES, " := ", list(VAR_DECLARATION__VALUES, ", ")), ";")
			.layout(UPDATE, list(UPDATE__TARGETS, ", "), when(UPDATE__VALUES, " := ", list(UPDATE__VALUES, ", ")), ";")
			.layout(IF, "if ", IF__CONDITION, " ", IF__THEN, when(IF__ELSE_IF, " else ", IF__ELSE_IF), when(IF__ELSE, " else ", IF__ELSE))
			.layout(WHILE, "while ", WHILE__CONDITION, indented(each(WHILE__SPECIFICATIONS, line())),
					when(WHILE__SPECIFICATIONS, line()).otherwise(" "), WHILE__BODY)
			.layout(PRINT, "print ", list(PRINT__VALUES, ", "), ";")
			.layout(ASSERT, "assert ", ASSERT__CONDITION, ";")
			.layout(RETURN, "return;")
			.layout(MATCH_STATEMENT, "match ", child(MATCH_STATEMENT__SUBJECT, OPERAND), " {", indented(each(MATCH_STATEMENT__CASES, line())),
					line(), "}")
			.layout(CASE_STATEMENT, "case ", CASE_STATEMENT__CONSTRUCTOR, when(CASE_STATEMENT__NAMES, "(",
					list(CASE_STATEMENT__NAMES, ", "), ")"), " =>", indented(each(CASE_STATEMENT__STATEMENTS, line())))
			// Expressions: compound operands in parentheses.
			.layout(BINARY, child(BINARY__LEFT, OPERAND), " ", BINARY__OPERATOR, " ", child(BINARY__RIGHT, OPERAND))
			.layout(UNARY, UNARY__OPERATOR, child(UNARY__OPERAND, OPERAND))
			.layout(AS, child(AS__OPERAND, OPERAND), " as ", AS__TYPE)
			.layout(SELECT, child(SELECT__TARGET, SUFFIXED), "[", SELECT__LOWER, when(SELECT__SLICE, "..", SELECT__UPPER),
					when(SELECT__UPDATE, " := ", SELECT__UPDATE), "]")
			.layout(MEMBER, (Layout) DafnyRenderer::memberTarget, ".", MEMBER__NAME, when(MEMBER__DISCRIMINATOR, "?"))
			.layout(CALL, child(CALL__TARGET, SUFFIXED), "(", list(CALL__ARGUMENTS, ", "), ")")
			.layout(INT_LITERAL, INT_LITERAL__VALUE)
			.layout(REAL_LITERAL, REAL_LITERAL__VALUE)
			.layout(BOOL_LITERAL, when(BOOL_LITERAL__VALUE, "true").otherwise("false"))
			.layout(CHAR_LITERAL, CHAR_LITERAL__VALUE)
			.layout(STRING_LITERAL, STRING_LITERAL__VALUE)
			.layout(REFERENCE, REFERENCE__NAME)
			.layout(THIS, "this")
			.layout(TUPLE, "(", list(TUPLE__ELEMENTS, ", "), ")")
			.layout(SEQ_DISPLAY, "[", list(SEQ_DISPLAY__ELEMENTS, ", "), "]")
			.layout(SET_DISPLAY, "{", list(SET_DISPLAY__ELEMENTS, ", "), "}")
			.layout(MULTISET_DISPLAY, "multiset", when(MULTISET_DISPLAY__OF, "(", MULTISET_DISPLAY__OF, ")")
					.otherwise("{", list(MULTISET_DISPLAY__ELEMENTS, ", "), "}"))
			.layout(MAP_DISPLAY, "map[", pairs(MAP_DISPLAY__KEYS, " := ", MAP_DISPLAY__VALUES, Integer.MIN_VALUE, ", "), "]")
			.layout(CARDINALITY, (Layout) DafnyRenderer::cardinality)
			.layout(IF_EXPRESSION, "if ", child(IF_EXPRESSION__CONDITION, OPERAND), " then ", child(IF_EXPRESSION__THEN, OPERAND),
					" else ", IF_EXPRESSION__ELSE)
			.layout(LET_EXPRESSION, "var ", LET_EXPRESSION__NAME, when(LET_EXPRESSION__TYPE, ": ", LET_EXPRESSION__TYPE), " := ",
					LET_EXPRESSION__VALUE, "; ", LET_EXPRESSION__BODY)
			// A case's body in parentheses where compound: a match in it would take the later cases as its own.
			.layout(MATCH_EXPRESSION, "match ", child(MATCH_EXPRESSION__SUBJECT, OPERAND), each(MATCH_EXPRESSION__CASES, " "))
			.layout(CASE_EXPRESSION, "case ", CASE_EXPRESSION__CONSTRUCTOR, when(CASE_EXPRESSION__NAMES, "(",
					list(CASE_EXPRESSION__NAMES, ", "), ")"), " => ", child(CASE_EXPRESSION__BODY, OPERAND))
			.layout(QUANTIFIER, QUANTIFIER__KIND, " ", QUANTIFIER__NAME, when(QUANTIFIER__TYPE, ": ", QUANTIFIER__TYPE), " | ",
					QUANTIFIER__RANGE, " :: ", QUANTIFIER__BODY)
			.layout(SET_COMPREHENSION, "set ", SET_COMPREHENSION__NAME, when(SET_COMPREHENSION__TYPE, ": ", SET_COMPREHENSION__TYPE),
					" | ", SET_COMPREHENSION__RANGE, " :: ", SET_COMPREHENSION__TERM)
			.layout(MAP_COMPREHENSION, "map ", MAP_COMPREHENSION__NAME, when(MAP_COMPREHENSION__TYPE, ": ", MAP_COMPREHENSION__TYPE),
					" | ", MAP_COMPREHENSION__RANGE, " :: ", MAP_COMPREHENSION__TERM)
			.layout(NEW_OBJECT, "new ", NEW_OBJECT__TYPE, "(", list(NEW_OBJECT__ARGUMENTS, ", "), ")")
			.layout(NEW_ARRAY, "new ", NEW_ARRAY__ELEMENT, when(NEW_ARRAY__SIZE, "[", NEW_ARRAY__SIZE, "](_ => ",
					NEW_ARRAY__INITIAL, ")").otherwise("[][", list(NEW_ARRAY__ELEMENTS, ", "), "]"))
			.build();

	/** A program, or a declaration, statement or expression alone. */
	public String render(EObject tree) {
		return RENDERER.render(tree);
	}

	/** name: type pairs, comma-separated. */
	private static Layout parameters(EStructuralFeature names, EStructuralFeature types) {
		return pairs(names, ": ", types, Integer.MIN_VALUE, ", ");
	}

	/** Specification clauses a line each, one level deeper, then the body's brace on a line of its own. */
	private static Layout specified(EReference specifications) {
		return cadmus.render.Layouts.of(indented(each(specifications, line())),
				when(specifications, line()).otherwise(" "));
	}

	/** Braces around statements, on lines of their own one level deeper; {} when there are none. */
	private static Layout braces(EReference statements) {
		return when(statements, "{\n", indented(lines(statements)), margin(), "}").otherwise("{}");
	}

	/**
	 * What a member applies to; in parentheses where it is a tuple's component (t.1.0 would read as t . 1.0) or a
	 * capitalized name (a constructor: Dafny reads A.B? as a name qualified by a type or module A).
	 */
	private static void memberTarget(EObject node, cadmus.render.Writer out) {
		var target = ((Member) node).getTarget();
		if (target instanceof Member inner && !inner.getName().isEmpty() && Character.isDigit(inner.getName().charAt(0))
				|| target instanceof Reference r && Character.isUpperCase(r.getName().charAt(0))) {
			out.parenthesized(target);
		} else {
			out.node(target, SUFFIXED);
		}
	}

	/** |e|, a space inside the bars where e itself starts or ends with one (| |s| |), which would read as ||. */
	private static void cardinality(EObject node, cadmus.render.Writer out) {
		String operand = out.rendered(((Cardinality) node).getOperand(), Integer.MIN_VALUE);
		String pad = operand.startsWith("|") || operand.endsWith("|") ? " " : "";
		out.text("|" + pad + operand + pad + "|");
	}
}
