package cadmus.lang.lua;

import static cadmus.lang.lua.lua.LuaPackage.Literals.*;
import static cadmus.render.Layouts.child;
import static cadmus.render.Layouts.each;
import static cadmus.render.Layouts.indented;
import static cadmus.render.Layouts.list;
import static cadmus.render.Layouts.margin;
import static cadmus.render.Layouts.value;
import static cadmus.render.Layouts.when;

import java.util.ArrayList;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.lua.lua.Block;
import cadmus.lang.lua.lua.Unary;
import cadmus.render.LayoutRenderer;
import cadmus.render.Precedence;
import cadmus.render.Writer;

/**
 * Renders Lua trees as text, from the core's layout tables. Every compound operand is parenthesized, so
 * precedence and associativity never need deciding and the text re-parses to the same tree (parentheses leave
 * no node); what a suffix applies to is a prefix expression or goes in parentheses. Statements go one per
 * line, two spaces deeper per block; a statement that starts with '(' gets a ';' after its predecessor, which
 * Lua needs to tell it from a call continuing the previous line.
 */
public final class LuaRenderer {

	/** Precedence levels: an operator, an operand that is not one, a prefix expression (what a suffix takes). */
	private static final int COMPOUND = 1;
	private static final int OPERAND = 2;
	private static final int PREFIX = 3;

	private static final LuaStringConverter STRINGS = new LuaStringConverter();

	private static final LayoutRenderer RENDERER = LayoutRenderer.builder("Lua")
			.indent("  ")
			.precedence(Precedence.builder()
					.level(COMPOUND, BINARY, UNARY)
					.level(PREFIX, NAME, INDEX, MEMBER, CALL, METHOD_CALL)
					.otherwise(OPERAND)
					.build())
			.layout(CHUNK, CHUNK__BLOCK)
			.layout(BLOCK, LuaRenderer::block)
			.layout(RETURN, "return", when(RETURN__VALUES, " ", list(RETURN__VALUES, ", ")))
			.layout(BREAK, "break")
			.layout(LOCAL, "local ", list(LOCAL__NAMES, ", "), when(LOCAL__VALUES, " = ", list(LOCAL__VALUES, ", ")))
			.layout(ASSIGNMENT, list(ASSIGNMENT__TARGETS, ", "), " = ", list(ASSIGNMENT__VALUES, ", "))
			.layout(CALL_STATEMENT, CALL_STATEMENT__CALL)
			.layout(LOCAL_FUNCTION, "local function ", LOCAL_FUNCTION__NAME, LOCAL_FUNCTION__BODY)
			.layout(FUNCTION_DECLARATION, "function ", FUNCTION_DECLARATION__NAME,
					each(FUNCTION_DECLARATION__FIELDS, "."),
					when(FUNCTION_DECLARATION__METHOD, ":", FUNCTION_DECLARATION__METHOD), FUNCTION_DECLARATION__BODY)
			.layout(IF, "if ", IF__CONDITION, " then\n", indented(IF__THEN_BLOCK), list(IF__ELSE_IFS, ""),
					when(IF__ELSE_BLOCK, margin(), "else\n", indented(IF__ELSE_BLOCK)), margin(), "end")
			.layout(ELSE_IF, margin(), "elseif ", ELSE_IF__CONDITION, " then\n", indented(ELSE_IF__BLOCK))
			.layout(WHILE, "while ", WHILE__CONDITION, " do\n", indented(WHILE__BLOCK), margin(), "end")
			.layout(REPEAT, "repeat\n", indented(REPEAT__BLOCK), margin(), "until ", REPEAT__CONDITION)
			.layout(DO, "do\n", indented(DO__BLOCK), margin(), "end")
			.layout(NUMERIC_FOR, "for ", NUMERIC_FOR__VARIABLE, " = ", NUMERIC_FOR__START, ", ", NUMERIC_FOR__LIMIT,
					when(NUMERIC_FOR__STEP, ", ", NUMERIC_FOR__STEP), " do\n", indented(NUMERIC_FOR__BLOCK), margin(), "end")
			.layout(GENERIC_FOR, "for ", list(GENERIC_FOR__NAMES, ", "), " in ", list(GENERIC_FOR__ITERATORS, ", "),
					" do\n", indented(GENERIC_FOR__BLOCK), margin(), "end")
			.layout(FUNCTION_BODY, "(", list(FUNCTION_BODY__PARAMETERS, ", "),
					when(FUNCTION_BODY__VARARGS, when(FUNCTION_BODY__PARAMETERS, ", "), "..."), ")\n",
					indented(FUNCTION_BODY__BLOCK), margin(), "end")
			.layout(BINARY, child(BINARY__LEFT, OPERAND), " ", BINARY__OPERATOR, " ", child(BINARY__RIGHT, OPERAND))
			.layout(UNARY, UNARY__OPERATOR, when(node -> "not".equals(((Unary) node).getOperator()), " "),
					child(UNARY__OPERAND, OPERAND))
			.layout(NIL_LITERAL, "nil")
			.layout(TRUE_LITERAL, "true")
			.layout(FALSE_LITERAL, "false")
			.layout(VARARG, "...")
			.layout(NUMBER_LITERAL, NUMBER_LITERAL__VALUE)
			.layout(STRING_LITERAL, value(STRING_LITERAL__VALUE, LuaRenderer::quoted))
			.layout(FUNCTION, "function", FUNCTION__BODY)
			.layout(TABLE, "{", list(TABLE__FIELDS, ", "), "}")
			.layout(NAMED_FIELD, NAMED_FIELD__NAME, " = ", FIELD__VALUE)
			.layout(KEYED_FIELD, "[", KEYED_FIELD__KEY, "] = ", FIELD__VALUE)
			.layout(POSITIONAL_FIELD, FIELD__VALUE)
			.layout(NAME, NAME__NAME)
			.layout(INDEX, child(INDEX__TARGET, PREFIX), "[", INDEX__KEY, "]")
			.layout(MEMBER, child(MEMBER__TARGET, PREFIX), ".", MEMBER__NAME)
			.layout(METHOD_CALL, child(METHOD_CALL__TARGET, PREFIX), ":", METHOD_CALL__NAME, METHOD_CALL__ARGUMENTS)
			.layout(CALL, child(CALL__TARGET, PREFIX), CALL__ARGUMENTS)
			.layout(LIST_ARGUMENTS, "(", list(LIST_ARGUMENTS__VALUES, ", "), ")")
			.layout(TABLE_ARGUMENT, TABLE_ARGUMENT__TABLE)
			.layout(STRING_ARGUMENT, " ", value(STRING_ARGUMENT__VALUE, LuaRenderer::quoted))
			.build();

	/** A chunk, or an expression alone. */
	public String render(EObject tree) {
		return RENDERER.render(tree);
	}

	/** One statement a line; a ';' where the next line would otherwise continue this one as a call. */
	private static void block(EObject node, Writer out) {
		var block = (Block) node;
		var statements = new ArrayList<EObject>(block.getStatements());
		if (block.getLast() != null) {
			statements.add(block.getLast());
		}
		var lines = new ArrayList<String>(statements.size());
		for (EObject statement : statements) {
			lines.add(out.rendered(statement, Integer.MIN_VALUE));
		}
		for (int i = 0; i < lines.size(); i++) {
			boolean nextOpensParen = i + 1 < lines.size() && lines.get(i + 1).startsWith("(");
			out.margin().text(lines.get(i)).text(nextOpensParen ? ";\n" : "\n");
		}
	}

	private static String quoted(Object value) {
		return STRINGS.toString((String) value);
	}
}
