package cadmus.lang.js.tests;

import static cadmus.lang.js.tests.JsTrees.arrow;
import static cadmus.lang.js.tests.JsTrees.assign;
import static cadmus.lang.js.tests.JsTrees.binary;
import static cadmus.lang.js.tests.JsTrees.call;
import static cadmus.lang.js.tests.JsTrees.classExpression;
import static cadmus.lang.js.tests.JsTrees.conditional;
import static cadmus.lang.js.tests.JsTrees.function;
import static cadmus.lang.js.tests.JsTrees.member;
import static cadmus.lang.js.tests.JsTrees.name;
import static cadmus.lang.js.tests.JsTrees.newOf;
import static cadmus.lang.js.tests.JsTrees.number;
import static cadmus.lang.js.tests.JsTrees.object;
import static cadmus.lang.js.tests.JsTrees.postfix;
import static cadmus.lang.js.tests.JsTrees.prefix;
import static cadmus.lang.js.tests.JsTrees.script;
import static cadmus.lang.js.tests.JsTrees.sequence;
import static cadmus.lang.js.tests.JsTrees.statement;
import static cadmus.lang.js.tests.JsTrees.unary;
import static cadmus.lang.js.tests.JsTrees.withoutParentheses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.TreeSet;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.Language;
import cadmus.lang.js.js.Block;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.ExpressionInit;
import cadmus.lang.js.js.If;
import cadmus.lang.js.js.JsFactory;
import cadmus.lang.js.js.JsPackage;
import cadmus.lang.js.js.Parenthesized;
import cadmus.lang.js.js.Script;
import cadmus.lang.js.js.Statement;
import cadmus.testing.Services;

/**
 * Property: text renders back to text that parses to an equal tree and renders identically; trees built
 * directly (as the generator builds them, without parentheses nodes) get exactly the parentheses they need.
 */
class JsRoundTripTest {

