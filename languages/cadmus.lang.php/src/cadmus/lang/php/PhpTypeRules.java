package cadmus.lang.php;

import static cadmus.lang.php.PhpTypes.BOOL;
import static cadmus.lang.php.PhpTypes.FLOAT;
import static cadmus.lang.php.PhpTypes.INT;
import static cadmus.lang.php.PhpTypes.NONE;
import static cadmus.lang.php.PhpTypes.STATEMENT;
import static cadmus.lang.php.PhpTypes.STRING;
import static cadmus.lang.php.PhpTypes.WHILE_GUARD;
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
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rule of every PHP node class the generator makes: which types a node can have and what its children
 * must be. With the prelude's typed environment this keeps programs free of warnings and errors: operators only
 * on operands of one type, integer division and remainder through guarded wrappers, arrays never empty and read
 * at index 0 or through a wrapper, loops bounded by fuel or by the array they walk, and a function's body ending
 * in a return of its declared type.
 */
final class PhpTypeRules {

	/**
	 * Integer literals the rules write: small, so sums and products stay far from overflow in straight code; never
	 * negative, since PHP reads -1 as the operator applied to 1 (negatives are written with it).
	 */
	private static final List<String> INTS = List.of("0", "1", "2", "3", "5", "7", "10", "42", "100", "255");
	private static final List<String> FLOATS = List.of("0.5", "1.5", "2.25", "0.1", "3.0", "1.75", "1.0e3");

	private final Map<EClass, TypeRule> rules = new HashMap<>();

	PhpTypeRules() {
		statements();
		expressions();
		functions();
	}

	TypeRule get(EClass eClass) {
		return rules.get(eClass);
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		rules.put(eClass, TypeRule.of(type, children));
	}

	private static Type statement(Type wanted) {
		return STATEMENT;
	}

	private static List<Type> values(int n) {
		var result = new ArrayList<Type>(n);
		for (int i = 0; i < n; i++) {
			result.add(TypeVariable.value());
		}
		return result;
	}

	/** A concrete type for a parameter or a result: a scalar, or a list of ints or strings. */
	private static Type concrete(ChildTyping t, String label) {
		int choice = t.decisions().choose(label, 6);
		return switch (choice) {
			case 4 -> PhpTypes.list(INT);
			case 5 -> PhpTypes.list(STRING);
			default -> PhpTypes.SCALARS.get(choice);
		};
	}

	/**
	 * The type, resolved; an open one made concrete (the first of the concrete types, in a decided order, it
	 * takes), and a list's open element too: data never holds a function, which PHP calls only by name.
	 */
	private static Type settle(ChildTyping t, Type type, String label) {
		Type resolved = t.resolve(type);
		if (PhpTypes.is(resolved, "list")) {
			Type element = settle(t, PhpTypes.argument(resolved), label);
			if (element instanceof FunctionType) {
				throw new RulesException("a list holds data, not functions");
			}
			return t.resolve(resolved);
		}
		if (!(resolved instanceof TypeVariable)) {
			return resolved;
		}
		int start = t.decisions().choose(label, 6);
		for (int i = 0; i < 6; i++) {
			int choice = (start + i) % 6;
			Type concrete = choice == 4 ? PhpTypes.list(INT) : choice == 5 ? PhpTypes.list(STRING) : PhpTypes.SCALARS.get(choice);
			if (t.unify(resolved, concrete)) {
				return t.resolve(concrete);
			}
		}
		return t.resolve(resolved);
	}

