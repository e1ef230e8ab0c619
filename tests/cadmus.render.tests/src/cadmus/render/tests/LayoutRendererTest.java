package cadmus.render.tests;

import static cadmus.render.Layouts.child;
import static cadmus.render.Layouts.indented;
import static cadmus.render.Layouts.lines;
import static cadmus.render.Layouts.list;
import static cadmus.render.Layouts.margin;
import static cadmus.render.Layouts.pairs;
import static cadmus.render.Layouts.when;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.render.Key;
import cadmus.render.LayoutRenderer;
import cadmus.render.Precedence;

class LayoutRendererTest {

	private static final int ADDITIVE = 1;
	private static final int MULTIPLICATIVE = 2;
	private static final int UNARY = 3;

	private final Calc calc = new Calc();
	private final Precedence precedence = Precedence.builder()
			.level(calc.bin, calc.binOp, Map.of("+", ADDITIVE, "-", ADDITIVE, "*", MULTIPLICATIVE))
			.level(UNARY, calc.neg)
			.build();
	/** Left-associative operators: the right operand one level up. */
	private final LayoutRenderer renderer = LayoutRenderer.builder("Calc")
			.indent("  ")
			.precedence(precedence)
			.layout(calc.num, calc.numValue)
			.layout(calc.bin, (node, out) -> {
				int level = out.precedence(node);
				out.node((EObject) node.eGet(calc.binLeft), level).text(" " + node.eGet(calc.binOp) + " ")
						.node((EObject) node.eGet(calc.binRight), level + 1);
			})
			.layout(calc.neg, "-", child(calc.negOperand, UNARY))
			.layout(calc.block, "{\n", indented(lines(calc.blockStatements)), margin(), "}")
			.layout(calc.print, "print ", calc.printValue)
			.layout(calc.ifStmt, "if ", calc.ifCondition, " ", calc.ifThen, when(calc.ifElse, " else ", calc.ifElse))
			.layout(calc.declare, "let ", list(calc.declareNames, ", "), when(calc.declareDefaults, " = ",
					pairs(calc.declareNames, ": ", calc.declareDefaults, ADDITIVE, "; ")).otherwise(" = nothing"))
			.build();

	@Test
	void operandsGoInParenthesesOnlyBelowTheLevelTheirPlaceRequires() {
		var one = calc.num("1");
		assertEquals("1 - 2 - 3", renderer.render(calc.bin(calc.bin(one, "-", calc.num("2")), "-", calc.num("3"))));
		assertEquals("1 - (2 - 3)", renderer.render(calc.bin(calc.num("1"), "-", calc.bin(calc.num("2"), "-", calc.num("3")))));
		assertEquals("(1 + 2) * 3", renderer.render(calc.bin(calc.bin(calc.num("1"), "+", calc.num("2")), "*", calc.num("3"))));
		assertEquals("1 + 2 * 3", renderer.render(calc.bin(calc.num("1"), "+", calc.bin(calc.num("2"), "*", calc.num("3")))));
		assertEquals("-(1 + 2)", renderer.render(calc.neg(calc.bin(calc.num("1"), "+", calc.num("2")))));
		assertEquals("--1", renderer.render(calc.neg(calc.neg(calc.num("1")))));
	}

	@Test
	void aRootIsWrittenWithoutParenthesesWhateverItsLevel() {
		assertEquals("1 + 2", renderer.render(calc.bin(calc.num("1"), "+", calc.num("2"))));
	}

	@Test
	void nestedBlocksAreIndentedOneUnitPerLevelAndOptionalPartsAppearOnlyWhenSet() {
		var inner = calc.ifStmt(calc.num("2"), calc.block(calc.print(calc.num("3"))), null);
		var outer = calc.ifStmt(calc.num("1"), calc.block(inner, calc.print(calc.num("4"))), calc.block());
		assertEquals("""
				if 1 {
				  if 2 {
				    print 3
				  }
				  print 4
				} else {
				}""", renderer.render(outer));
	}

