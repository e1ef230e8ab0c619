package cadmus.clp.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.clp.AnyOf;
import cadmus.clp.Occurs;
import cadmus.clp.Relation;
import cadmus.clp.SizeRange;
import cadmus.clp.Target;
import cadmus.clp.TargetFile;
import cadmus.clp.ValueRange;
import cadmus.testing.Services;

/** A target file's statements, and each way one can be wrong: one line naming the file, line and column. */
class TargetFileTest {

	private static LanguageRegistry registry;
	private static Language lua;

	@TempDir
	static Path temp;

	@BeforeAll
	static void services() {
		registry = Services.get(LanguageRegistry.class);
		lua = registry.language("lua").orElseThrow();
	}

	private static EClass lua(String name) {
		return (EClass) lua.rootClass().getEPackage().getEClassifier(name);
	}

	private static Target parse(String text) {
		return TargetFile.parse(text, "t.target", registry::language);
	}

	private static String error(String text) {
		return assertThrows(InputFileException.class, () -> parse(text)).getMessage();
	}

	@Test
	void everyStatementReadsAsItsConstraint() throws Exception {
		var text = """
				# a closure made in a loop, and no break
				language lua
				contains FunctionBody inside NumericFor   # the closure
				not contains Break
				count Call >= 2
				count Return inside FunctionBody in 1..3
				count If = 0
				contains Call after NumericFor           # the closures called once the loop is over
				count Call inside FunctionBody after Local >= 1
				contains Name bound by NumericFor across FunctionBody   # a loop variable a closure captures
				not contains Name inside While bound by Local
				contains FunctionBody with varargs                       # a flag named alone: true
				count FunctionBody inside NumericFor with varargs = false >= 1
				contains Call inside NumericFor.limit     # in that containment of the loop only
				count Binary inside NumericFor typed string >= 1   # a type the rules gave the node
				size <= 80
				size in 30..90
				""";
		var expected = new Target("lua", List.of(new Occurs(lua("FunctionBody"), lua("NumericFor"), 1, Integer.MAX_VALUE),
				new Occurs(lua("Break"), null, 0, 0), new Occurs(lua("Call"), null, 2, Integer.MAX_VALUE),
				new Occurs(lua("Return"), lua("FunctionBody"), 1, 3), new Occurs(lua("If"), null, 0, 0),
				new Occurs(lua("Call"), null, lua("NumericFor"), 1, Integer.MAX_VALUE),
				new Occurs(lua("Call"), lua("FunctionBody"), lua("Local"), 1, Integer.MAX_VALUE),
				new Occurs(lua("Name"), null, null, new Occurs.Bound(lua("NumericFor"), lua("FunctionBody")), 1,
						Integer.MAX_VALUE),
				new Occurs(lua("Name"), lua("While"), null, new Occurs.Bound(lua("Local"), null), 0, 0),
				new Occurs(lua("FunctionBody"), null, null, null, List.of(new Occurs.Valued(varargs(), Boolean.TRUE)), 1,
						Integer.MAX_VALUE),
				new Occurs(lua("FunctionBody"), lua("NumericFor"), null, null,
						List.of(new Occurs.Valued(varargs(), Boolean.FALSE)), 1, Integer.MAX_VALUE),
				new Occurs(lua("Call"), lua("NumericFor"), containment(lua("NumericFor"), "limit"), null, null, List.of(), 1,
						Integer.MAX_VALUE),
				new Occurs(lua("Binary"), lua("NumericFor"), null, null, null, List.of(), "string", 1, Integer.MAX_VALUE),
				new SizeRange(1, 80), new SizeRange(30, 90)));
		assertEquals(expected, parse(text));
		Path file = temp.resolve("closure.target");
		Files.writeString(file, text);
		assertEquals(expected, TargetFile.read(file, registry::language));
		assertEquals(List.of("contains FunctionBody inside NumericFor", "not contains Break", "count Call >= 2",
				"count Return inside FunctionBody in 1..3", "not contains If", "contains Call after NumericFor",
				"contains Call inside FunctionBody after Local",
				"contains Name bound by NumericFor across FunctionBody", "not contains Name inside While bound by Local",
				"contains FunctionBody with varargs", "contains FunctionBody inside NumericFor with varargs = false",
				"contains Call inside NumericFor.limit", "contains Binary inside NumericFor typed string", "size <= 80", "size in 30..90"),
				expected.constraints().stream().map(c -> c.describe()).toList());
	}