	private void statements() {
		rule(SCRIPT, w -> null, t -> t.require(SCRIPT__BODY, PhpTypes.block(NONE)));
		rule(BLOCK, w -> PhpTypes.block(new TypeVariable()), t -> {
			Type kind = t.resolve(PhpTypes.argument(t.nodeType()));
			boolean script = t.ancestors().size() > 1 && t.ancestors().get(1) == SCRIPT;
			int n = script ? (int) t.decisions().between("script.statements", 3, 6)
					: t.overBudget() ? 0 : (int) t.decisions().between("block.statements", 0, 3);
			var statements = new ArrayList<Type>(Collections.nCopies(n, STATEMENT));
			if (!kind.equals(NONE)) {
				statements.add(PhpTypes.returning(kind));
			}
			t.requireEach(BLOCK__STATEMENTS, statements);
		});
		rule(RETURN, w -> PhpTypes.returning(TypeVariable.value()),
				t -> t.require(RETURN__VALUE, PhpTypes.argument(t.nodeType())));
		// A variable holds data (a scalar or a list), never a function: PHP calls functions by name.
		rule(DEFINITION, PhpTypeRules::statement, t -> {
			t.require(DEFINITION__VALUE, settle(t, TypeVariable.value(), "definition.type"));
			t.set(DEFINITION__BY_REFERENCE, Boolean.FALSE);
		});
		rule(EXPRESSION_STATEMENT, PhpTypeRules::statement,
				t -> t.require(EXPRESSION_STATEMENT__EXPRESSION, new TypeVariable()));
		rule(IF, PhpTypeRules::statement, t -> {
			t.require(IF__CONDITION, BOOL);
			t.require(IF__THEN, PhpTypes.block(NONE));
			t.require(IF__ELSE, PhpTypes.block(NONE));
		});
		rule(ELSE_IF, w -> null, t -> {
			t.require(ELSE_IF__CONDITION, BOOL);
			t.require(ELSE_IF__BLOCK, PhpTypes.block(NONE));
		});
		rule(WHILE, PhpTypeRules::statement, t -> {
			t.require(WHILE__CONDITION, WHILE_GUARD);
			t.require(WHILE__BODY, PhpTypes.block(NONE));
		});
		rule(FOREACH, PhpTypeRules::statement, t -> {
			var element = TypeVariable.value();
			t.require(FOREACH__SUBJECT, PhpTypes.list(element));
			t.require(FOREACH__BODY, PhpTypes.block(NONE));
			t.set(FOREACH__BY_REFERENCE, Boolean.FALSE);
			t.define(FOREACH_ELEMENT, element);
		});
		// Compound assignments of a variable: the statement form of a write (a plain one is a definition).
		rule(ASSIGN, w -> new TypeVariable(Set.of(INT, FLOAT, STRING)), t -> {
			Type type = t.nodeType();
			String operator;
			if (t.unify(type, STRING)) {
				operator = ".=";
			} else {
				var ops = List.of("+=", "-=", "*=");
				operator = ops.get(t.decisions().choose("assign.operator", ops.size()));
			}
			t.set(ASSIGN__OPERATOR, operator);
			t.set(ASSIGN__BY_REFERENCE, Boolean.FALSE);
			t.require(ASSIGN__TARGET, type);
			t.require(ASSIGN__VALUE, type);
		});
		rule(PRE_INCREMENT, w -> INT, t -> {
			t.set(PRE_INCREMENT__OPERATOR, t.decisions().flip("increment.up", 0.7) ? "++" : "--");
			t.require(PRE_INCREMENT__OPERAND, INT);
		});
		rule(POST_INCREMENT, w -> INT, t -> {
			t.set(POST_INCREMENT__OPERATOR, t.decisions().flip("increment.up", 0.7) ? "++" : "--");
			t.require(POST_INCREMENT__OPERAND, INT);
		});
	}

	/** Defined by a foreach for the binder of its value: the list's element type. */
	static final String FOREACH_ELEMENT = "foreach-element";

