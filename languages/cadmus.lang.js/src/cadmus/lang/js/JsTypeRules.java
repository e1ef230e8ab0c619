package cadmus.lang.js;

import static cadmus.lang.js.JsTypes.BOOLEAN;
import static cadmus.lang.js.JsTypes.NUMBER;
import static cadmus.lang.js.JsTypes.STRING;
import static cadmus.lang.js.JsTypes.WHILE_GUARD;
import static cadmus.lang.js.js.JsPackage.Literals.*;

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
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rule of every JavaScript node class the generator writes (Xsmith's type-info): which types a node
 * can have and what its children must be. With the prelude's typed environment this keeps programs free of
 * runtime errors: only functions are called, only records have their fields read, arrays are indexed through
 * the prelude's {@code at}, operators take operands of one type, while loops run on fuel, and assignments store
 * scalars only (a stored function could close a cycle of calls that never returns).
 */
final class JsTypeRules {

	/** Defined by a value property for its key: the field name it stands for. */
	private static final String KEY = "js.key";
	/** The bitwise and shift operators, on numbers. */
	static final List<String> BITWISE = List.of("|", "&", "^", "<<", ">>", ">>>");

	private final Map<EClass, TypeRule> rules = new HashMap<>();
	/** Whether programs may use a feature of {@link JsFeatures}. */
	private final java.util.function.Predicate<String> allows;

	JsTypeRules(java.util.function.Predicate<String> allows) {
		this.allows = allows;
		JsStatementRules.add(this::rule, allows);
		expressions();
		literals();
		JsMemberRule.add(this::rule, allows);
		JsFunctionRules.add(this::rule, allows);
		JsClassRules.add(this::rule);
	}

	TypeRule get(EClass eClass) {
		return rules.get(eClass);
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		rule(eClass, TypeRule.of(type, children));
	}

	private void rule(EClass eClass, TypeRule rule) {
		rules.put(eClass, rule);
	}

	private static Type untyped(Type wanted) {
		return null;
	}

	private void expressions() {
		rule(BINARY, w -> JsTypes.anyScalar(), this::binary);
		rule(UNARY_EXPRESSION, w -> JsTypes.anyScalar(), t -> {
			var kinds = new ArrayList<>(List.of("!", "-", "typeof", "delete", "~", "+"));
			Collections.rotate(kinds, t.decisions().choose("unary.kind", kinds.size()));
			for (var kind : kinds) {
				// delete of a scalar: a name (false: declared bindings and NaN stay) or a value (true); never of a
				// field, which would take it from its record (JsRules.allowedIn), nor of a library name (Object,
				// isNaN: deleting them works), and not in a class body's strict code.
				if (kind.equals("delete") && (allows.test(JsFeatures.DELETE_BINDING) || allows.test(JsFeatures.DELETE_VALUE))
						&& t.lookup(JsTypes.THIS_KEY).isEmpty() && t.unify(t.nodeType(), BOOLEAN)) {
					operator(t, "delete", JsTypes.anyScalar());
					return;
				}
				if (kind.equals("!") && t.unify(t.nodeType(), BOOLEAN)) {
					operator(t, "!", BOOLEAN);
					return;
				}
				// ~ converts to a 32-bit integer and + to a number, both exactly (ES2015 7.1.3, 7.1.5).
				if ((kind.equals("-") || kind.equals("~") || kind.equals("+")) && t.unify(t.nodeType(), NUMBER)) {
					operator(t, kind, NUMBER);
					return;
				}
				if (kind.equals("typeof") && t.unify(t.nodeType(), STRING)) {
					operator(t, "typeof", TypeVariable.value());
					return;
				}
			}
			throw new cadmus.api.RulesException(() -> "no unary operator yields " + t.nodeType());
		});
		rule(CONDITIONAL_EXPRESSION, w -> TypeVariable.value(), t -> {
			t.require(CONDITIONAL_EXPRESSION__CONDITION, BOOLEAN);
			t.require(CONDITIONAL_EXPRESSION__THEN, t.nodeType());
			t.require(CONDITIONAL_EXPRESSION__ELSE, t.nodeType());
		});
		// A call yields a value, except where the rules ask for a marker (a loop guard, printing's result).
		rule(CALL, w -> w == null || w instanceof TypeVariable v && v.choices() == null && !v.valuesOnly()
				|| w instanceof cadmus.api.types.BaseType b && (b.equals(JsTypes.OUTPUT) || b.equals(WHILE_GUARD))
						? new TypeVariable() : TypeVariable.value(), t -> {
			Type result = t.nodeType();
			boolean guard = t.canUnify(result, WHILE_GUARD) && !t.canUnify(result, STRING);
			// Up to three arguments: the prelude's stores take an array, an index and a value.
			int arity = guard || t.overBudget() ? 0 : (int) t.decisions().between("call.arity", 0, 3);
			var parameters = JsTypes.values(arity);
			t.require(CALL__TARGET, new FunctionType(parameters, result));
			t.require(CALL__ARGUMENTS, JsTypes.arguments(parameters));
		});
		// new of a standard error class with a message, or of a generated class or constructor function with x and y.
		rule(NEW, w -> w instanceof RecordType || w instanceof TypeVariable v && v.choices() == null
				? TypeVariable.value() : JsTypes.ERROR, t -> {
			Type type = t.resolve(t.nodeType());
			if (JsTypes.ERROR.equals(type) || !(type instanceof RecordType) && t.decisions().flip("new.error", 0.3)) {
				if (!t.unify(t.nodeType(), JsTypes.ERROR)) {
					throw new cadmus.api.RulesException("new makes an error or an instance, not " + type);
				}
				t.require(NEW__CONSTRUCTOR, JsTypes.ERROR_CLASS);
				t.requireEach(NEW__ARGUMENTS, List.of(JsTypes.arguments(List.of(STRING))));
				return;
			}
			var x = JsTypes.anyScalar();
			var y = JsTypes.anyScalar();
			// A constructor function's instance (x and y), or a class's (with the getter n and the method m too).
			var plain = JsTypes.plainInstance(x, y);
			var full = JsTypes.instance(x, y);
			var instances = !allows.test(JsFeatures.CLASS) ? List.of(plain)
					: t.decisions().flip("new.function", 0.4) ? List.of(plain, full) : List.of(full, plain);
			for (var instance : instances) {
				if (type instanceof RecordType wanted ? JsClassRules.unifyFields(t, wanted, instance)
						: t.unify(t.nodeType(), instance)) {
					t.require(NEW__CONSTRUCTOR, JsTypes.classOf(instance, x, y));
					t.requireEach(NEW__ARGUMENTS, List.of(JsTypes.arguments(List.of(x, y))));
					return;
				}
			}
			throw new cadmus.api.RulesException("new makes no instance of type " + type);
		});
		// An array literal's spread element takes any array; a call's takes a tuple, so it passes exactly the
		// arguments the function's type counts.
		rule(SPREAD, w -> ContainerType.is(w, "spread-arguments") ? w : JsTypes.spread(TypeVariable.value()),
				t -> t.require(SPREAD__VALUE, ContainerType.is(t.nodeType(), "spread-arguments")
						? JsTypes.tuple(((cadmus.api.types.ContainerType) t.nodeType()).arguments())
						: JsTypes.array(ContainerType.argument(t.nodeType()))));
		rule(ARGUMENTS, w -> ContainerType.is(w, "arguments") ? JsTypes.arguments(JsTypes.values(
				((cadmus.api.types.ContainerType) w).arguments().size())) : JsTypes.arguments(List.of()), t -> {
			var arguments = ((cadmus.api.types.ContainerType) t.nodeType()).arguments();
			if (allows.test(JsFeatures.CALL_SPREAD) && !arguments.isEmpty() && !t.overBudget()
					&& t.decisions().flip("arguments.spread", 0.08)) {
				// f(a, ...[b, c]): the last arguments spread from a tuple.
				int from = (int) t.decisions().between("arguments.spreadFrom", 0, arguments.size() - 1);
				var values = new ArrayList<Type>(arguments.subList(0, from));
				values.add(JsTypes.spreadArguments(arguments.subList(from, arguments.size())));
				t.requireEach(ARGUMENTS__VALUES, values);
				return;
			}
			t.requireEach(ARGUMENTS__VALUES, arguments);
		});
	}

	private void binary(ChildTyping t) {
		for (var kind : t.typesInTurn("binary.kind", JsTypes.SCALARS)) {
			if (!t.unify(t.nodeType(), kind)) {
				continue;
			}
			if (kind.equals(BOOLEAN)) {
				booleanBinary(t);
			} else if (kind.equals(STRING)) {
				operands(t, "+", STRING);
			} else {
				// JavaScript arithmetic never throws: division by zero is Infinity or NaN, printed alike.
				// No **: its result is implementation-approximated (ES2016 12.7.3.4, as Math.pow), and V8 and GraalJS
				// differ from JavaScriptCore and SpiderMonkey in the last digits (16.44 ** 203).
				// Bitwise and shift operators work on 32-bit integers, converted exactly from any number.
				// Bitwise or not is drawn with the operator, so that a target asking for one finds it among the draw's seeds.
				var arithmetic = JsFeatures.allowsDivision(allows, t) ? List.of("+", "-", "*", "/", "%") : List.of("+", "-", "*", "%");
				drawnOperands(t, d -> {
					var ops = d.flip("binary.bitwise", 0.25) ? BITWISE : arithmetic;
					return ops.get(d.choose("binary.arithmetic", ops.size()));
				}, NUMBER);
			}
			return;
		}
		throw new cadmus.api.RulesException(() -> "no binary operator yields " + t.nodeType());
	}

	/**
	 * A boolean from a connective, an order, an equality, {@code in} or {@code instanceof}: which of them is drawn
	 * with its operator, as the operator's value, so that a target asking for one ({@code !==}) finds it among the
	 * draw's seeds; the operands follow from the operator.
	 */
	private static void booleanBinary(ChildTyping t) {
		String operator = (String) t.draw(BINARY__OPERATOR, d -> switch (d.choose("binary.boolean", 5)) {
		case 0 -> d.flip("binary.logic", 0.5) ? "&&" : "||";
		case 1 -> ORDERS.get(d.choose("binary.order", ORDERS.size()));
		case 2 -> EQUALITIES.get(d.choose("binary.equality", EQUALITIES.size()));
		case 3 -> "in";
		default -> "instanceof";
		});
		if (ORDERS.contains(operator)) {
			var operandType = t.decisions().flip("binary.orderText", 0.3) ? STRING : NUMBER;
			t.require(BINARY__LEFT, operandType);
			t.require(BINARY__RIGHT, operandType);
		} else if (EQUALITIES.contains(operator)) {
			// Loose equality converts between numbers, strings and booleans by rules every engine shares.
			var operandType = JsTypes.anyScalar();
			t.require(BINARY__LEFT, operandType);
			t.require(BINARY__RIGHT, operandType);
		} else if (operator.equals("in")) {
			// Whether a record has a field: any string may be asked for.
			String field = JsTypes.FIELDS.get(t.decisions().choose("binary.inField", JsTypes.FIELDS.size()));
			t.require(BINARY__LEFT, STRING);
			t.require(BINARY__RIGHT, RecordType.field(field, TypeVariable.value()));
		} else if (operator.equals("instanceof")) {
			t.require(BINARY__LEFT, TypeVariable.value());
			t.require(BINARY__RIGHT, new TypeVariable(java.util.Set.of(JsTypes.CONSTRUCTOR, JsTypes.ERROR_CLASS)));
		} else {
			t.require(BINARY__LEFT, BOOLEAN);
			t.require(BINARY__RIGHT, BOOLEAN);
		}
	}

	/** The order comparisons and the equalities, as {@code binary.order} and {@code binary.equality} draw them. */
	private static final List<String> ORDERS = List.of("<", "<=", ">", ">="), EQUALITIES = List.of("===", "!==", "==", "!=");

	private static void operands(ChildTyping t, String operator, Type operandType) {
		t.set(BINARY__OPERATOR, operator);
		t.require(BINARY__LEFT, operandType);
		t.require(BINARY__RIGHT, operandType);
	}

	/** An operator drawn apart from its operands' type (a target may ask for one: a shift), then the operands. */
	private static void drawnOperands(ChildTyping t, cadmus.api.AttributeValues operator, Type operandType) {
		t.draw(BINARY__OPERATOR, operator);
		t.require(BINARY__LEFT, operandType);
		t.require(BINARY__RIGHT, operandType);
	}

	private static void operator(ChildTyping t, String operator, Type operandType) {
		t.set(UNARY_EXPRESSION__OPERATOR, operator);
		t.require(UNARY_EXPRESSION__OPERAND, operandType);
	}

	private void literals() {
		// A literal is also the key of a computed read (INDEX), with the text that read chose.
		rule(NUMBER_LITERAL, w -> JsTypes.FIRST_INDEX.equals(w) ? w : NUMBER,
				t -> {
					if (JsTypes.FIRST_INDEX.equals(t.nodeType())) {
						t.set(NUMBER_LITERAL__VALUE, t.lookup(JsTypes.KEY_TEXT).orElseThrow());
					} else {
						t.draw(NUMBER_LITERAL__VALUE, JsLiterals::number);
					}
				});
		rule(STRING_LITERAL, w -> JsTypes.FIELD_KEY.equals(w) ? w : STRING,
				t -> {
					if (JsTypes.FIELD_KEY.equals(t.nodeType())) {
						t.set(STRING_LITERAL__VALUE, t.lookup(JsTypes.KEY_TEXT).orElseThrow());
					} else {
						t.draw(STRING_LITERAL__VALUE, d -> JsLiterals.string(d, '"'));
					}
				});
		// Computed reads: a record's field by its name (r["x"]), or an array's first element (a[0]).
		rule(INDEX, w -> w instanceof FunctionType ? new TypeVariable() : TypeVariable.value(), t -> {
			if (t.decisions().flip("index.array", 0.3)) {
				t.define(JsTypes.KEY_TEXT, "0");
				t.require(INDEX__TARGET, JsTypes.array(t.nodeType()));
				t.require(INDEX__KEY, JsTypes.FIRST_INDEX);
				return;
			}
			String field = JsTypes.FIELDS.get(t.decisions().choose("index.field", JsTypes.FIELDS.size()));
			t.define(JsTypes.KEY_TEXT, "\"" + field + "\"");
			t.require(INDEX__TARGET, RecordType.field(field, t.nodeType()));
			t.require(INDEX__KEY, JsTypes.FIELD_KEY);
		});
		rule(REGEX_LITERAL, w -> JsTypes.REGEXP, t -> t.draw(REGEX_LITERAL__VALUE, d -> JsLiterals.regex(d,
				allows.test(JsFeatures.GROUP_ANCHOR))));
		rule(TEMPLATE_LITERAL, w -> STRING,
				t -> t.draw(TEMPLATE_LITERAL__VALUE, d -> JsLiterals.string(d, '`')));
		rule(TRUE_LITERAL, w -> BOOLEAN, t -> {
		});
		rule(FALSE_LITERAL, w -> BOOLEAN, t -> {
		});
		// A tuple (what a call's spread takes) has exactly its elements.
		rule(ARRAY_LITERAL, w -> ContainerType.is(w, "tuple") ? JsTypes.tuple(JsTypes.values(((cadmus.api.types.ContainerType) w)
				.arguments().size())) : JsTypes.array(TypeVariable.value()), t -> {
			if (ContainerType.is(t.nodeType(), "tuple")) {
				t.requireEach(ARRAY_LITERAL__ELEMENTS, ((cadmus.api.types.ContainerType) t.nodeType()).arguments());
				return;
			}
			// Never empty: at(a, i) never meets a hole.
			int n = t.overBudget() ? 1 : (int) t.decisions().between("array.elements", 1, 3);
			Type element = ContainerType.argument(t.nodeType());
			var elements = new ArrayList<Type>(n);
			for (int i = 0; i < n; i++) {
				// A spread array is never empty either.
				elements.add(allows.test(JsFeatures.SPREAD) && !t.overBudget() && t.decisions().flip("array.spread", 0.15)
						? JsTypes.spread(element) : element);
			}
			t.requireEach(ARRAY_LITERAL__ELEMENTS, elements);
		});
		rule(OBJECT_LITERAL, w -> {
			if (w instanceof RecordType r && !r.nominal()) {
				var fields = new LinkedHashMap<String, Type>();
				r.fields().keySet().forEach(k -> fields.put(k, TypeVariable.value()));
				return RecordType.structural(fields);
			}
			return TypeVariable.value();
		}, t -> {
			Type type = t.resolve(t.nodeType());
			if (!(type instanceof RecordType)) {
				var fields = new LinkedHashMap<String, Type>();
				int n = t.overBudget() ? 1 : (int) t.decisions().between("object.fields", 1, JsTypes.FIELDS.size());
				for (int i = 0; i < n; i++) {
					fields.put(JsTypes.FIELDS.get(i), JsTypes.anyScalar());
				}
				if (!t.unify(type, RecordType.structural(fields))) {
					throw new cadmus.api.RulesException("an object literal cannot be " + type);
				}
				type = t.resolve(type);
			}
			var properties = new ArrayList<Type>();
			((RecordType) type).fields().forEach((name, value) -> properties.add(RecordType.field(name, value)));
			t.requireEach(OBJECT_LITERAL__PROPERTIES, properties);
		});
		rule(VALUE_PROPERTY, w -> w instanceof RecordType r && r.fields().size() == 1
				? RecordType.field(r.fields().keySet().iterator().next(), TypeVariable.value())
				: RecordType.field("x", TypeVariable.value()), t -> {
					var entry = ((RecordType) t.nodeType()).fields().entrySet().iterator().next();
					t.define(KEY, entry.getKey());
					t.requireEach(VALUE_PROPERTY__KEY, Collections.singletonList(null));
					t.require(VALUE_PROPERTY__VALUE, entry.getValue());
				});
		// A getter standing for a field (get x() { ...; return v; }, run at each read), a class's constructor, or
		// its method m(p) { ...; return v; }. Parameters are plain names, bound in the body.
		rule(METHOD, w -> JsTypes.isConstructor(w) || ContainerType.is(w, "method") || ContainerType.is(w, "setter") ? w
				: w instanceof RecordType r && r.fields().size() == 1
						? RecordType.field(r.fields().keySet().iterator().next(), TypeVariable.value())
						: RecordType.field("x", TypeVariable.value()), t -> {
					Type type = t.nodeType();
					t.set(METHOD__STATIC, false);
					t.set(METHOD__SETTER, false);
					t.requireEach(METHOD__PARAMETERS, List.of());
					t.requireEach(METHOD__KEY, Collections.singletonList(null));
					if (JsTypes.isConstructor(type)) {
						var fields = ((cadmus.api.types.ContainerType) type).arguments();
						t.set(METHOD__GETTER, false);
						t.define(KEY, "constructor");
						t.requireEach(METHOD__NAMES, fields);
						t.require(METHOD__BODY, JsTypes.constructorBody(fields.get(0), fields.get(1),
								ContainerType.is(type, "ctor-setter")));
					} else if (ContainerType.is(type, "setter")) {
						// set n(v) { ...; this.x = ...; }
						t.set(METHOD__SETTER, true);
						t.set(METHOD__GETTER, false);
						t.define(KEY, "n");
						t.requireEach(METHOD__NAMES, List.of(ContainerType.argument(type)));
						t.require(METHOD__BODY, JsTypes.setterBody(ContainerType.argument(type)));
					} else if (ContainerType.is(type, "method")) {
						var function = (FunctionType) t.resolve(ContainerType.argument(type));
						t.set(METHOD__GETTER, false);
						t.define(KEY, "m");
						t.requireEach(METHOD__NAMES, function.parameters());
						t.require(METHOD__BODY, JsTypes.returning(t.decisions().flip("method.selfRead", 0.5)
								? JsTypes.selfRead(function.result()) : function.result()));
					} else {
						var entry = ((RecordType) type).fields().entrySet().iterator().next();
						t.set(METHOD__GETTER, true);
						t.define(KEY, entry.getKey());
						t.requireEach(METHOD__NAMES, List.of());
						// A class's getter mostly reads the instance (this.x, or the parent's through super.n).
						boolean ofClass = t.ancestors().size() > 1 && t.ancestors().get(1) == CLASS_BODY;
						t.require(METHOD__BODY, JsTypes.returning(ofClass && t.decisions().flip("getter.selfRead", 0.7)
								? JsTypes.selfRead(entry.getValue()) : entry.getValue()));
					}
				});
		// `text${e}text`: scalars only (how a record or function becomes text is the same everywhere only for
		// scalars), between texts of the string alphabet.
		rule(SUBSTITUTION_TEMPLATE, w -> STRING, t -> {
			int n = t.overBudget() ? 1 : (int) t.decisions().between("template.substitutions", 1, 3);
			var texts = new ArrayList<String>();
			for (int i = 0; i <= n; i++) {
				String text = JsLiterals.string(t.decisions(), '"');
				texts.add(text.substring(1, text.length() - 1));
			}
			t.set(SUBSTITUTION_TEMPLATE__HEAD, "`" + texts.get(0) + "${");
			t.set(SUBSTITUTION_TEMPLATE__MIDDLES, texts.subList(1, n).stream().map(s -> "}" + s + "${").toList());
			t.set(SUBSTITUTION_TEMPLATE__TAIL, "}" + texts.get(n) + "`");
			var substitutions = new ArrayList<Type>();
			for (int i = 0; i < n; i++) {
				substitutions.add(JsTypes.anyScalar());
			}
			t.requireEach(SUBSTITUTION_TEMPLATE__SUBSTITUTIONS, substitutions);
		});
		rule(IDENTIFIER_KEY, JsTypeRules::untyped,
				t -> t.set(IDENTIFIER_KEY__NAME, t.lookup(KEY).orElseThrow()));
	}
}