	private static org.eclipse.emf.ecore.EReference containment(org.eclipse.emf.ecore.EClass owner, String name) {
		return owner.getEAllContainments().stream().filter(r -> r.getName().equals(name)).findFirst().orElseThrow();
	}

	private static org.eclipse.emf.ecore.EAttribute varargs() {
		return lua("FunctionBody").getEAllAttributes().stream().filter(a -> a.getName().equals("varargs")).findFirst()
				.orElseThrow();
	}

	/** A literal's value in a range, read as a number, and the length of a string's text. */
	@Test
	void valuesInRangesReadAsTheirConstraints() {
		var text = """
				language lua
				contains NumberLiteral inside Binary with value >= 50
				contains NumberLiteral with value in -1.5..2
				count NumberLiteral with value <= 0x10 >= 2
				contains StringLiteral with value length >= 3
				contains StringLiteral with value length = 0
				not contains StringLiteral with value length in 1..2
				""";
		var value = attribute(lua("NumberLiteral"), "value");
		var string = attribute(lua("StringLiteral"), "value");
		var target = parse(text);
		assertEquals(List.of(
				new Occurs(lua("NumberLiteral"), lua("Binary"), null, null, List.of(new Occurs.Valued(value,
						new ValueRange(new BigDecimal("50"), null, false))), 1, Integer.MAX_VALUE),
				new Occurs(lua("NumberLiteral"), null, null, null, List.of(new Occurs.Valued(value,
						new ValueRange(new BigDecimal("-1.5"), new BigDecimal("2"), false))), 1, Integer.MAX_VALUE),
				new Occurs(lua("NumberLiteral"), null, null, null, List.of(new Occurs.Valued(value,
						new ValueRange(null, new BigDecimal("16"), false))), 2, Integer.MAX_VALUE),
				new Occurs(lua("StringLiteral"), null, null, null, List.of(new Occurs.Valued(string,
						new ValueRange(new BigDecimal("3"), null, true))), 1, Integer.MAX_VALUE),
				new Occurs(lua("StringLiteral"), null, null, null, List.of(new Occurs.Valued(string,
						new ValueRange(BigDecimal.ZERO, BigDecimal.ZERO, true))), 1, Integer.MAX_VALUE),
				new Occurs(lua("StringLiteral"), null, null, null, List.of(new Occurs.Valued(string,
						new ValueRange(BigDecimal.ONE, new BigDecimal("2"), true))), 0, 0)), target.constraints());
		assertEquals(List.of("contains NumberLiteral inside Binary with value >= 50",
				"contains NumberLiteral with value in -1.5..2", "count NumberLiteral with value <= 16 >= 2",
				"contains StringLiteral with value length >= 3", "contains StringLiteral with value length = 0",
				"not contains StringLiteral with value length in 1..2"),
				target.constraints().stream().map(c -> c.describe()).toList());
		// A literal's text as a number: any notation of it; a text that is no number is in no range.
		var fifty = new ValueRange(new BigDecimal("50"), null, false);
		for (Object in : List.of("50", "0x40", "5e1", "50.", "1.0e3", 64, 50L)) {
			assertTrue(fifty.holds(in), in + " >= 50");
		}
		for (Object out : List.of("49.99", "-0x40", "abc", "", "'60'")) {
			assertFalse(fifty.holds(out), out + " is not >= 50");
		}
		var short_ = new ValueRange(BigDecimal.ZERO, BigDecimal.ONE, true);
		assertTrue(short_.holds("'a'"), "the quotes that enclose a string are not its length");
		assertTrue(short_.holds("\"\""));
		assertFalse(short_.holds("ab"));
	}