	private void expressions() {
		rule(INT_LITERAL, w -> INT, t -> {
			boolean index = !t.ancestors().isEmpty() && t.ancestors().size() > 1 && t.ancestors().get(1) == INDEX;
			t.set(INT_LITERAL__VALUE, index ? "0" : INTS.get(t.decisions().choose("int.value", INTS.size())));
		});
		rule(FLOAT_LITERAL, w -> FLOAT, t -> t.set(FLOAT_LITERAL__VALUE,
				FLOATS.get(t.decisions().choose("float.value", FLOATS.size()))));
		rule(STRING_LITERAL, w -> STRING, t -> {
		});
		rule(TRUE_LITERAL, w -> BOOL, t -> {
		});
		rule(FALSE_LITERAL, w -> BOOL, t -> {
		});
		rule(BINARY, w -> PhpTypes.anyScalar(), this::binary);
		rule(NOT, w -> BOOL, t -> t.require(NOT__OPERAND, BOOL));
		rule(UNARY, w -> new TypeVariable(Set.of(INT, FLOAT)), t -> {
			boolean complement = t.decisions().flip("unary.complement", 0.2) && t.unify(t.nodeType(), INT);
			t.set(UNARY__OPERATOR, complement ? "~" : "-");
			t.require(UNARY__OPERAND, t.nodeType());
		});
		rule(CONDITIONAL, w -> TypeVariable.value(), t -> {
			t.require(CONDITIONAL__CONDITION, BOOL);
			t.require(CONDITIONAL__THEN, t.nodeType());
			t.require(CONDITIONAL__ELSE, t.nodeType());
		});
		// Casts between scalars are defined for every value: (int) of a string reads its leading digits.
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
			t.require(CAST__OPERAND, new TypeVariable(Set.copyOf(from)));
		});
		rule(INDEX, w -> TypeVariable.value(), t -> {
			t.require(INDEX__TARGET, PhpTypes.list(t.nodeType()));
			t.require(INDEX__KEY, INT);
		});
		rule(ARRAY_LITERAL, w -> PhpTypes.list(TypeVariable.value()), t -> {
			Type element = settle(t, PhpTypes.argument(t.resolve(t.nodeType())), "array.element");
			if (element instanceof FunctionType) {
				throw new RulesException("arrays hold data, not functions");
			}
			int n = t.overBudget() ? 1 : (int) t.decisions().between("array.elements", 1, 3);
			t.requireEach(ARRAY_LITERAL__ITEMS, Collections.nCopies(n, element));
		});
		rule(ARRAY_ITEM, w -> w == null ? TypeVariable.value() : w, t -> {
			t.require(ARRAY_ITEM__VALUE, t.nodeType());
			t.set(ARRAY_ITEM__SPREAD, Boolean.FALSE);
			t.set(ARRAY_ITEM__BY_REFERENCE, Boolean.FALSE);
		});
		// A call yields a stored value, except where the rules ask for a marker type (a loop guard, printing's
		// result) that only the prelude's functions return.
		rule(CALL, w -> w == null || w instanceof TypeVariable v && v.choices() == null && !v.valuesOnly()
				|| w.equals(WHILE_GUARD) ? new TypeVariable() : TypeVariable.value(), t -> {
					Type result = t.nodeType();
					if (t.resolve(result) instanceof FunctionType) {
						throw new RulesException("a call yields no function: closures are made where they are passed");
					}
					boolean guard = t.canUnify(result, WHILE_GUARD) && !t.canUnify(result, STRING);
					int arity = guard || t.overBudget() ? 0 : (int) t.decisions().between("call.arity", 0, 2);
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
	}

	private void binary(ChildTyping t) {
		Type type = t.nodeType();
		var kinds = new ArrayList<Type>(PhpTypes.SCALARS);
		Collections.rotate(kinds, t.decisions().choose("binary.kind", kinds.size()));
		for (var kind : kinds) {
			if (!t.unify(type, kind)) {
				continue;
			}
			if (kind.equals(BOOL)) {
				booleanBinary(t);
			} else if (kind.equals(STRING)) {
				operands(t, ".", STRING);
			} else if (kind.equals(INT) && t.decisions().flip("binary.spaceship", 0.1)) {
				var ordered = List.of(INT, FLOAT, STRING);
				operands(t, "<=>", ordered.get(t.decisions().choose("binary.spaceshipType", ordered.size())));
			} else {
				var ops = new ArrayList<>(List.of("+", "-", "*"));
				if (kind.equals(INT)) {
					ops.addAll(List.of("&", "|", "^"));
				}
				operands(t, ops.get(t.decisions().choose("binary.arithmetic", ops.size())), kind);
			}
			return;
		}
	}

	private void booleanBinary(ChildTyping t) {
		switch (t.decisions().choose("binary.boolean", 3)) {
		case 0 -> operands(t, t.decisions().flip("binary.logic", 0.5) ? "&&" : "||", BOOL);
		case 1 -> {
			var ordered = List.of(INT, FLOAT, STRING);
			var ops = List.of("<", "<=", ">", ">=");
			operands(t, ops.get(t.decisions().choose("binary.order", ops.size())),
					ordered.get(t.decisions().choose("binary.orderType", ordered.size())));
		}
		default -> {
			var ops = List.of("==", "!=", "===", "!==");
			operands(t, ops.get(t.decisions().choose("binary.equality", ops.size())), PhpTypes.anyScalar());
		}
		}
	}

	private static void operands(ChildTyping t, String operator, Type operandType) {
		t.set(BINARY__OPERATOR, operator);
		t.require(BINARY__LEFT, operandType);
		t.require(BINARY__RIGHT, operandType);
	}

	private void functions() {
		rule(FUNCTION_DECLARATION, w -> null, t -> {
			int arity = t.overBudget() ? 0 : (int) t.decisions().between("function.arity", 0, 3);
			var parameters = new ArrayList<Type>();
			for (int i = 0; i < arity; i++) {
				parameters.add(concrete(t, "function.parameter"));
			}
			Type result = concrete(t, "function.result");
			t.define(FUNCTION_TYPE, new FunctionType(parameters, result));
			t.requireEach(FUNCTION_DECLARATION__PARAMETER_TYPES, parameters);
			t.requireEach(FUNCTION_DECLARATION__NAMES, parameters);
			t.require(FUNCTION_DECLARATION__RETURN_TYPE, result);
			t.require(FUNCTION_DECLARATION__BODY, PhpTypes.block(result));
			t.set(FUNCTION_DECLARATION__BY_REFERENCE, Boolean.FALSE);
		});
		// The arrow's type is the one its place wants (a call's, array_map's callback), its open parts settled on
		// concrete types here, since PHP declares them.
		rule(ARROW_FUNCTION, w -> w instanceof FunctionType f ? f : new FunctionType(values(1), TypeVariable.value()),
				t -> {
					var function = (FunctionType) t.resolve(t.nodeType());
					var parameters = new ArrayList<Type>();
					for (Type parameter : function.parameters()) {
						parameters.add(settle(t, parameter, "arrow.parameter"));
					}
					Type result = settle(t, function.result(), "arrow.result");
					if (result instanceof FunctionType) {
						throw new RulesException("an arrow function returns no function: it would nest without end");
					}
					t.requireEach(ARROW_FUNCTION__PARAMETER_TYPES, parameters);
					t.requireEach(ARROW_FUNCTION__NAMES, parameters);
					t.require(ARROW_FUNCTION__RETURN_TYPE, result);
					t.require(ARROW_FUNCTION__VALUE, result);
					t.set(ARROW_FUNCTION__STATIC, Boolean.FALSE);
					t.set(ARROW_FUNCTION__BY_REFERENCE, Boolean.FALSE);
				});
		// A declared type: its name from the type it stands for, settled by its function's rule.
		rule(SIMPLE_TYPE, w -> w, t -> t.set(SIMPLE_TYPE__NAME, PhpTypes.declared(settle(t, t.nodeType(), "type.open"))));
	}

	/** Defined by a function declaration for its binders: its type. */
	static final String FUNCTION_TYPE = "function-type";
}
