package cadmus.lang.php;

import static cadmus.lang.php.PhpTypes.BOOL;
import static cadmus.lang.php.PhpTypes.FLOAT;
import static cadmus.lang.php.PhpTypes.INT;
import static cadmus.lang.php.PhpTypes.STRING;
import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rules of PHP expressions, data and functions (statements: {@link PhpStatementRules}): which types a
 * node can have and what its children must be. With the prelude's typed environment this keeps programs free of
 * warnings and errors: operators only on operands of one type, integer division and remainder through guarded
 * wrappers, arrays (lists and maps with string keys) never empty and read at index 0, through a wrapper, or by a
 * lookup that only ?? reads; nullable values only where ?? or a nullable declaration takes them; match with a
 * default arm; exceptions thrown with a literal code; a function's body ending in a return of its declared type.
 */
final class PhpTypeRules {

	/**
	 * Integer literals the rules write: small, so sums and products stay far from overflow in straight code; never
	 * negative, since PHP reads -1 as the operator applied to 1 (negatives are written with it).
	 */
	private static final List<String> INTS = List.of("0", "1", "2", "3", "5", "7", "10", "42", "100", "255");
	private static final List<String> FLOATS = List.of("0.5", "1.5", "2.25", "0.1", "3.0", "1.75", "1.0e3");

	private final Map<EClass, TypeRule> rules = new HashMap<>();
	private final java.util.function.Predicate<String> allows;

	PhpTypeRules(java.util.function.Predicate<String> allows) {
		this.allows = allows;
		PhpStatementRules.add(rules::put, allows);
		expressions();
		PhpStringRules.add(rules::put);
		data();
		PhpClassRules.add(rules::put, allows);
		PhpFunctionRules.add(rules::put, allows);
	}

	TypeRule get(EClass eClass) {
		return rules.get(eClass);
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		rules.put(eClass, TypeRule.of(type, children));
	}

	static List<Type> values(int n) {
		var result = new ArrayList<Type>(n);
		for (int i = 0; i < n; i++) {
			result.add(TypeVariable.value());
		}
		return result;
	}

	/**
	 * The type, resolved; an open one made concrete (the first of the concrete types, in a decided order, it
	 * takes), and the open parts of a list, a map or a nullable type too: data never holds a function, which PHP
	 * calls only by name, and a nullable type is a scalar's.
	 */
	static Type settle(ChildTyping t, Type type, String label) {
		return settle(t, type, label, PhpTypes.CONCRETE);
	}

	private static Type settle(ChildTyping t, Type type, String label, List<? extends Type> choices) {
		Type resolved = t.resolve(type);
		if (ContainerType.is(resolved, "list") || ContainerType.is(resolved, "map") || ContainerType.is(resolved, "nullable")) {
			Type element = settle(t, ContainerType.argument(resolved), label,
					ContainerType.is(resolved, "nullable") ? PhpTypes.SCALARS : PhpTypes.CONCRETE);
			if (element instanceof FunctionType) {
				throw new RulesException("an array holds data, not functions");
			}
			return t.resolve(resolved);
		}
		if (!(resolved instanceof TypeVariable)) {
			return resolved;
		}
		// A choice of type: a search steering toward a type may take the one it wants first.
		int start = t.chooseType(label, choices, resolved);
		for (int i = 0; i < choices.size(); i++) {
			Type concrete = choices.get((start + i) % choices.size());
			if (t.unify(resolved, concrete)) {
				return t.resolve(concrete);
			}
		}
		return t.resolve(resolved);
	}