	/**
	 * A feature, the language bundle's (Lua's Loop, Shift) or the file's own, stands where a class does: a count of
	 * nodes of any of its kinds, in any of the places its classes make.
	 */
	/**
	 * {@code with VALUE OP VALUE} compares two values of the counted node, each its own attribute's or a child's in a
	 * containment (a length too), and says so when described; a feature's kinds may compare theirs.
	 */
	@Test
	void relationsReadAsTheirConstraints() {
		var target = parse("language lua\ncontains NumericFor with start.value > limit.value\n"
				+ "contains StringLiteral with value length <> value\n"
				+ "feature Empty = NumericFor with limit.value < start.value\ncount Empty >= 2\n");
		var loop = (Occurs) target.constraints().get(0);
		var start = List.of(new Relation.Step("start", Relation.Step.SINGLE));
		var limit = List.of(new Relation.Step("limit", Relation.Step.SINGLE));
		assertEquals(List.of(new Relation(new Relation.Term(start, "value", false), Relation.Comparison.GREATER,
				new Relation.Term(limit, "value", false))), loop.related());
		assertEquals("contains NumericFor with start.value > limit.value", loop.describe());
		var text = (Occurs) target.constraints().get(1);
		assertEquals(List.of(new Relation(new Relation.Term(List.of(), "value", true), Relation.Comparison.NOT_EQUAL,
				new Relation.Term(List.of(), "value", false))), text.related());
		assertEquals("contains StringLiteral with value length <> value", text.describe());
		assertEquals("count Empty >= 2", target.constraints().get(2).describe());
	}

	/**
	 * A side's steps go down more than one containment, and into a list's element by its index (counted from 0), each by
	 * name through any class the step before may reach (a call's arguments, whichever kind of arguments they are).
	 */
	@Test
	void relationsReachNodesBelowThroughListElements() {
		var call = (Occurs) parse("language lua\n"
				+ "contains Call with arguments.values[1].value >= arguments.values[0].value length\n").constraints()
				.get(0);
		var second = new Relation.Term(List.of(new Relation.Step("arguments", Relation.Step.SINGLE),
				new Relation.Step("values", 1)), "value", false);
		var first = new Relation.Term(List.of(new Relation.Step("arguments", Relation.Step.SINGLE),
				new Relation.Step("values", 0)), "value", true);
		assertEquals(List.of(new Relation(second, Relation.Comparison.AT_LEAST, first)), call.related());
		assertEquals("contains Call with arguments.values[1].value >= arguments.values[0].value length", call.describe());
		var typed = (Occurs) parse("language lua\n"
				+ "contains Call with arguments.values[1]:NumberLiteral.value >= arguments.values[0]:StringLiteral.value "
				+ "length\n").constraints().get(0);
		assertEquals(new Relation.Step("values", 0, lua("StringLiteral")), typed.related().get(0).right().path().get(1));
		assertEquals("contains Call with arguments.values[1]:NumberLiteral.value >= arguments.values[0]:StringLiteral"
				+ ".value length", typed.describe());
		var empty = (Occurs) parse("language lua\ncontains Call with arguments.values[0].value length = 0\n")
				.constraints().get(0);
		assertEquals(Relation.Comparison.EQUAL, empty.related().get(0).op());
		assertEquals(Relation.Term.of(java.math.BigDecimal.ZERO), empty.related().get(0).right());
		assertEquals("contains Call with arguments.values[0].value length = 0", empty.describe());
	}

