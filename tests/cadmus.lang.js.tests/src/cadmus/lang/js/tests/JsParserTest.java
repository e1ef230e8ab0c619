package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.ExpressionStatement;
import cadmus.lang.js.js.If;
import cadmus.lang.js.js.NumberLiteral;
import cadmus.lang.js.js.Parenthesized;
import cadmus.lang.js.js.RegexLiteral;
import cadmus.lang.js.js.Script;
import cadmus.lang.js.js.StringLiteral;
import cadmus.lang.js.js.SubstitutionTemplate;
import cadmus.lang.js.js.TemplateLiteral;
import cadmus.lang.js.js.VariableStatement;
import cadmus.testing.Services;

class JsParserTest {

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");

	/**
	 * What real code writes that generated code does not, parsed and written back in the renderer's form: a name
	 * standing for its own key in a destructuring pattern (with a default too), and a comma ending a list of
	 * arguments, parameters, elements or pattern properties (node's own tests are full of both).
	 */
	@Test
	void shorthandPatternsAndTrailingCommasParse() throws Exception {
		assertEquals("const {a, b: c, d = 1} = require(\"x\");\n",
				js.render(js.parse("const { a, b: c, d = 1, } = require('x',);\n")).replace('\'', '"'));
		assertEquals("function f(a, b) {\n\treturn [a, b];\n}\n", js.render(js.parse("function f(a, b,) { return [a, b,]; }")));
	}

	@Test
	void theParserBuildsTheExpectedTree() throws Exception {
		var tree = (Script) js.parse("var x = 1 + 2 * 3;\nf(x);\n");
		var declaration = (VariableStatement) tree.getStatements().get(0);
		assertEquals("x", declaration.getName());
		var sum = (Binary) declaration.getValue();
		assertEquals("+", sum.getOperator());
		assertEquals("*", ((Binary) sum.getRight()).getOperator());
		assertEquals("var x = 1 + 2 * 3;\nf(x);\n", js.render(tree));
	}

	@Test
	void parenthesesWrittenInTheTextAreKept() throws Exception {
		String text = "x = ((a)) + (b * c) - (-(-1));\n";
		var tree = js.parse(text);
		long parenthesized = 0;
		for (var it = tree.eAllContents(); it.hasNext();) {
			if (it.next() instanceof Parenthesized) {
				parenthesized++;
			}
		}
		assertEquals(5, parenthesized);
		assertEquals(text, js.render(tree));
		assertTrue(EcoreUtil.equals(tree, js.parse(js.render(tree))));
	}

	@Test
	void stringsAndTemplatesKeepTheirEscapesAsWritten() throws Exception {
		String text = "s = \"a\\\"b\\\\\\n\\u0041\\x41\" + 'it\\'s' + `t\\`e$mpl`;\n";
		var tree = js.parse(text);
		var sum = (Binary) ((cadmus.lang.js.js.AssignmentExpression) ((ExpressionStatement) ((Script) tree)
				.getStatements().get(0)).getExpression()).getValue();
		var inner = (Binary) sum.getLeft();
		assertEquals("\"a\\\"b\\\\\\n\\u0041\\x41\"", ((StringLiteral) inner.getLeft()).getValue());
		assertEquals("'it\\'s'", ((StringLiteral) inner.getRight()).getValue());
		assertEquals("`t\\`e$mpl`", ((TemplateLiteral) sum.getRight()).getValue());
		assertEquals(text, js.render(tree));
	}

	@Test
	void aTemplatesSubstitutionsEndAtTheirOwnBrace() throws Exception {
		// Braces inside a substitution (an object literal, a block), templates inside templates, and a '}' of
		// code before a template, which a lexer without modes would read as a template's tail.
		String text = "if (a) { x = 1; } s = `t`;\ns = `a${{b: 1}.b}c${`d${e}f`}${g}`;\nif (a) { s = `}${x}{`; }\n";
		var tree = (Script) js.parse(text);
		assertEquals(4, tree.getStatements().size());
		assertTrue(EcoreUtil.equals(tree, js.parse(js.render(tree))), js.render(tree));
		var template = (SubstitutionTemplate) ((cadmus.lang.js.js.AssignmentExpression) ((ExpressionStatement) tree
				.getStatements().get(2)).getExpression()).getValue();
		assertEquals("`a${", template.getHead());
		assertEquals(java.util.List.of("}c${", "}${"), template.getMiddles());
		assertEquals("}`", template.getTail());
		assertEquals(3, template.getSubstitutions().size());
		assertInstanceOf(SubstitutionTemplate.class, template.getSubstitutions().get(1));
		assertThrows(UnparsableProgramException.class, () -> js.parse("s = `a${b`;"));
		assertThrows(UnparsableProgramException.class, () -> js.parse("s = `a${b}"));
		assertThrows(UnparsableProgramException.class, () -> js.parse("s = a};"));
	}