	private void expressions() {
		// Index 0 where a plain index asks for it (a list always has an element 0).
		rule(INT_LITERAL, w -> PhpTypes.FIRST_INDEX.equals(w) || PhpTypes.CODE.equals(w) ? w : INT, t -> {
			if (PhpTypes.FIRST_INDEX.equals(t.nodeType())) {
				t.set(INT_LITERAL__VALUE, "0");
			} else {
				t.draw(INT_LITERAL__VALUE, d -> INTS.get(d.choose("int.value", INTS.size())));
			}
		});
		rule(FLOAT_LITERAL, w -> FLOAT, t -> t.draw(FLOAT_LITERAL__VALUE,
				d -> FLOATS.get(d.choose("float.value", FLOATS.size()))));
		// A map's key where a map literal asks for one; else a string from the rules' values.
		rule(STRING_LITERAL, w -> PhpTypes.KEYS.contains(w) ? w : STRING, t -> {
			int key = PhpTypes.KEYS.indexOf(t.nodeType());
			if (key >= 0) {
				t.set(STRING_LITERAL__VALUE, "'" + (char) ('a' + key) + "'");
			}
		});
		rule(TRUE_LITERAL, w -> BOOL, t -> {
		});
		rule(FALSE_LITERAL, w -> BOOL, t -> {
		});
		rule(NULL_LITERAL, w -> PhpTypes.nullable(new TypeVariable(Set.copyOf(PhpTypes.SCALARS))), t -> {
		});
		rule(BINARY, w -> PhpTypes.anyScalar(), this::binary);
		rule(NOT, w -> BOOL, t -> t.require(NOT__OPERAND, BOOL));
		rule(UNARY, w -> new TypeVariable(Set.of(INT, FLOAT)), t -> {
			boolean complement = t.decisions().flip("unary.complement", 0.2) && t.unify(t.nodeType(), INT);
			t.set(UNARY__OPERATOR, complement ? "~" : "-");
			t.require(UNARY__OPERAND, t.nodeType());
		});
		// Of a nullable type, one branch may be the scalar: how a nullable variable gets a value other than null.
		rule(CONDITIONAL, w -> TypeVariable.value(), t -> {
			Type type = t.resolve(t.nodeType());
			boolean scalarThen = ContainerType.is(type, "nullable") && t.decisions().flip("conditional.scalar", 0.7);
			t.require(CONDITIONAL__CONDITION, BOOL);
			t.require(CONDITIONAL__THEN, scalarThen ? ContainerType.argument(type) : type);
			t.require(CONDITIONAL__ELSE, type);
		});
		// Casts between scalars, where defined for every value: (int) of a string reads its number (PHP 7.1; its
		// leading digits before), and (int) of a float is the prelude's whole.
		rule(CAST, w -> PhpTypes.anyScalar(), t -> {
			Type type = t.resolve(t.nodeType());
			var casts = List.of("int", "float", "string", "bool");
			String cast = null;
			for (int i = 0, start = t.decisions().choose("cast.type", casts.size()); i < casts.size() && cast == null; i++) {
				String c = casts.get((start + i) % casts.size());
				if (t.unify(type, PhpTypes.SCALARS.get(casts.indexOf(c)))) {
					cast = c;
				}
			}
			t.set(CAST__TYPE, cast);
			var from = new ArrayList<BaseType>(PhpTypes.SCALARS);
			from.remove(t.resolve(type));
			if (cast.equals("int")) {
				// A float goes to int through the prelude's whole: NaN, infinities and floats out of range are
				// undefined as ints (PHP 8.5 warns).
				from.remove(FLOAT);
				if (!allows.test(PhpFeatures.STRING_TO_INT)) {
					from.remove(STRING);
				}
			} else if (cast.equals("string") && !allows.test(PhpFeatures.FLOAT_STRINGS)) {
				from.remove(FLOAT);
			}
			t.require(CAST__OPERAND, new TypeVariable(Set.copyOf(from)));
		});
		// A call yields a stored value, except where the rules ask for a marker type (a loop guard, printing's
		// result) that only the prelude's functions return.
		rule(CALL, w -> PhpTypes.HANDLED.equals(w) ? w : w == null || w instanceof TypeVariable v && v.choices() == null
				&& !v.valuesOnly() || PhpTypes.CALLED_MARKERS.containsKey(w) ? new TypeVariable() : TypeVariable.value(), t -> {
					Type result = t.nodeType();
					if (PhpTypes.HANDLED.equals(result)) {
						// A handler prints what it read of the exception: emit($e->getMessage()).
						var parameters = List.<Type>of(PhpTypes.caughtValue(new TypeVariable(Set.of(INT, STRING))));
						t.require(CALL__TARGET, new FunctionType(parameters, result));
						t.requireEach(CALL__ARGUMENTS, parameters);
						return;
					}
					if (t.resolve(result) instanceof FunctionType) {
						throw new RulesException("a call yields no function: closures are made where they are passed");
					}
					// A marker type the hole fixed (no value unifies with it): a prelude function's, with its arity.
					Integer markerArity = null;
					for (var marker : PhpTypes.CALLED_MARKERS.entrySet()) {
						if (t.canUnify(result, marker.getKey()) && !t.canUnify(result, STRING)) {
							// fixed here, so that no anonymous function (which returns data) is tried as the target
							t.unify(result, marker.getKey());
							markerArity = marker.getValue();
						}
					}
					int arity = markerArity != null ? markerArity
							: t.overBudget() ? 0 : (int) t.decisions().between("call.arity", 0, 3);
					var parameters = values(arity);
					t.require(CALL__TARGET, new FunctionType(parameters, result));
					t.requireEach(CALL__ARGUMENTS, parameters);
				});
		// An argument for an open parameter (a library function's polymorphic one) is data; a callback's stays a
		// function.
		rule(ARGUMENT, w -> w == null ? TypeVariable.value() : w, t -> {
			t.require(ARGUMENT__VALUE, settle(t, t.nodeType(), "argument.type"));
			t.set(ARGUMENT__SPREAD, Boolean.FALSE);
		});
		// match on an int or a string (compared with ===): arms of one or two values, the last arm the default,
		// so no value is unhandled.
		rule(MATCH, w -> w instanceof FunctionType ? null : TypeVariable.value(), t -> {
			Type subject = t.decisions().flip("match.text", 0.3) ? STRING : INT;
			t.require(MATCH__SUBJECT, subject);
			int n = t.overBudget() ? 0 : (int) t.decisions().between("match.arms", 1, 3);
			var arms = new ArrayList<Type>();
			for (int i = 0; i < n; i++) {
				arms.add(PhpTypes.arm(false, subject, t.nodeType()));
			}
			arms.add(PhpTypes.arm(true, subject, t.nodeType()));
			t.requireEach(MATCH__ARMS, arms);
		});
		rule(MATCH_ARM, w -> ContainerType.is(w, "default-arm") ? w : PhpTypes.arm(false, TypeVariable.value(),
				TypeVariable.value()), t -> {
					var arm = (cadmus.api.types.ContainerType) t.resolve(t.nodeType());
					boolean isDefault = arm.kind().equals("default-arm");
					t.set(MATCH_ARM__DEFAULT, isDefault);
					int n = isDefault || t.overBudget() ? (isDefault ? 0 : 1) : (int) t.decisions().between("arm.conditions", 1, 2);
					t.requireEach(MATCH_ARM__CONDITIONS, Collections.nCopies(n, isDefault ? null : arm.arguments().get(0)));
					t.require(MATCH_ARM__RESULT, arm.arguments().get(isDefault ? 0 : 1));
				});
	}