	/**
	 * A value below the counted node may be a text, a flag or an enumeration's: the same as ({@code =}) or other than
	 * ({@code <>}) one written (a text is a word that is no number and names no value of the node; a flag alone asks
	 * it true). Each reads as a relation with the value written as its side, and says so when described.
	 */
	@Test
	void textsFlagsAndEnumerationsBelowTheNodeReadAsRelationsWithTheValueWritten() {
		var member = List.of(new Relation.Step("target", Relation.Step.SINGLE, lua("Member")));
		var upper = (Occurs) parse("language lua\ncontains Call with target:Member.name = upper\n").constraints().get(0);
		assertEquals(List.of(new Relation(new Relation.Term(member, "name", false), Relation.Comparison.EQUAL,
				Relation.Term.value("upper"))), upper.related());
		assertEquals("contains Call with target:Member.name = upper", upper.describe());
		var other = (Occurs) parse("language lua\ncontains Call with target:Member.name <> upper\n").constraints()
				.get(0);
		assertEquals(Relation.Comparison.NOT_EQUAL, other.related().get(0).op());
		var body = List.of(new Relation.Step("body", Relation.Step.SINGLE));
		var varargs = (Occurs) parse("language lua\ncontains Function with body.varargs\n").constraints().get(0);
		assertEquals(List.of(new Relation(new Relation.Term(body, "varargs", false), Relation.Comparison.EQUAL,
				Relation.Term.value(Boolean.TRUE))), varargs.related());
		assertEquals("contains Function with body.varargs = true", varargs.describe());
		var fixed = (Occurs) parse("language lua\ncontains Function with body.varargs = false with body.varargs <> true\n")
				.constraints().get(0);
		assertEquals(List.of(Relation.Term.value(Boolean.FALSE), Relation.Term.value(Boolean.TRUE)),
				fixed.related().stream().map(Relation::right).toList());
		var js = registry.language("js").orElseThrow();
		var let = (Occurs) parse("language js\ncontains Block with statements[0]:VariableStatement.kind = let\n")
				.constraints().get(0);
		var kind = (org.eclipse.emf.ecore.EEnum) js.rootClass().getEPackage().getEClassifier("VariableKind");
		assertEquals(Relation.Term.value(kind.getEEnumLiteral("LET").getInstance()), let.related().get(0).right());
		assertEquals("contains Block with statements[0]:VariableStatement.kind = let", let.describe());
		// A number is still a number's relation, and a word that names a value of the node a relation of two values.
		var number = (Occurs) parse("language lua\ncontains Call with arguments.values[0].value = 7\n").constraints()
				.get(0);
		assertEquals(Relation.Term.of(new BigDecimal("7")), number.related().get(0).right());
		var two = (Occurs) parse("language lua\ncontains NumericFor with start.value = limit.value\n").constraints()
				.get(0);
		assertEquals(new Relation.Term(List.of(new Relation.Step("limit", Relation.Step.SINGLE)), "value", false),
				two.related().get(0).right());
	}

	/** A text, flag or enumeration's value below the node written wrong: one line naming where. */
	@Test
	void textsFlagsAndEnumerationsBelowTheNodeWrittenWrongAreErrors() {
		assertEquals("t.target:2:39: target:Member.name is a text: it is the same as (=) or other than (<>) a value "
				+ "written, not <", error("language lua\ncontains Call with target:Member.name < upper\n"));
		assertEquals("t.target:2:39: varargs is a flag: true or false, not 'yes'",
				error("language lua\ncontains Function with body.varargs = yes\n"));
		assertEquals("t.target:2:37: body.varargs is a flag: it is the same as (=) or other than (<>) a value "
				+ "written, not >=", error("language lua\ncontains Function with body.varargs >= true\n"));
		assertEquals("t.target:2:37: varargs is a flag: it has no length",
				error("language lua\ncontains Function with body.varargs length = 0\n"));
		assertEquals("t.target:2:60: no value 'lett' of kind; its values: VAR, LET, CONST",
				error("language js\ncontains Block with statements[0]:VariableStatement.kind = lett\n"));
		assertEquals("t.target:2:48: arguments.values[0]:Function.body.varargs is a flag: it compares only with a value "
				+ "written (= or <>)", error("language lua\ncontains Call with arguments.values[1].value = "
						+ "arguments.values[0]:Function.body.varargs\n"));
		assertEquals("t.target:2:40: no class that can be NumericFor.start has a containment 'valu'",
				error("language lua\ncontains NumericFor with start.value = start.valu.value\n"));
	}