	/** Every construct of the grammar (and valid JavaScript: node --check accepts it). */
	static final String EVERY_CONSTRUCT = """
			// comments are dropped
			/* block comment */
			var a = 1;
			let b = 2, c;
			const {x: px, y: [py, pz = 3, ...prest]} = {x: 1, y: [2]};
			var [q1, q2] = [1, 2, 3];
			let [q3, q4 = 1, q5 = `d${q3}`] = [1];
			const k1 = q3, k2 = 1;
			const k3 = q4;
			function Point(x, y) { this.x = x; this.y = y; }
			a = new Point(1, 2)["x"] + [k3][0];
			for (let [k3, k4] in {}) {}
			function f(p1, p2 = 10, {k: kk} = {}, [m1, m2] = [], ...rest) {
				return p1 + p2 * kk - m1 / m2 % rest.length;
			}
			function g() {}
			class Base {
				constructor(v) { this.v = v; }
				static make() { return new Base(1); }
				get value() { return this.v; }
				set value(w) { this.v = w; }
				static get get() { return 0; }
				["computed" + 1]() { return 'c'; }
				"str"() {}
				42() {}
			}
			class Derived extends Base {
				constructor() { super(2); super.value; }
			}
			{
				a = 2;
				{}
			}
			if (a) b = 1;
			if (a) { b = 2; } else { b = 3; }
			if (a) b = 1; else if (b) c = 2; else c = 3;
			if (a) { if (b) c = 1; } else c = 2;
			for (var i = 0, j = 1; i < 10; i++, j--) {}
			for (;;) break;
			for (i = 0; i < 3; ++i) continue;
			for (var k2 in {a: 1}) ;
			for (let key in a, b) {}
			for (const v of [1, 2]) {}
			for (let [v1, v2] of [[1, 2]]) {}
			for (var {p: v3} of []) {}
			for (var z = (1 in {}); false;) ;
			while (a < 0) a++;
			do a--; while (a > 100);
			do { a--; } while (a > 100);
			outer: for (;;) { inner: while (true) { break outer; continue inner; } }
			try { throw new Error("x"); } catch (e) { a = e; } finally { b = 0; }
			try {} catch ({message: msg}) {}
			try {} finally {}
			switch (a) {
				case 1:
				case 2: b = 1; break;
				default: b = 2;
				case 3:
			}
			with (Math) a = max(1, 2);
			;
			var o = {a: 1, 'b': 2, 3: 4, [a + b]: 5, a, m() { return 1; }, get gx() { return 2; }, set sx(v) {},
				get: 1, set: 2, static: 3, of: 4, get get() { return 0; }};
			var t = `template $ literal \\` x`;
			var s1 = "double \\"quoted\\" \\n \\u0041 \\x41 \\\\";
			var s2 = 'single \\'quoted\\'';
			var n = 0x1F + .5 + 1e3 + 1.5E-3 + 1.;
			var arr = [1, ...[2, 3], f(...arr, 1)];
			var fe = function () {};
			var fn = function named(x) { return x; };
			var ce = class {};
			var cn = class Named extends Base {};
			var af1 = () => 1;
			var af2 = x => x * 2;
			var af3 = (x, y) => { return x + y; };
			var af4 = (x = 1, ...ys) => ({x});
			var af5 = ({a: a2}) => a2;
			var af6 = () => () => 0;
			var af7 = (x, y = x + 1, z = {a: 1}) => x + y;
			var af8 = (x, ...ys) => ys.length;
			var af9 = (...ys) => ys;
			var tp = `a${b}c${`d${e}`}f${ {g: 1}.g }h${(() => { return {}; })()}$`;
			if (tp) { tp = `} else { ${tp} }`; } else { tp = 1; }
			var re = /[/]a\\/b(?:c|d)+/gi, dv = a / b / 2, dr = (a) / /=x/.source.length;
			if (/^x$/m.test(re.source)) { re = "ab".replace(/[a-c]+/g, "x").split(/\\s/); }
			a = b = c;
			a += 1; a -= 1; a *= 2; a /= 2; a %= 2; a **= 2; a <<= 1; a >>= 1; a >>>= 1; a &= 1; a |= 1; a ^= 1;
			a = b ? c : a ? b : c;
			a = (b ? c : a) ? b : c;
			a = b || c && a | b ^ c & a == b != c === a !== b < c > a <= b >= c << a >> b >>> c + a - b * c / a % b ** c;
			a = ((a || b) && c) | (b ^ c);
			a = typeof a + void 0 + !a + -a + +a + ~a;
			delete o.a;
			a = - -a + - --a + +(+a) - (-a) - -a;
			a = a - -1 + a + +1;
			a = (-a) ** 2 + (a ** 2) ** 3 + 2 ** -a + (++a) ** 2;
			a = a instanceof Base;
			a = "a" in o;
			a = (1, 2, 3);
			a++, a--, ++a, --a;
			new Base;
			new Base(1).value;
			(new Base).value;
			new new Function("return Base")()();
			new (f())();
			new o.a.b;
			new (o.m().x)();
			(function () {})();
			(function () {}).call(this);
			({}).toString();
			({a} = {a: 1});
			[a, b] = [b, a];
			(class {}).name;
			(() => {})();
			(a, b) => a;
			(1).toString();
			1 .toString();
			a = this.v, a = null, a = true, a = false;
			o["k"] = o.k[0];
			f(a)(b)[c].d;
			`tag`.length;
			""";

	private static final JsFactory JS = JsFactory.eINSTANCE;

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");

	@Test
	void everyConstructSurvivesARoundTrip() throws Exception {
		var tree = js.parse(EVERY_CONSTRUCT);
		String rendered = js.render(tree);
		var again = js.parse(rendered);
		assertTrue(EcoreUtil.equals(tree, again), "rendered differently:\n" + rendered);
		assertEquals(rendered, js.render(again));

		var seen = new HashSet<EClass>();
		seen.add(tree.eClass());
		tree.eAllContents().forEachRemaining(node -> seen.add(node.eClass()));
		var missing = new TreeSet<String>();
		for (var classifier : JsPackage.eINSTANCE.getEClassifiers()) {
			if (classifier instanceof EClass c && isNodeClass(c) && !seen.contains(c)) {
				missing.add(c.getName());
			}
		}
		assertEquals(new TreeSet<String>(), missing, "node classes the sample does not use");
	}

	/** A class the parser instantiates: no other class extends it (Statement, Expression, ... only group). */
	private static boolean isNodeClass(EClass c) {
		for (var classifier : JsPackage.eINSTANCE.getEClassifiers()) {
			if (classifier instanceof EClass other && other.getESuperTypes().contains(c)) {
				return false;
			}
		}
		return true;
	}