	/**
	 * Arrays: lists (keys 0 to n - 1) and maps (keys from {@link PhpTypes#KEYS}), never empty. A plain index reads
	 * a list's element 0; any other index is a lookup that only ?? reads, where a missing key is defined.
	 */
	private void data() {
		// Never of a function: arrays hold data.
		rule(INDEX, w -> ContainerType.is(w, "lookup") ? w : w instanceof FunctionType ? null : TypeVariable.value(), t -> {
			if (ContainerType.is(t.nodeType(), "lookup")) {
				Type value = ContainerType.argument(t.nodeType());
				boolean map = t.decisions().flip("lookup.map", 0.5);
				t.require(INDEX__TARGET, map ? PhpTypes.map(value) : PhpTypes.list(value));
				t.requireEach(INDEX__KEY, List.of(map ? STRING : INT));
				return;
			}
			t.require(INDEX__TARGET, PhpTypes.list(t.nodeType()));
			t.requireEach(INDEX__KEY, List.of(PhpTypes.FIRST_INDEX));
		});
		rule(ARRAY_LITERAL, w -> ContainerType.is(w, "map") || ContainerType.is(w, "tuple") || ContainerType.is(w, "keyed") ? w
				: PhpTypes.list(TypeVariable.value()), t -> {
			var taken = t.resolve(t.nodeType());
			if (ContainerType.is(taken, "tuple") || ContainerType.is(taken, "keyed")) {
				apart(t, (cadmus.api.types.ContainerType) taken);
				return;
			}
			boolean map = ContainerType.is(t.resolve(t.nodeType()), "map");
			Type element = settle(t, ContainerType.argument(t.resolve(t.nodeType())), "array.element");
			if (element instanceof FunctionType) {
				throw new RulesException("arrays hold data, not functions");
			}
			int n = t.overBudget() ? 1 : (int) t.decisions().between("array.elements", 1, 3);
			var items = new ArrayList<Type>();
			if (map) {
				var keys = new ArrayList<>(PhpTypes.KEYS);
				Collections.rotate(keys, t.decisions().choose("map.firstKey", keys.size()));
				keys.subList(0, n).forEach(key -> items.add(PhpTypes.entry(key, element)));
			} else {
				items.addAll(Collections.nCopies(n, element));
			}
			t.requireEach(ARRAY_LITERAL__ITEMS, items);
		});
		rule(ARRAY_ITEM, w -> w == null ? TypeVariable.value() : w, t -> {
			if (ContainerType.is(t.nodeType(), "entry")) {
				var entry = (cadmus.api.types.ContainerType) t.resolve(t.nodeType());
				t.requireEach(ARRAY_ITEM__KEY, List.of(entry.arguments().get(0)));
				t.require(ARRAY_ITEM__VALUE, entry.arguments().get(1));
			} else {
				t.requireEach(ARRAY_ITEM__KEY, List.of());
				t.require(ARRAY_ITEM__VALUE, t.nodeType());
			}
			t.set(ARRAY_ITEM__SPREAD, Boolean.FALSE);
			t.set(ARRAY_ITEM__BY_REFERENCE, Boolean.FALSE);
		});
	}