	@Test
	void featuresCountNodesOfAnyOfTheirKinds() throws Exception {
		var target = parse("""
				language lua
				feature Closure = FunctionBody | LocalFunction   # the file's own
				contains Closure inside Loop
				count Loop >= 2
				contains Shift typed integer
				not contains Name bound by Loop across Closure
				contains While
				""");
		var loops = List.of(lua("NumericFor"), lua("GenericFor"), lua("While"), lua("Repeat"));
		var closures = List.of(lua("FunctionBody"), lua("LocalFunction"));
		var inLoop = new java.util.ArrayList<Occurs>();
		for (var closure : closures) {
			for (var loop : loops) {
				inLoop.add(new Occurs(closure, loop, 1, Integer.MAX_VALUE));
			}
		}
		var operator = attribute(lua("Binary"), "operator");
		var captured = new java.util.ArrayList<Occurs>();
		for (var loop : loops) {
			for (var closure : closures) {
				captured.add(new Occurs(lua("Name"), null, null, new Occurs.Bound(loop, closure), 0, 0));
			}
		}
		assertEquals(List.of(new AnyOf("Closure inside Loop", inLoop, 1, Integer.MAX_VALUE),
				new AnyOf("Loop", loops.stream().map(loop -> new Occurs(loop, null, 2, Integer.MAX_VALUE)).toList(), 2,
						Integer.MAX_VALUE),
				new AnyOf("Shift typed integer", List.of("<<", ">>").stream().map(op -> new Occurs(lua("Binary"), null,
						null, null, null, List.of(new Occurs.Valued(operator, op)), "integer", 1, Integer.MAX_VALUE))
						.toList(), 1, Integer.MAX_VALUE),
				new AnyOf("Name bound by Loop across Closure", captured, 0, 0),
				Occurs.contains(lua("While"))), target.constraints());
		assertEquals(List.of("contains Closure inside Loop", "count Loop >= 2", "contains Shift typed integer",
				"not contains Name bound by Loop across Closure", "contains While"),
				target.constraints().stream().map(c -> c.describe()).toList());
		var facts = new cadmus.clp.TreeFacts(lua.parse("for i = 1, 2 do local f = function() return i end end\n"
				+ "while false do end\nprint(1 << 2)\n"));
		assertEquals(1, facts.count((AnyOf) target.constraints().get(0)), "the one closure, in a loop");
		assertEquals(2, facts.count((AnyOf) target.constraints().get(1)), "a for and a while");
		// After 'inside', a feature of values encloses by its nodes that have them: a shift's right operand.
		var shifted = parse("language lua\ncontains Call inside Shift.right\n");
		assertEquals(List.of(new AnyOf("Call inside Shift.right", List.of("<<", ">>").stream().map(op -> new Occurs(
				lua("Call"), lua("Binary"), containment(lua("Binary"), "right"), new Occurs.Around(List.of(
						new Occurs.Valued(operator, op)), null), null, null, List.of(), null, 1, Integer.MAX_VALUE))
				.toList(), 1, Integer.MAX_VALUE)), shifted.constraints());
		assertEquals(1, new cadmus.clp.TreeFacts(lua.parse("print(1 << tonumber(\"2\"))\n")).count((AnyOf) shifted
				.constraints().get(0)));
		assertEquals(0, new cadmus.clp.TreeFacts(lua.parse("print(1 + tonumber(\"2\"))\n")).count((AnyOf) shifted
				.constraints().get(0)), "inside another operator");
		assertEquals(0, new cadmus.clp.TreeFacts(lua.parse("print(tonumber(\"2\") << 1)\n")).count((AnyOf) shifted
				.constraints().get(0)), "the shift's left operand");
		// Each further 'inside' encloses the one before: an if inside a while, a shift inside a numeric for's limit.
		var chained = parse("language lua\ncontains Break inside If inside While\n"
				+ "contains Call inside Shift.right inside NumericFor.limit\n");
		assertEquals(new Occurs(lua("Break"), lua("If"), null, new Occurs.Around(List.of(), null, new Occurs.Enclosing(
				lua("While"), null, null)), null, null, List.of(), null, 1, Integer.MAX_VALUE), chained.constraints().get(0));
		var inLimit = new Occurs.Enclosing(lua("NumericFor"), containment(lua("NumericFor"), "limit"), null);
		assertEquals(new AnyOf("Call inside Shift.right inside NumericFor.limit", List.of("<<", ">>").stream().map(
				op -> new Occurs(lua("Call"), lua("Binary"), containment(lua("Binary"), "right"), new Occurs.Around(List
						.of(new Occurs.Valued(operator, op)), null, inLimit), null, null, List.of(), null, 1,
						Integer.MAX_VALUE)).toList(), 1, Integer.MAX_VALUE), chained.constraints().get(1));
		assertEquals(List.of("contains Break inside If inside While",
				"contains Call inside Shift.right inside NumericFor.limit"),
				chained.constraints().stream().map(c -> c.describe()).toList());
		var breakInIf = (Occurs) chained.constraints().get(0);
		assertEquals(1, new cadmus.clp.TreeFacts(lua.parse("while true do if true then break end end\n")).count(
				breakInIf));
		assertEquals(0, new cadmus.clp.TreeFacts(lua.parse("if true then while true do break end end\n")).count(
				breakInIf),
				"the loop inside the if");
		var limit = (AnyOf) chained.constraints().get(1);
		assertEquals(1, new cadmus.clp.TreeFacts(lua.parse("for i = 1, 1 << tonumber(\"2\") do end\n")).count(limit));
		assertEquals(0, new cadmus.clp.TreeFacts(lua.parse("for i = 1 << tonumber(\"2\"), 3 do end\n")).count(limit),
				"in the loop's start");
		assertEquals(0, new cadmus.clp.TreeFacts(lua.parse("for i = 1, tonumber(\"2\") << 1 do end\n")).count(limit),
				"the shift's left operand");
		assertTrue(target.forbids(lua("Repeat")) == false, "a count of at least two loops forbids none");
		assertTrue(parse("language lua\nnot contains Loop\n").forbids(lua("Repeat")), "no loop: no repeat");
	}