	@Test
	void aClassWithoutALayoutIsWrittenByItsNearestSuperclasssLayout() {
		var hex = calc.create(calc.hexNum);
		hex.eSet(calc.numValue, "0x1f");
		assertEquals("-0x1f", renderer.render(calc.neg(hex)));
	}

	@Test
	void pairedListsAreWrittenPairByPairAndAnEmptyListTakesTheOtherwisePart() {
		var declare = calc.create(calc.declare);
		Calc.<String>list(declare, calc.declareNames).addAll(List.of("a", "b"));
		assertEquals("let a, b = nothing", renderer.render(declare));
		Calc.<EObject>list(declare, calc.declareDefaults).addAll(List.of(calc.num("1"), calc.neg(calc.num("2"))));
		assertEquals("let a, b = a: 1; b: -2", renderer.render(declare));
		Calc.<EObject>list(declare, calc.declareDefaults).add(calc.num("3"));
		var e = assertThrows(IllegalArgumentException.class, () -> renderer.render(declare));
		assertEquals("Declare has 2 names but 3 defaults", e.getMessage());
	}

	@Test
	void aNodeOfAClassWithoutALayoutIsAnErrorNamingTheLanguageAndTheClass() {
		var partial = LayoutRenderer.builder("Partial").layout(calc.num, calc.numValue).build();
		var e = assertThrows(IllegalArgumentException.class,
				() -> partial.render(calc.bin(calc.num("1"), "+", calc.num("2"))));
		assertEquals("Partial has no layout for Bin", e.getMessage());
	}

	@Test
	void tablesWithTwoLayoutsForAClassOrAnOperatorWithoutALevelAreErrors() {
		var twice = assertThrows(IllegalArgumentException.class,
				() -> LayoutRenderer.builder("Twice").layout(calc.num, "1").layout(calc.num, "2"));
		assertEquals("Twice has two layouts for Num", twice.getMessage());
		var e = assertThrows(IllegalArgumentException.class,
				() -> renderer.render(calc.bin(calc.num("1"), "/", calc.num("2"))));
		assertEquals("no precedence level for Bin operator /", e.getMessage());
	}

	@Test
	void aKeysValueHoldsInsideItsScopeAndABracketClearedKeyIsBackToItsInitialValueInsideParentheses() {
		var inFor = new Key<>("in for", false, true);
		var seen = new StringBuilder();
		var keyed = LayoutRenderer.builder("Keyed")
				.precedence(precedence)
				.layout(calc.num, (node, out) -> out.text(node.eGet(calc.numValue) + (out.get(inFor) ? "!" : "")))
				.layout(calc.neg, "-", child(calc.negOperand, UNARY))
				.layout(calc.bin, (node, out) -> out.node((EObject) node.eGet(calc.binLeft), UNARY).text(" + ")
						.node((EObject) node.eGet(calc.binRight), UNARY))
				.layout(calc.print, (node, out) -> {
					out.with(inFor, true, () -> out.node((EObject) node.eGet(calc.printValue)));
					seen.append(out.get(inFor));
				})
				.build();
		var sum = calc.bin(calc.num("1"), "+", calc.neg(calc.bin(calc.num("2"), "+", calc.num("3"))));
		assertEquals("1! + -(2 + 3)", keyed.render(calc.print(sum)));
		assertEquals("false", seen.toString());
	}

	@Test
	void leadingNodesAreTheChainATextStartsWithAndNoneBehindParentheses() {
		var two = calc.num("2");
		var left = calc.bin(two, "*", calc.num("3"));
		var sum = calc.bin(left, "+", calc.num("4"));
		assertEquals(List.of(sum, left, two), renderer.writer().leading(sum, Integer.MIN_VALUE));
		var product = calc.bin(calc.bin(calc.num("1"), "+", calc.num("2")), "*", calc.num("3"));
		var chain = renderer.writer().leading(product, Integer.MIN_VALUE);
		assertEquals(List.of(product), chain, "the sum is behind '('");
		assertTrue(renderer.writer().leading(sum, MULTIPLICATIVE + 1).isEmpty(), "the whole sum goes in parentheses");
	}
}
