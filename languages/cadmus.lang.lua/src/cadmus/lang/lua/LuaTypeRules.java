package cadmus.lang.lua;

import static cadmus.lang.lua.LuaTypes.BOOLEAN;
import static cadmus.lang.lua.LuaTypes.LOOP;
import static cadmus.lang.lua.LuaTypes.NIL;
import static cadmus.lang.lua.LuaTypes.NONE;
import static cadmus.lang.lua.LuaTypes.STRING;
import static cadmus.lang.lua.LuaTypes.UNTIL_GUARD;
import static cadmus.lang.lua.LuaTypes.WHILE_GUARD;
import static cadmus.lang.lua.lua.LuaPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.TypeRule;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rule of every Lua node class (Xsmith's type-info): which types a node can have and what its
 * children must be. Together with the prelude's typed environment this keeps programs free of runtime
 * errors: only functions are called, only tables indexed (arrays always hold three elements), arithmetic
 * and comparison only on matching types, loops bounded.
 */
final class LuaTypeRules {

	/** Field names of generated records. */
	private static final List<String> RECORD_FIELDS = List.of("x", "y", "n");
	private static final String BREAK_OK = "break-ok";
	/** Defined by every assignment for its children: whether it assigns several targets. */
	static final String MULTIPLE_ASSIGNMENT = "multiple-assignment";

	private final LuaTypes types;
	private final Map<EClass, TypeRule> rules = new HashMap<>();

	LuaTypeRules(LuaTypes types) {
		this.types = types;
		statements();
		expressions();
		tables();
		functions();
	}

	TypeRule get(EClass eClass) {
		return rules.get(eClass);
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		rules.put(eClass, TypeRule.of(type, children));
	}

	private static Type untyped(Type wanted) {
		return null;
	}

	/** The kind of a nested block: loop bodies (and blocks inside them) may end in break. */
	private static Type nestedKind(ChildTyping t) {
		return Boolean.TRUE.equals(t.lookup(BREAK_OK).orElse(Boolean.FALSE)) ? LOOP : NONE;
	}

	private static List<Type> values(int n) {
		var result = new ArrayList<Type>(n);
		for (int i = 0; i < n; i++) {
			result.add(TypeVariable.value());
		}
		return result;
	}

	private void statements() {
		rule(CHUNK, LuaTypeRules::untyped, t -> t.require(CHUNK__BLOCK, LuaTypes.block(NONE)));
		rule(BLOCK, w -> LuaTypes.block(new TypeVariable()), t -> {
			Type kind = t.resolve(ContainerType.argument(t.nodeType()));
			if (t.ancestors().size() > 1 && t.ancestors().get(1) == CHUNK) {
				// The program's own block: enough statements to compute something worth comparing.
				t.requireEach(BLOCK__STATEMENTS, Collections.nCopies((int) t.decisions().between("chunk.statements", 3, 6), null));
			}
			if (kind.equals(NONE)) {
				t.requireEach(BLOCK__LAST, List.of());
			} else if (kind.equals(LOOP)) {
				t.requireEach(BLOCK__LAST, t.hasOptional(BLOCK__LAST, "block.break", 0.15) ? List.of(LuaTypes.last(LOOP)) : List.of());
			} else {
				t.requireEach(BLOCK__LAST, List.of(LuaTypes.last(kind)));
			}
		});
		rule(RETURN, w -> LuaTypes.last(TypeVariable.value()),
				t -> t.requireEach(RETURN__VALUES, List.of(ContainerType.argument(t.nodeType()))));
		rule(BREAK, w -> LuaTypes.last(LOOP), t -> {
		});
		rule(LOCAL, LuaTypeRules::untyped, t -> {
			int n = (int) t.decisions().between("local.count", 1, 2);
			var valueTypes = values(n);
			t.requireEach(LOCAL__NAMES, valueTypes);
			t.requireEach(LOCAL__VALUES, valueTypes);
		});
		rule(LOCAL_FUNCTION, LuaTypeRules::untyped, t -> {
			var function = new FunctionType(values((int) t.decisions().between("function.arity", 0, 2)), TypeVariable.value());
			t.require(LOCAL_FUNCTION__BODY, function);
			LuaRecursion.enter(t, function);
		});
		// Assignments store scalars only. Storing a function (or a table holding one) can close a cycle that
		// bounded recursion does not see: local function v1() return v2() end; v2 = v1; v1() never returns
		// (a campaign's termination oracle found exactly that). Functions and tables are still bound by local
		// and passed around; they are just never stored over an existing binding or field.
		rule(ASSIGNMENT, LuaTypeRules::untyped, t -> {
			boolean multiple = t.decisions().flip("assignment.multiple", 0.2);
			t.define(MULTIPLE_ASSIGNMENT, multiple);
			var targetTypes = multiple ? List.<Type>of(types.anyScalar(), types.anyScalar()) : List.<Type>of(types.anyScalar());
			t.requireEach(ASSIGNMENT__TARGETS, targetTypes);
			t.requireEach(ASSIGNMENT__VALUES, targetTypes);
		});
		rule(CALL_STATEMENT, LuaTypeRules::untyped, t -> t.require(CALL_STATEMENT__CALL, new TypeVariable()));
		rule(IF, LuaTypeRules::untyped, t -> {
			t.require(IF__CONDITION, BOOLEAN);
			t.require(IF__THEN_BLOCK, LuaTypes.block(nestedKind(t)));
			t.require(IF__ELSE_BLOCK, LuaTypes.block(nestedKind(t)));
		});
		rule(ELSE_IF, LuaTypeRules::untyped, t -> {
			t.require(ELSE_IF__CONDITION, BOOLEAN);
			t.require(ELSE_IF__BLOCK, LuaTypes.block(nestedKind(t)));
		});
		rule(DO, LuaTypeRules::untyped, t -> t.require(DO__BLOCK, LuaTypes.block(nestedKind(t))));
		rule(WHILE, LuaTypeRules::untyped, t -> {
			t.require(WHILE__CONDITION, WHILE_GUARD);
			t.require(WHILE__BLOCK, LuaTypes.block(LOOP));
			t.define(BREAK_OK, Boolean.TRUE);
		});
		rule(REPEAT, LuaTypeRules::untyped, t -> {
			t.require(REPEAT__CONDITION, UNTIL_GUARD);
			t.require(REPEAT__BLOCK, LuaTypes.block(LOOP));
			t.define(BREAK_OK, Boolean.TRUE);
		});
		rule(NUMERIC_FOR, LuaTypeRules::untyped, t -> {
			t.require(NUMERIC_FOR__START, types.integer());
			t.require(NUMERIC_FOR__LIMIT, types.integer());
			t.require(NUMERIC_FOR__BLOCK, LuaTypes.block(LOOP));
			t.define(BREAK_OK, Boolean.TRUE);
		});
		rule(GENERIC_FOR, LuaTypeRules::untyped, t -> {
			var element = TypeVariable.value();
			t.requireEach(GENERIC_FOR__NAMES, List.of(types.integer(), element));
			t.requireEach(GENERIC_FOR__ITERATORS, List.of(LuaTypes.iterator(element)));
			t.require(GENERIC_FOR__BLOCK, LuaTypes.block(LOOP));
			t.define(BREAK_OK, Boolean.TRUE);
		});
	}

	private void expressions() {
		rule(NIL_LITERAL, w -> NIL, t -> {
		});
		rule(TRUE_LITERAL, w -> BOOLEAN, t -> {
		});
		rule(FALSE_LITERAL, w -> BOOLEAN, t -> {
		});
		rule(STRING_LITERAL, w -> STRING, t -> {
		});
		rule(NUMBER_LITERAL, w -> types.anyNumber(), t -> {
			var type = settleNumber(t);
			var parent = t.ancestors().size() > 1 ? t.ancestors().get(1) : null;
			t.draw(NUMBER_LITERAL__VALUE, d -> LuaLiterals.number(d, type, parent, types));
		});
		rule(BINARY, w -> types.anyScalar(), this::binary);
		rule(UNARY, w -> {
			var choices = new java.util.HashSet<BaseType>(types.numbers());
			choices.add(BOOLEAN);
			return new TypeVariable(choices);
		}, this::unary);
		// A call yields a stored value, except where the rules ask for a marker type (loop guards, iterators,
		// printing's result) that only the prelude's functions return.
		rule(CALL, w -> ContainerType.is(w, "recursive") ? null
				: w == null || w instanceof TypeVariable v && v.choices() == null && !v.valuesOnly()
				|| types.restrictedAtTop(w) ? new TypeVariable() : TypeVariable.value(), t -> {
			Type result = t.nodeType();
			if (LuaRecursion.call(t, result)) {
				return;
			}
			// The prelude's marker-typed functions fix the arity: fuel() and fuel_out() take none, ipairs one.
			boolean guard = (t.canUnify(result, WHILE_GUARD) || t.canUnify(result, UNTIL_GUARD)) && !t.canUnify(result, STRING);
			int arity = ContainerType.is(result, "iterator") ? 1 : guard || t.overBudget() ? 0
					: (int) t.decisions().between("call.arity", 0, 2);
			var parameters = values(arity);
			t.require(CALL__TARGET, new FunctionType(parameters, result));
			t.require(CALL__ARGUMENTS, LuaTypes.arguments(parameters));
		});
		rule(LIST_ARGUMENTS, w -> ContainerType.is(w, "arguments")
				? LuaTypes.arguments(LuaRecursion.argumentPatterns(((cadmus.api.types.ContainerType) w).arguments()))
				: LuaTypes.arguments(List.of()),
				t -> t.requireEach(LIST_ARGUMENTS__VALUES,
						((cadmus.api.types.ContainerType) t.nodeType()).arguments()));
		rule(METHOD_CALL, w -> new TypeVariable(java.util.Set.of(STRING, types.integer())), t -> {
			boolean preferText = t.decisions().flip("method.kind", 0.7);
			boolean text = preferText ? t.unify(t.nodeType(), STRING) || !t.unify(t.nodeType(), types.integer())
					: !t.unify(t.nodeType(), types.integer()) && t.unify(t.nodeType(), STRING);
			var methods = text ? List.of("upper", "lower", "reverse") : List.of("len");
			t.set(METHOD_CALL__NAME, methods.get(t.decisions().choose("method.name", methods.size())));
			t.require(METHOD_CALL__TARGET, STRING);
			t.require(METHOD_CALL__ARGUMENTS, LuaTypes.arguments(List.of()));
		});
		rule(MEMBER, w -> TypeVariable.value(), t -> {
			String field = RECORD_FIELDS.get(t.decisions().choose("member.field", RECORD_FIELDS.size()));
			t.set(MEMBER__NAME, field);
			t.require(MEMBER__TARGET, RecordType.field(field, t.nodeType()));
		});
		rule(INDEX, w -> TypeVariable.value(), t -> {
			t.require(INDEX__TARGET, LuaTypes.array(t.nodeType()));
			t.require(INDEX__KEY, types.integer());
		});
	}

	/** The literal's number type: the hole's if fixed, else one the dialect has, chosen by a decision. */
	private Type settleNumber(ChildTyping t) {
		for (var choice : t.typesInTurn("number.type", types.numbers())) {
			if (t.unify(t.nodeType(), choice)) {
				return choice;
			}
		}
		return t.resolve(t.nodeType());
	}

	private void binary(ChildTyping t) {
		Type type = t.nodeType();
		var all = new ArrayList<Type>(types.numbers());
		all.add(STRING);
		all.add(BOOLEAN);
		for (var kind : t.typesInTurn("binary.kind", all)) {
			if (!t.unify(type, kind)) {
				continue;
			}
			// Each operator a draw of its own once the kind is settled (a target may ask for one: a shift).
			if (kind.equals(BOOLEAN)) {
				booleanBinary(t);
			} else if (kind.equals(STRING)) {
				t.set(BINARY__OPERATOR, "..");
				operands(t, STRING);
			} else {
				var ops = new ArrayList<>(List.of("+", "-", "*"));
				if (kind.equals(LuaTypes.INTEGER)) {
					ops.addAll(List.of("&", "|", "~", "<<", ">>"));
				}
				t.draw(BINARY__OPERATOR, d -> ops.get(d.choose("binary.arithmetic", ops.size())));
				operands(t, kind);
			}
			return;
		}
	}

	/**
	 * A boolean from a connective, an order or an equality: which of them is drawn with its operator, as the
	 * operator's value, so that a target asking for one ({@code ~=}) finds it among the draw's seeds; the operands
	 * follow from the operator.
	 */
	private void booleanBinary(ChildTyping t) {
		String operator = (String) t.draw(BINARY__OPERATOR, d -> switch (d.choose("binary.boolean", 3)) {
		case 0 -> d.flip("binary.logic", 0.5) ? "and" : "or";
		case 1 -> ORDERS.get(d.choose("binary.order", ORDERS.size()));
		default -> d.flip("binary.equality", 0.5) ? "==" : "~=";
		});
		if (ORDERS.contains(operator)) {
			var ordered = new ArrayList<Type>(types.numbers());
			ordered.add(STRING);
			operands(t, ordered.get(t.decisions().choose("binary.orderType", ordered.size())));
		} else if (operator.equals("and") || operator.equals("or")) {
			operands(t, BOOLEAN);
		} else {
			operands(t, TypeVariable.value());
		}
	}

	/** The order comparisons, as {@code binary.order} draws them. */
	private static final List<String> ORDERS = List.of("<", "<=", ">", ">=");

	private static void operands(ChildTyping t, Type operandType) {
		t.require(BINARY__LEFT, operandType);
		t.require(BINARY__RIGHT, operandType);
	}

	private void unary(ChildTyping t) {
		Type type = t.nodeType();
		if (t.decisions().flip("unary.length", 0.3) && t.unify(type, types.integer())) {
			t.set(UNARY__OPERATOR, "#");
			t.require(UNARY__OPERAND, t.decisions().flip("unary.lengthOf", 0.5) ? STRING
					: LuaTypes.array(TypeVariable.value()));
		} else if (t.unify(type, BOOLEAN)) {
			t.set(UNARY__OPERATOR, "not");
			t.require(UNARY__OPERAND, BOOLEAN);
		} else {
			t.set(UNARY__OPERATOR, "-");
			t.require(UNARY__OPERAND, type);
		}
	}

	private void tables() {
		rule(TABLE, w -> {
			if (ContainerType.is(w, "array")) {
				return LuaTypes.array(TypeVariable.value());
			}
			if (w instanceof RecordType r && !r.nominal()) {
				var fields = new LinkedHashMap<String, Type>();
				r.fields().keySet().forEach(k -> fields.put(k, TypeVariable.value()));
				return RecordType.structural(fields);
			}
			if (w instanceof TypeVariable v && v.choices() == null) {
				return TypeVariable.value();
			}
			return LuaTypes.array(TypeVariable.value());
		}, this::table);
		rule(POSITIONAL_FIELD, w -> LuaTypes.positional(TypeVariable.value()),
				t -> t.require(FIELD__VALUE, ContainerType.argument(t.nodeType())));
		rule(NAMED_FIELD, w -> w instanceof RecordType r && r.fields().size() == 1
				? RecordType.field(r.fields().keySet().iterator().next(), TypeVariable.value())
				: RecordType.field("x", TypeVariable.value()), t -> {
					var record = (RecordType) t.nodeType();
					var entry = record.fields().entrySet().iterator().next();
					t.set(NAMED_FIELD__NAME, entry.getKey());
					t.require(FIELD__VALUE, entry.getValue());
				});
	}

	private void table(ChildTyping t) {
		Type type = t.resolve(t.nodeType());
		if (type instanceof TypeVariable) {
			Type shape;
			if (t.decisions().flip("table.record", 0.4)) {
				var fields = new LinkedHashMap<String, Type>();
				int n = t.overBudget() ? 1 : (int) t.decisions().between("table.fields", 1, RECORD_FIELDS.size());
				for (int i = 0; i < n; i++) {
					fields.put(RECORD_FIELDS.get(i), types.anyScalar());
				}
				shape = RecordType.structural(fields);
			} else {
				shape = LuaTypes.array(types.anyScalar());
			}
			t.unify(type, shape);
			type = t.resolve(type);
		}
		if (type instanceof RecordType record) {
			var fields = new ArrayList<Type>();
			record.fields().forEach((name, value) -> fields.add(RecordType.field(name, value)));
			t.requireEach(TABLE__FIELDS, fields);
		} else {
			Type element = ContainerType.argument(type);
			// Never empty: t[1], at(t, i) and #t never meet a hole (arrays only grow by assignment to t[1]).
			int n = t.overBudget() ? 1 : (int) t.decisions().between("table.elements", 1, 3);
			t.requireEach(TABLE__FIELDS, Collections.nCopies(n, LuaTypes.positional(element)));
		}
	}

	private void functions() {
		Function<Type, Type> pattern = w -> {
			if (w instanceof FunctionType f) {
				return new FunctionType(values(f.parameters().size()), TypeVariable.value());
			}
			if (w instanceof TypeVariable v && v.choices() == null) {
				return new FunctionType(values(1), TypeVariable.value());
			}
			return new FunctionType(values(0), NONE);
		};
		rule(FUNCTION, pattern, t -> t.require(FUNCTION__BODY, t.nodeType()));
		rule(FUNCTION_BODY, pattern, t -> {
			var function = (FunctionType) t.resolve(t.nodeType());
			t.requireEach(FUNCTION_BODY__PARAMETERS, function.parameters());
			t.set(FUNCTION_BODY__VARARGS, Boolean.FALSE);
			t.require(FUNCTION_BODY__BLOCK, LuaTypes.block(function.result()));
			t.define(BREAK_OK, Boolean.FALSE);
		});
	}

}