	private static org.eclipse.emf.ecore.EAttribute attribute(org.eclipse.emf.ecore.EClass owner, String name) {
		return owner.getEAllAttributes().stream().filter(a -> a.getName().equals(name)).findFirst().orElseThrow();
	}

	@Test
	void eachMistakeIsNamedWithItsLineAndColumn() {
		assertEquals("t.target:1:1: the first statement says the language: 'language ID'", error("contains While\n"));
		assertEquals("t.target:1:10: no language 'cobol' is installed", error("language cobol\n"));
		assertEquals("t.target:2:1: the language is given once", error("language lua\nlanguage lua\n"));
		String misspelt = error("language lua\ncontains Whle\n");
		assertTrue(misspelt.startsWith("t.target:2:10: no class 'Whle' in the language's metamodel; nearest: While, "),
				misspelt);
		assertEquals("t.target:2:1: unknown statement 'includes'; known: language, contains, not contains, count, size, feature",
				error("language lua\nincludes While\n"));
		assertEquals("t.target:2:5: expected 'contains', not 'has'", error("language lua\nnot has While\n"));
		assertEquals("t.target:2:13: expected one of >=, <=, =, in, not '>'", error("language lua\ncount While > 2\n"));
		assertEquals("t.target:2:16: the range 5..2 is empty", error("language lua\ncount While in 5..2\n"));
		assertEquals("t.target:2:8: expected a whole number of at least 1, not '0'", error("language lua\nsize = 0\n"));
		assertEquals("t.target:2:16: unexpected 'please' after the statement", error("language lua\ncontains While please\n"));
		assertEquals("t.target:2:22: expected a class of the language or a feature before the line's end",
				error("language lua\ncontains While inside\n"));
		assertEquals("t.target:2:21: expected 'by', not 'NumericFor'",
				error("language lua\ncontains Name bound NumericFor\n"));
		assertEquals("t.target:2:28: class FunctionBody has no attribute 'vararg'; its attributes: parameters, varargs",
				error("language lua\ncontains FunctionBody with vararg\n"));
		assertEquals("t.target:2:20: name is not a flag: say its value, 'with name = VALUE'",
				error("language lua\ncontains Name with name\n"));
		assertEquals("t.target:2:38: varargs is a flag: true or false, not 'yes'",
				error("language lua\ncontains FunctionBody with varargs = yes\n"));
		assertEquals("t.target:2:33: class NumericFor has no containment 'limt'; its containments: start, limit, step, "
				+ "block", error("language lua\ncontains Call inside NumericFor.limt\n"));
		assertTrue(error("language lua\ncontains Call inside Numeric.limit\n").startsWith("t.target:2:22: no class "
				+ "'Numeric' in the language's metamodel; nearest: "));
		assertEquals("t.target:2:38: expected a number, not 'fifty'",
				error("language lua\ncontains NumberLiteral with value >= fifty\n"));
		assertEquals("t.target:2:38: the range 5..2 is empty",
				error("language lua\ncontains NumberLiteral with value in 5..2\n"));
		assertEquals("t.target:2:42: expected one of >=, <=, =, in, not '>'",
				error("language lua\ncontains StringLiteral with value length > 2\n"));
		assertEquals("t.target:2:26: class NumericFor has no containment 'limt'; its containments: start, limit, step, "
				+ "block", error("language lua\ncontains NumericFor with limt.value < start.value\n"));
		assertEquals("t.target:2:21: Block.statements is a list: a value is an element's, statements[0] for the first",
				error("language lua\ncontains Block with statements.value < statements.value\n"));
		assertEquals("t.target:2:26: NumericFor.start is not a list: say it without an index",
				error("language lua\ncontains NumericFor with start[0].value < limit.value\n"));
		assertEquals("t.target:2:20: expected CONTAINMENT[INDEX], an element's index a whole number from 0, not "
				+ "'values[x]'", error("language lua\ncontains Call with arguments.values[x].value < arguments.values[0]"
						+ ".value\n"));
		assertEquals("t.target:2:20: no class 'Strin' in the language's metamodel, after 'values[0]:'",
				error("language lua\ncontains Call with arguments.values[0]:Strin.value < arguments.values[1].value\n"));
		assertEquals("t.target:2:20: no class that can be Call.arguments.values[0] is a Block",
				error("language lua\ncontains Call with arguments.values[0]:Block.value < arguments.values[1].value\n"));
		assertEquals("t.target:2:20: no class that can be Call.arguments has a containment 'valus'",
				error("language lua\ncontains Call with arguments.valus[1].value < arguments.values[0].value\n"));
		assertEquals("t.target:2:20: no class that can be Call.arguments.values[0] has an attribute 'valu'", error("language lua\ncontains Call with arguments.values[0].valu < arguments.values[1].value\n"));
		assertEquals("t.target:2:26: no class that can be NumericFor.start has an attribute 'valu'",
				error("language lua\ncontains NumericFor with start.valu < limit.value\n"));
		assertEquals("t.target:2:38: expected a comparison (one of <, <=, =, <>, >=, >), not '=='",
				error("language lua\ncontains NumericFor with start.value == limit.value\n"));
		assertEquals("t.target:2:40: a value compared with itself: name two values",
				error("language lua\ncontains NumericFor with start.value < start.value\n"));
		assertEquals("t.target:3:23: Empty is a feature whose values compare: only a counted node's may", error(
				"language lua\nfeature Empty = NumericFor with start.value > limit.value\ncontains Break inside Empty\n"));
		assertEquals("t.target:2:28: varargs is a flag: say its value, 'with varargs = VALUE'",
				error("language lua\ncontains FunctionBody with varargs >= 1\n"));
		assertEquals("t.target:2:9: NumericFor is a class of the language: a feature needs a name of its own",
				error("language lua\nfeature NumericFor = While\n"));
		assertEquals("t.target:2:9: the feature Loop is defined already", error("language lua\nfeature Loop = While\n"));
		assertEquals("t.target:2:23: expected '|' between a feature's kinds, not 'Repeat'",
				error("language lua\nfeature Loops = While Repeat\n"));
		assertEquals("t.target:2:21: Shift is a feature of values or types: only a feature of classes alone can stand "
				+ "after 'after', 'bound by' and 'across'", error("language lua\ncontains Call after Shift\n"));
		assertEquals("t.target:2:37: Shift is a feature of values or types: only a feature of classes alone can stand "
				+ "after 'after', 'bound by' and 'across'",
				error("language lua\ncontains Name bound by Local across Shift\n"));
		assertEquals("t.target:2:15: Loop is a feature: its definition says the values of its kinds",
				error("language lua\ncontains Loop with step\n"));
		assertEquals("t.target:2:22: expected a type's name before the line's end",
				error("language lua\ncontains Binary typed\n"));
		assertEquals("t.target:2:27: unexpected 'inside' after the statement",
				error("language lua\ncontains Call after While inside If\n"));
		assertEquals("t.target:2:32: expected a class of the language or a feature before the line's end",
				error("language lua\ncontains Break inside If inside\n"));
		assertEquals("t.target:2:39: class While has no containment 'body'; its containments: condition, block",
				error("language lua\ncontains Break inside If inside While.body\n"));
		assertEquals("t.target: no statement: a target says its language and what its programs have", error("# nothing\n"));
		var missing = assertThrows(InputFileException.class,
				() -> TargetFile.read(temp.resolve("none.target"), registry::language));
		assertTrue(missing.getMessage().contains("none.target"), missing.getMessage());
	}