	@Test
	void aSlashIsARegularExpressionWhereAnOperandStartsAndADivisionAfterOne() throws Exception {
		String text = """
				x = a / b / c;
				r = /[/]x\\/y/gi;
				t = (a) / 2 + /=a/.test(s) + x++ / 2 + [1] / 2 + this / 2;
				w = typeof /a/ ? [/b/, /c/m] : /* a comment */ a /* another */ / 2;
				""";
		var statements = ((Script) js.parse(text)).getStatements();
		var first = (Binary) value(statements.get(0));
		assertEquals("/", first.getOperator());
		assertInstanceOf(Binary.class, first.getLeft());
		assertEquals("/[/]x\\/y/gi", ((RegexLiteral) value(statements.get(1))).getValue());
		String rendered = js.render(js.parse(text));
		assertTrue(rendered.contains("(a) / 2 + /=a/.test(s) + x++ / 2"), rendered);
		var regexes = new java.util.ArrayList<String>();
		((Script) js.parse(text)).eAllContents().forEachRemaining(node -> {
			if (node instanceof RegexLiteral r) {
				regexes.add(r.getValue());
			}
		});
		assertEquals(java.util.List.of("/[/]x\\/y/gi", "/=a/", "/a/", "/b/", "/c/m"), regexes);
		assertTrue(EcoreUtil.equals(js.parse(text), js.parse(rendered)), rendered);
		// A literal ends on its line, and a line comment is never one.
		assertThrows(UnparsableProgramException.class, () -> js.parse("r = /abc;\nx = 1;"));
		assertThrows(UnparsableProgramException.class, () -> js.parse("r = /ab\\\n/;"));
		assertEquals("x = 1;\n", js.render(js.parse("x = 1; // not / a regex /\n")));
	}

	private static cadmus.lang.js.js.Expression value(cadmus.lang.js.js.Statement statement) {
		return ((cadmus.lang.js.js.AssignmentExpression) ((ExpressionStatement) statement).getExpression()).getValue();
	}

	@Test
	void numbersKeepTheirText() throws Exception {
		String text = "n = 0x1F + .5 + 1e3 + 1.5E-3 + 1. + 42;\n";
		var tree = js.parse(text);
		assertEquals(text, js.render(tree));
		var values = new java.util.ArrayList<String>();
		tree.eAllContents().forEachRemaining(node -> {
			if (node instanceof NumberLiteral n) {
				values.add(n.getValue());
			}
		});
		assertEquals(java.util.List.of("0x1F", ".5", "1e3", "1.5E-3", "1.", "42"), values);
	}

	@Test
	void commentsAreDropped() throws Exception {
		var tree = js.parse("// leading\nx = 1; /* inside */ y = /* in an expression */ 2; // trailing\n/* last */");
		assertEquals("x = 1;\ny = 2;\n", js.render(tree));
	}

	@Test
	void gettersSettersAndPlainMethodsAreWrittenBackAsParsed() throws Exception {
		String text = "class A {\n\tget x() {}\n\tx() {}\n\tset x(v) {}\n\tstatic get get() {}\n\tstatic static() {}\n}\n";
		assertEquals(text, js.render(js.parse(text)));
		String object = "o = {\n\tget x() {},\n\tx() {},\n\tset x(v) {},\n\tget: 1\n};\n";
		assertEquals(object, js.render(js.parse(object)));
	}

	@Test
	void anElseBelongsToTheNearestIf() throws Exception {
		var outer = (If) ((Script) js.parse("if (a) if (b) c; else d;")).getStatements().get(0);
		assertNull(outer.getElse());
		assertInstanceOf(If.class, outer.getThen());
		assertTrue(((If) outer.getThen()).getElse() != null);
	}

	@Test
	void syntaxErrorsNameTheirLine() {
		var e = assertThrows(UnparsableProgramException.class, () -> js.parse("var x = 1;\nx = = 2;\n"));
		assertTrue(e.errors().get(0).startsWith("line 2"), e.getMessage());
		// no automatic semicolon insertion
		e = assertThrows(UnparsableProgramException.class, () -> js.parse("x = 1;\n\n\ny = 2\n"));
		assertTrue(e.errors().get(0).startsWith("line 4"), e.getMessage());
		e = assertThrows(UnparsableProgramException.class, () -> js.parse("x = 1;\ns = \"unterminated;\n"));
		assertTrue(e.errors().get(0).startsWith("line 2"), e.getMessage());
		assertThrows(UnparsableProgramException.class, () -> js.parse("if (x) {"));
		assertThrows(UnparsableProgramException.class, () -> js.parse("function () {}"));
		assertThrows(UnparsableProgramException.class, () -> js.parse("x = a +;"));
	}
}