	@Test
	void statementsAreLaidOutOnePerLineAndIndented() throws Exception {
		String text = "if (a) { b(); } else if (c) d(); else { while (e) f(); }\n"
				+ "switch (x) { case 1: y(); break; default: }\n"
				+ "try { t(); } catch (e) {} finally { u(); }\n"
				+ "do x--; while (x);\n"
				+ "class A extends B { m() { return () => ({}); } }\n";
		String expected = """
				if (a) {
					b();
				} else if (c)
					d();
				else {
					while (e)
						f();
				}
				switch (x) {
					case 1:
						y();
						break;
					default:
				}
				try {
					t();
				} catch (e) {} finally {
					u();
				}
				do
					x--;
				while (x);
				class A extends B {
					m() {
						return () => ({});
					}
				}
				""";
		assertEquals(expected, js.render(js.parse(text)));
	}

	@Test
	void operandsGetParenthesesWhereTheirPrecedenceRequires() throws Exception {
		expect("(a + b) * c", binary("*", binary("+", name("a"), name("b")), name("c")));
		expect("a + b * c", binary("+", name("a"), binary("*", name("b"), name("c"))));
		expect("a - (b - c)", binary("-", name("a"), binary("-", name("b"), name("c"))));
		expect("a - b - c", binary("-", binary("-", name("a"), name("b")), name("c")));
		expect("(a ** b) ** c", binary("**", binary("**", name("a"), name("b")), name("c")));
		expect("a ** b ** c", binary("**", name("a"), binary("**", name("b"), name("c"))));
		expect("(-a) ** b", binary("**", unary("-", name("a")), name("b")));
		expect("(typeof a) ** b", binary("**", unary("typeof", name("a")), name("b")));
		expect("++a ** b", binary("**", prefix("++", name("a")), name("b")));
		expect("a ** -b", binary("**", name("a"), unary("-", name("b"))));
		expect("a || b && c", binary("||", name("a"), binary("&&", name("b"), name("c"))));
		expect("(a || b) && c", binary("&&", binary("||", name("a"), name("b")), name("c")));
		expect("a < b == c < d", binary("==", binary("<", name("a"), name("b")), binary("<", name("c"), name("d"))));
		expect("(a = 1) + b", binary("+", assign(name("a"), number("1")), name("b")));
		expect("a = b = c", assign(name("a"), assign(name("b"), name("c"))));
		expect("(a ? b : c) + d", binary("+", conditional(name("a"), name("b"), name("c")), name("d")));
		expect("(a ? b : c) ? d : e", conditional(conditional(name("a"), name("b"), name("c")), name("d"), name("e")));
		expect("a ? b ? c : d : e ? f : g", conditional(name("a"), conditional(name("b"), name("c"), name("d")),
				conditional(name("e"), name("f"), name("g"))));
		expect("(() => a) || b", binary("||", arrow(name("a")), name("b")));
		expect("x => y => x", arrow("x", arrow("y", name("x"))));
		expect("f((a, b), c)", call(name("f"), sequence(name("a"), name("b")), name("c")));
		expect("a, (b, c)", sequence(name("a"), sequence(name("b"), name("c"))));
		expect("(a, b).c", member(sequence(name("a"), name("b")), "c"));
		expect("(a + b).c", member(binary("+", name("a"), name("b")), "c"));
		expect("(a++).b", member(postfix("++", name("a")), "b"));
		expect("-a.b", unary("-", member(name("a"), "b")));
		expect("(-a).b", member(unary("-", name("a")), "b"));
		expect("1 .toString", member(number("1"), "toString"));
		expect("1.5 .toString", member(number("1.5"), "toString"));
	}

	@Test
	void prefixOperatorsStayApartFromWhatWouldFuseWithThem() throws Exception {
		expect("a - -b", binary("-", name("a"), unary("-", name("b"))));
		expect("a + +b", binary("+", name("a"), unary("+", name("b"))));
		expect("a - --b", binary("-", name("a"), prefix("--", name("b"))));
		expect("a-- - b", binary("-", postfix("--", name("a")), name("b")));
		expect("- -a", unary("-", unary("-", name("a"))));
		expect("+ +a", unary("+", unary("+", name("a"))));
		expect("- --a", unary("-", prefix("--", name("a"))));
		expect("+ ++a", unary("+", prefix("++", name("a"))));
		expect("-+a", unary("-", unary("+", name("a"))));
		expect("!-a", unary("!", unary("-", name("a"))));
		expect("typeof a", unary("typeof", name("a")));
		expect("void 0", unary("void", number("0")));
		expect("delete a.b", unary("delete", member(name("a"), "b")));
		expect("typeof typeof a", unary("typeof", unary("typeof", name("a"))));
		expect("-(a + b)", unary("-", binary("+", name("a"), name("b"))));
	}