	@Test
	void anEditorIsToldOfEveryBadLineWhereItsWordIs() {
		String text = "language lua\ncontains Whille   # misspelt\ncount Call >= 2\nsize = 0\n";
		var problems = TargetFile.problems(text, registry::language);
		assertEquals(2, problems.size(), problems.toString());
		var misspelt = problems.get(0);
		assertEquals(2, misspelt.line());
		assertEquals("Whille", text.substring(misspelt.offset(), misspelt.offset() + misspelt.length()));
		assertTrue(misspelt.message().startsWith("no class 'Whille' in the language's metamodel; nearest: While"),
				misspelt.message());
		var zero = problems.get(1);
		assertEquals(4, zero.line());
		assertEquals("0", text.substring(zero.offset(), zero.offset() + zero.length()));
		assertEquals(List.of(), TargetFile.problems("language lua\ncontains While\n", registry::language));

		// Without the language's metamodel nothing else can be checked: one problem, at the language's id.
		var unknown = TargetFile.problems("language cobol\ncontains Nothing\n", registry::language);
		assertEquals(1, unknown.size(), unknown.toString());
		assertEquals("no language 'cobol' is installed", unknown.get(0).message());
		assertEquals(9, unknown.get(0).offset());
		var empty = TargetFile.problems("# nothing yet", registry::language);
		assertEquals(1, empty.size());
		assertEquals(1, empty.get(0).line());
	}
}