	/**
	 * An array literal a destructuring takes apart: at least as many elements as it has names, or exactly its
	 * keys, so that no name is missing (a warning).
	 */
	private static void apart(ChildTyping t, ContainerType taken) {
		Type element = taken.arguments().get(0);
		var items = new ArrayList<Type>();
		if (taken.kind().equals("tuple")) {
			int n = Integer.parseInt(((BaseType) taken.arguments().get(1)).name());
			items.addAll(Collections.nCopies(n + (t.decisions().flip("tuple.extra", 0.2) ? 1 : 0), element));
		} else {
			taken.arguments().subList(1, taken.arguments().size())
					.forEach(key -> items.add(PhpTypes.entry((BaseType) key, element)));
		}
		t.requireEach(ARRAY_LITERAL__ITEMS, items);
	}

	private void binary(ChildTyping t) {
		Type type = t.nodeType();
		var kinds = new ArrayList<Type>(PhpTypes.SCALARS);
		Collections.rotate(kinds, t.decisions().choose("binary.kind", kinds.size()));
		for (var kind : kinds) {
			if (!t.unify(type, kind)) {
				continue;
			}
			if (allows.test(PhpFeatures.COALESCE) && t.decisions().flip("binary.coalesce", 0.1)) {
				t.set(BINARY__OPERATOR, "??");
				t.require(BINARY__LEFT, t.decisions().flip("coalesce.lookup", 0.6) ? PhpTypes.lookup(kind) : PhpTypes.nullable(kind));
				t.require(BINARY__RIGHT, kind);
			} else if (kind.equals(BOOL)) {
				booleanBinary(t);
			} else if (kind.equals(STRING)) {
				operands(t, ".", STRING);
			} else if (kind.equals(INT) && allows.test(PhpFeatures.SPACESHIP) && t.decisions().flip("binary.spaceship", 0.1)) {
				var ordered = List.of(INT, FLOAT, STRING);
				operands(t, "<=>", ordered.get(t.decisions().choose("binary.spaceshipType", ordered.size())));
			} else {
				var ops = new ArrayList<>(List.of("+", "-", "*"));
				if (kind.equals(INT)) {
					ops.addAll(List.of("&", "|", "^"));
				}
				drawnOperands(t, d -> ops.get(d.choose("binary.arithmetic", ops.size())), kind);
			}
			return;
		}
	}

	/**
	 * A bool from a connective, an order or an equality: which of them is drawn with its operator, as the operator's
	 * value, so that a target asking for one ({@code !==}) finds it among the draw's seeds; the operands follow from
	 * the operator.
	 */
	private void booleanBinary(ChildTyping t) {
		String operator = (String) t.draw(BINARY__OPERATOR, d -> switch (d.choose("binary.boolean", 3)) {
		case 0 -> d.flip("binary.logic", 0.5) ? "&&" : "||";
		case 1 -> ORDERS.get(d.choose("binary.order", ORDERS.size()));
		default -> EQUALITIES.get(d.choose("binary.equality", EQUALITIES.size()));
		});
		if (ORDERS.contains(operator)) {
			var ordered = List.of(INT, FLOAT, STRING);
			var operandType = ordered.get(t.decisions().choose("binary.orderType", ordered.size()));
			t.require(BINARY__LEFT, operandType);
			t.require(BINARY__RIGHT, operandType);
		} else {
			Type operandType = EQUALITIES.contains(operator) ? PhpTypes.anyScalar() : BOOL;
			t.require(BINARY__LEFT, operandType);
			t.require(BINARY__RIGHT, operandType);
		}
	}

	/** The order comparisons and the equalities, as {@code binary.order} and {@code binary.equality} draw them. */
	private static final List<String> ORDERS = List.of("<", "<=", ">", ">="), EQUALITIES = List.of("==", "!=", "===", "!==");

	private static void operands(ChildTyping t, String operator, Type operandType) {
		t.set(BINARY__OPERATOR, operator);
		t.require(BINARY__LEFT, operandType);
		t.require(BINARY__RIGHT, operandType);
	}

	/** An operator drawn apart from its operands' type (a target may ask for one: a comparison), then the operands. */
	private static void drawnOperands(ChildTyping t, cadmus.api.AttributeValues operator, Type operandType) {
		t.draw(BINARY__OPERATOR, operator);
		t.require(BINARY__LEFT, operandType);
		t.require(BINARY__RIGHT, operandType);
	}
}
