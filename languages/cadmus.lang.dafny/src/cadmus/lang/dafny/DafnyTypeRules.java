package cadmus.lang.dafny;

import static cadmus.lang.dafny.DafnyTypes.BOOL;
import static cadmus.lang.dafny.DafnyTypes.CHAR;
import static cadmus.lang.dafny.DafnyTypes.FUEL;
import static cadmus.lang.dafny.DafnyTypes.INT;
import static cadmus.lang.dafny.DafnyTypes.NAT;
import static cadmus.lang.dafny.DafnyTypes.REAL;
import static cadmus.lang.dafny.DafnyTypes.STRING;
import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rules of Dafny expressions (suffixes apart, in {@link DafnySuffixRules}). Every operation is defined
 * where it is used: / and % divide by a nonzero literal, a map is read only through the prelude's guarded lookup,
 * a quantifier or comprehension ranges over a collection ({@code x in s}) so it is compiled. The markers of loops,
 * recursion and specifications ({@link DafnyTypes}) are each made by one operator on fixed operands.
 */
final class DafnyTypeRules {

	/** Ints a literal may be: small ones, and the edges of 32 and 64 bits that back ends might get wrong. */
	static final List<String> INTS = List.of("0", "1", "2", "3", "5", "7", "10", "42", "100", "255", "1000", "65536",
			"2147483647", "2147483648", "4294967296", "9223372036854775807", "9223372036854775808", "18446744073709551616");
	private static final List<String> NONZERO_INTS = List.of("1", "2", "3", "5", "7", "10", "1000", "4294967296");
	static final List<String> REALS = List.of("0.0", "0.5", "1.0", "1.5", "2.25", "3.0", "10.0", "100.125", "0.001");
	private static final List<String> NONZERO_REALS = List.of("0.5", "1.0", "2.0", "3.0", "0.25", "10.0");
	/** The element types a quantifier or comprehension ranges over, by the bound variable's type. */
	private static final List<Type> RANGED = List.of(INT, CHAR, BOOL);

	/** A range's second argument when a comprehension's: it ranges over no sequence. */
	private static final Type COMPREHENSION = new BaseType("comprehension");
	/** Defined under a quantifier's or comprehension's range. */
	static final String IN_RANGE = "in-range";

	private final BiConsumer<EClass, TypeRule> sink;

	private DafnyTypeRules(BiConsumer<EClass, TypeRule> sink) {
		this.sink = sink;
	}