	@Test
	void newGetsItsOwnArguments() throws Exception {
		expect("new a", newOf(name("a"), false));
		expect("new a()", newOf(name("a"), true));
		expect("new a.b()", newOf(member(name("a"), "b"), true));
		expect("new (f())()", newOf(call(name("f")), true));
		expect("new (f().x)", newOf(member(call(name("f")), "x"), false));
		expect("(new a).b", member(newOf(name("a"), false), "b"));
		expect("(new a)()", call(newOf(name("a"), false)));
		expect("new a().b", member(newOf(name("a"), true), "b"));
		expect("new a()()", call(newOf(name("a"), true)));
		expect("new (new a)()", newOf(newOf(name("a"), false), true));
		expect("new new a()()", newOf(newOf(name("a"), true), true));
		expect("new new a", newOf(newOf(name("a"), false), false));
		expect("new (a ? b : c)()", newOf(conditional(name("a"), name("b"), name("c")), true));
	}

	@Test
	void statementsAndArrowBodiesDoNotStartWithWhatReadsOtherwise() throws Exception {
		expectScript("({}).x;\n", statement(member(object(), "x")));
		expectScript("({});\n", statement(object()));
		expectScript("(function () {})();\n", statement(call(function())));
		expectScript("(function () {}).call(this);\n",
				statement(call(member(function(), "call"), JS.createThis())));
		expectScript("(class {}).name;\n", statement(member(classExpression(), "name")));
		expectScript("({}) + 1;\n", statement(binary("+", object(), number("1"))));
		expectScript("({}).a = 1, b;\n", statement(sequence(assign(member(object(), "a"), number("1")), name("b"))));
		// a parenthesized object pattern cannot be assigned to: the whole assignment goes in parentheses
		expectScript("({a} = b);\n", statement(assign(object("a"), name("b"))));
		expectScript("x = function () {};\n", statement(assign(name("x"), function())));
		expectScript("x = {};\n", statement(assign(name("x"), object())));
		expect("() => ({})", arrow(object()));
		expect("() => ({}).x", arrow(member(object(), "x")));
		expect("() => ({a} = b)", arrow(assign(object("a"), name("b"))));
		expect("() => function () {}", arrow(function()));
		expect("() => (a, b)", arrow(sequence(name("a"), name("b"))));
	}

	@Test
	void anInOperatorInAForInitializerIsParenthesized() throws Exception {
		var loop = JS.createFor();
		ExpressionInit init = JS.createExpressionInit();
		init.setExpression(assign(name("x"), binary("in", name("a"), name("b"))));
		loop.setInit(init);
		loop.setBody(JS.createBlock());
		expectScript("for (x = (a in b);;) {}\n", loop);
		var inside = JS.createFor();
		ExpressionInit argument = JS.createExpressionInit();
		argument.setExpression(call(name("f"), binary("in", name("a"), name("b"))));
		inside.setInit(argument);
		inside.setBody(JS.createBlock());
		expectScript("for (f(a in b);;) {}\n", inside);
	}

	@Test
	void anElseDoesNotAttachToAnInnerIfWithoutOne() throws Exception {
		If inner = JS.createIf();
		inner.setCondition(name("b"));
		inner.setThen(statement(name("c")));
		If outer = JS.createIf();
		outer.setCondition(name("a"));
		outer.setThen(inner);
		outer.setElse(statement(name("d")));
		String text = js.render(script(outer));
		assertEquals("if (a) {\n\tif (b)\n\t\tc;\n} else\n\td;\n", text);
		var parsed = (Script) js.parse(text);
		If parsedOuter = (If) parsed.getStatements().get(0);
		Block block = (Block) parsedOuter.getThen();
		assertTrue(EcoreUtil.equals(inner, block.getStatements().get(0)));
		assertTrue(EcoreUtil.equals(outer.getElse(), parsedOuter.getElse()));
	}

	// Rendering a directly built tree, and parsing the text back to the same tree once the parentheses the
	// renderer wrote (Parenthesized nodes in the parsed tree) are taken out again.

	private void expect(String text, Expression expression) throws Exception {
		assertEquals(text, js.render(expression));
		expectScript(text + ";\n", statement(EcoreUtil.copy(expression)));
	}

	private void expectScript(String text, Statement statement) throws Exception {
		var tree = script(statement);
		assertEquals(text, js.render(tree));
		var parsed = withoutParentheses(js.parse(text));
		assertTrue(EcoreUtil.equals(tree, parsed), "parsed differently: " + text);
	}
}