	static void add(BiConsumer<EClass, TypeRule> sink) {
		var rules = new DafnyTypeRules(sink);
		rules.literals();
		rules.operators();
		DafnySuffixRules.add(sink);
		DafnyDisplayRules.add(sink);
		rules.binding();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/**
	 * The types a variable, parameter or result may be given here: the simple types, a few collections, datatypes.
	 * Not nat: Dafny infers a display's type (and an if-expression's) from its first element, so [n, -1] with n a nat
	 * variable is a seq of nats that -1 does not fit; nat is a method's result's type, a literal's, a size's.
	 */
	static List<Type> storable(ChildTyping t) {
		var types = new ArrayList<Type>(List.of(INT, BOOL, CHAR, REAL, STRING, DafnyTypes.seq(INT),
				DafnyTypes.set(INT), DafnyTypes.multiset(CHAR), DafnyTypes.map(INT, BOOL),
				DafnyTypes.tuple(List.of(INT, BOOL))));
		types.addAll(datatypes(t));
		return types;
	}

	/** The storable types every back end prints alike (no sets, multisets or maps). */
	static List<Type> printable(ChildTyping t) {
		return storable(t).stream().filter(DafnyTypes::printable).toList();
	}

	@SuppressWarnings("unchecked")
	static List<Type> datatypes(ChildTyping t) {
		return (List<Type>) t.lookup(DafnyDeclarationRules.DATATYPES).orElse(List.of());
	}

	/** A datatype of the program with more than one constructor, for a match or a discriminator. */
	static Type matchable(ChildTyping t, String label) {
		var choices = datatypes(t).stream().filter(d -> !DafnyDatatypes.shape(d).equals("record")).toList();
		if (choices.isEmpty()) {
			throw new RulesException("no datatype with several constructors to tell apart");
		}
		return choices.get(t.decisions().choose(label, choices.size()));
	}

	static DafnyDatatypes.Variant variant(Type caseType) {
		Type datatype = ContainerType.argument(caseType, 0);
		return DafnyDatatypes.variants(datatype).get(Integer.parseInt(DafnyTypes.name(ContainerType.argument(caseType, 1))));
	}

	/** A concrete type for an open one, from the choices that fit it; a concrete type as it is. */
	static Type settle(ChildTyping t, Type type, String label, List<Type> choices) {
		Type resolved = t.resolve(type);
		if (!(resolved instanceof TypeVariable)) {
			return resolved;
		}
		// A choice of type (ChildTyping.chooseType): a search steering toward a type may take the one it wants.
		var fitting = fitting(t, resolved, choices);
		Type chosen = fitting.get(t.chooseType(label, fitting, resolved));
		t.unify(resolved, chosen);
		return t.resolve(chosen);
	}

	/**
	 * One of the choices that fit an open type, drawn from {@code d}, with nothing set: a draw's (ChildTyping.draw), which
	 * may make it only through its own decisions; {@link #settle} makes the same choice as a choice of type.
	 */
	static Type pick(ChildTyping t, cadmus.api.DecisionSource d, Type open, String label, List<Type> choices) {
		var fitting = fitting(t, open, choices);
		return fitting.get(d.choose(label, fitting.size()));
	}

	/** The choices an open type can be made, in their order; none is a rules error. */
	private static List<Type> fitting(ChildTyping t, Type open, List<Type> choices) {
		var fitting = choices.stream().filter(c -> t.canUnify(open, c)).toList();
		if (fitting.isEmpty()) {
			throw new RulesException("no type fits " + open);
		}
		return fitting;
	}

	private static boolean marker(Type w, String... kinds) {
		for (String kind : kinds) {
			if (ContainerType.is(w, kind)) {
				return true;
			}
		}
		return false;
	}

	private void literals() {
		// A literal is a nat, but where an int is wanted it is an int: a variable lifted for it is declared int, and a
		// nat variable would make Dafny infer nat for a display or a tuple it starts ([n, -1], (-n, 1)).
		rule(INT_LITERAL, w -> marker(w, "literal", "fuel-argument", "nonzero", "index-below") && !DafnyTypes.NONZERO_REAL.equals(w)
				? w : INT.equals(w) ? INT : NAT, t -> {
					Type type = t.resolve(t.nodeType());
					if (ContainerType.is(type, "literal")) {
						t.set(INT_LITERAL__VALUE, Integer.toString(DafnyTypes.literalValue(type)));
					} else if (ContainerType.is(type, "fuel-argument")) {
						t.draw(INT_LITERAL__VALUE, d -> Long.toString(d.between("fuel.value", 0, 3)));
					} else if (ContainerType.is(type, "nonzero")) {
						t.draw(INT_LITERAL__VALUE, d -> NONZERO_INTS.get(d.choose("divisor.value", NONZERO_INTS.size())));
					} else if (ContainerType.is(type, "index-below")) {
						Type length = t.resolve(ContainerType.argument(type));
						if (!ContainerType.is(length, "literal")) {
							throw new RulesException("an index needs its array's length known");
						}
						long last = DafnyTypes.literalValue(length) - 1L;
						t.draw(INT_LITERAL__VALUE, d -> Long.toString(d.between("index.value", 0, last)));
					} else {
						t.draw(INT_LITERAL__VALUE, d -> INTS.get(d.choose("int.value", INTS.size())));
					}
				});
		rule(REAL_LITERAL, w -> DafnyTypes.NONZERO_REAL.equals(w) ? w : REAL, t -> {
			var values = DafnyTypes.NONZERO_REAL.equals(t.nodeType()) ? NONZERO_REALS : REALS;
			t.draw(REAL_LITERAL__VALUE, d -> values.get(d.choose("real.value", values.size())));
		});
		rule(BOOL_LITERAL, w -> BOOL, t -> t.draw(BOOL_LITERAL__VALUE, d -> d.flip("bool.value", 0.5)));
		rule(CHAR_LITERAL, w -> CHAR, t -> {
			var values = List.of("'a'", "'b'", "'z'", "'A'", "'0'", "' '", "'\\n'", "'\\''", "'\"'");
			t.draw(CHAR_LITERAL__VALUE, d -> values.get(d.choose("char.value", values.size())));
		});
		rule(STRING_LITERAL, w -> marker(w, "separator", "newline") ? w : STRING, t -> {
			Type type = t.nodeType();
			var values = List.of("\"\"", "\"a\"", "\"abc\"", "\"hello world\"", "\"x\\\"y\"", "\"tab\\there\"", "\"0123456789\"");
			t.set(STRING_LITERAL__VALUE, ContainerType.is(type, "separator") ? "\" \"" : ContainerType.is(type, "newline") ? "\"\\n\""
					: values.get(t.decisions().choose("string.value", values.size())));
		});
	}

	private static final Set<String> FIXED_BINARIES = Set.of("base-test", "decrement", "step", "loop-test", "bound", "measure",
			"loop-done", "at-least-zero", "range");

	private void operators() {
		rule(BINARY, w -> {
			if (w instanceof ContainerType c && FIXED_BINARIES.contains(c.kind())) {
				return w;
			}
			if (INT.equals(w) || NAT.equals(w) || BOOL.equals(w) || REAL.equals(w)) {
				return w;
			}
			if (w instanceof ContainerType c && List.of("seq", "set", "multiset").contains(c.kind())) {
				return w;
			}
			return w == null || w instanceof TypeVariable ? TypeVariable.oneOf(INT, BOOL, REAL) : null;
		}, t -> {
			Type type = t.resolve(t.nodeType());
			if (type instanceof ContainerType c && FIXED_BINARIES.contains(c.kind())) {
				fixed(t, c);
				return;
			}
			if (type instanceof TypeVariable) {
				type = settle(t, type, "binary.type", List.of(INT, BOOL, REAL));
			}
			if (BOOL.equals(type)) {
				DafnyConditions.condition(t);
			} else if (INT.equals(type)) {
				String op = (String) t.draw(BINARY__OPERATOR, d -> List.of("+", "-", "*", "/", "%").get(d.choose("binary.int", 5)));
				operandsOf(t, INT, op.equals("/") || op.equals("%") ? DafnyTypes.NONZERO : INT);
			} else if (NAT.equals(type)) {
				binary(t, "+", NAT, NAT);
			} else if (REAL.equals(type)) {
				String op = (String) t.draw(BINARY__OPERATOR, d -> List.of("+", "-", "*", "/").get(d.choose("binary.real", 4)));
				operandsOf(t, REAL, op.equals("/") ? DafnyTypes.NONZERO_REAL : REAL);
			} else if (ContainerType.is(type, "seq")) {
				binary(t, "+", type, type);
			} else if (ContainerType.is(type, "set") || ContainerType.is(type, "multiset")) {
				drawn(t, d -> List.of("+", "-", "*").get(d.choose("binary.collection", 3)), type, type);
			} else {
				throw new RulesException("no operator gives " + type);
			}
		});
		rule(UNARY, w -> INT.equals(w) || REAL.equals(w) || BOOL.equals(w) ? w
				: w == null || w instanceof TypeVariable ? TypeVariable.oneOf(INT, BOOL, REAL) : null, t -> {
					Type type = settle(t, t.nodeType(), "unary.type", List.of(INT, BOOL, REAL));
					t.set(UNARY__OPERATOR, BOOL.equals(type) ? "!" : "-");
					t.require(UNARY__OPERAND, type);
				});
		// int as real, char as int: total conversions.
		rule(AS, w -> INT.equals(w) || REAL.equals(w) ? w : w == null || w instanceof TypeVariable ? TypeVariable.oneOf(INT, REAL) : null,
				t -> {
					Type type = settle(t, t.nodeType(), "as.type", List.of(INT, REAL));
					t.require(AS__OPERAND, REAL.equals(type) ? INT : CHAR);
					t.require(AS__TYPE, type);
				});
		rule(IF_EXPRESSION, w -> ContainerType.is(w, "recursion") ? w : value(w), t -> {
			Type type = t.nodeType();
			if (ContainerType.is(type, "recursion")) {
				// if n == 0 then <base> else var m := n - 1; <may call f(m, ...)>
				Type result = ContainerType.argument(type);
				t.require(IF_EXPRESSION__CONDITION, ContainerType.of("base-test"));
				t.require(IF_EXPRESSION__THEN, result);
				t.require(IF_EXPRESSION__ELSE, ContainerType.of("recursive-case", result));
				return;
			}
			t.require(IF_EXPRESSION__CONDITION, BOOL);
			t.require(IF_EXPRESSION__THEN, type);
			t.require(IF_EXPRESSION__ELSE, type);
		});
	}

	/** A value type's hole: the class fits; an open one: any value. */
	static Type value(Type w) {
		if (w == null || w instanceof TypeVariable) {
			return TypeVariable.value();
		}
		return DafnyTypes.isValue(w) ? w : null;
	}

	/** The fixed comparisons and arithmetic of loops, recursion and specifications. */
	private static void fixed(ChildTyping t, ContainerType marker) {
		var args = marker.arguments();
		switch (marker.kind()) {
		case "base-test" -> binary(t, "==", FUEL, DafnyTypes.literal(0));
		case "decrement" -> binary(t, "-", FUEL, DafnyTypes.literal(1));
		case "step" -> binary(t, "+", args.get(0), DafnyTypes.literal(1));
		case "loop-test" -> binary(t, "<", args.get(0), args.get(1));
		case "bound" -> binary(t, "<=", args.get(0), args.get(1));
		case "measure" -> binary(t, "-", args.get(1), args.get(0));
		case "loop-done" -> binary(t, "==", args.get(0), args.get(1));
		case "at-least-zero" -> binary(t, ">=", args.get(0), DafnyTypes.literal(0));
		case "range" -> {
			// x in s, x the bound variable, s a collection of its base type
			t.define(IN_RANGE, Boolean.TRUE);
			// a comprehension over a sequence does not compile on Go (findings/go-comprehension-over-sequence.dfy)
			Type element = DafnyTypes.base(args.get(0));
			// nor does a quantifier over a string run on JavaScript (findings/js-quantifier-over-string.dfy)
			var collections = args.size() > 1 || DafnyTypes.CHAR.equals(element)
					? List.<Type>of(DafnyTypes.set(element), DafnyTypes.multiset(element))
					: List.<Type>of(DafnyTypes.seq(element), DafnyTypes.set(element), DafnyTypes.multiset(element));
			binary(t, "in", args.get(0), collections.get(t.decisions().choose("range.collection", collections.size())));
		}
		default -> throw new IllegalStateException(marker.kind());
		}
	}

	static void binary(ChildTyping t, String operator, Type left, Type right) {
		t.set(BINARY__OPERATOR, operator);
		operandsOf(t, left, right);
	}

	/**
	 * A binary whose operator is drawn as the attribute's value, apart from its operands' types, so that a targeted
	 * search can ask for one (ChildTyping.draw); the same decision as a plain choice otherwise.
	 */
	private static void drawn(ChildTyping t, cadmus.api.AttributeValues operator, Type left, Type right) {
		t.draw(BINARY__OPERATOR, operator);
		operandsOf(t, left, right);
	}

	/** The operands' types of a binary whose operator is set. */
	static void operandsOf(ChildTyping t, Type left, Type right) {
		t.require(BINARY__LEFT, left);
		t.require(BINARY__RIGHT, right);
	}

	/** What binds names inside expressions: let, match, quantifiers, comprehensions. */
	private void binding() {
		rule(LET_EXPRESSION, w -> ContainerType.is(w, "recursive-case") ? w : value(w), t -> {
			Type type = t.nodeType();
			if (ContainerType.is(type, "recursive-case")) {
				t.requireEach(LET_EXPRESSION__TYPE, List.of());
				t.require(LET_EXPRESSION__VALUE, ContainerType.of("decrement"));
				t.require(LET_EXPRESSION__BODY, ContainerType.argument(type));
				return;
			}
			Type bound = settle(t, DafnyTypes.value(), "let.type", storable(t));
			t.requireEach(LET_EXPRESSION__TYPE, List.of(bound));
			t.require(LET_EXPRESSION__VALUE, bound);
			t.require(LET_EXPRESSION__BODY, type);
		});
		rule(MATCH_EXPRESSION, w -> value(w), t -> {
			Type datatype = matchable(t, "match.datatype");
			t.require(MATCH_EXPRESSION__SUBJECT, datatype);
			var cases = new ArrayList<Type>();
			for (int i = 0; i < DafnyDatatypes.variants(datatype).size(); i++) {
				cases.add(ContainerType.of("case", datatype, new BaseType(Integer.toString(i)), t.nodeType()));
			}
			t.requireEach(MATCH_EXPRESSION__CASES, cases);
		});
		rule(CASE_EXPRESSION, w -> ContainerType.is(w, "case") ? w : null, t -> {
			var variant = variant(t.nodeType());
			t.set(CASE_EXPRESSION__CONSTRUCTOR, variant.name());
			t.requireEach(CASE_EXPRESSION__NAMES, variant.types());
			t.require(CASE_EXPRESSION__BODY, ContainerType.argument(t.nodeType(), 2));
		});
		rule(QUANTIFIER, w -> BOOL.equals(w) || w == null || w instanceof TypeVariable ? BOOL : null, t -> {
			Type element = RANGED.get(t.decisions().choose("quantifier.element", RANGED.size()));
			t.set(QUANTIFIER__KIND, t.decisions().flip("quantifier.exists", 0.4) ? "exists" : "forall");
			t.requireEach(QUANTIFIER__TYPE, List.of());
			t.require(QUANTIFIER__RANGE, ContainerType.of("range", DafnyTypes.bound(element)));
			t.require(QUANTIFIER__BODY, BOOL);
		});
		rule(SET_COMPREHENSION, w -> ContainerType.is(w, "set") ? w : DafnyDisplayRules.open(w, () -> DafnyTypes.set(TypeVariable.oneOf(INT, BOOL, CHAR))), t -> {
			Type element = RANGED.get(t.decisions().choose("comprehension.element", RANGED.size()));
			t.requireEach(SET_COMPREHENSION__TYPE, List.of());
			t.require(SET_COMPREHENSION__RANGE, ContainerType.of("range", DafnyTypes.bound(element), COMPREHENSION));
			t.require(SET_COMPREHENSION__TERM, ContainerType.argument(t.resolve(t.nodeType())));
		});
		rule(MAP_COMPREHENSION, w -> ContainerType.is(w, "map") && RANGED.contains(ContainerType.argument(w)) ? w : null, t -> {
			Type key = ContainerType.argument(t.resolve(t.nodeType()), 0);
			t.requireEach(MAP_COMPREHENSION__TYPE, List.of());
			t.require(MAP_COMPREHENSION__RANGE, ContainerType.of("range", DafnyTypes.bound(key), COMPREHENSION));
			t.require(MAP_COMPREHENSION__TERM, ContainerType.argument(t.resolve(t.nodeType()), 1));
		});
	}
}
