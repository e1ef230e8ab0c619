package cadmus.lang.js;

import static cadmus.lang.js.JsTypes.BOOLEAN;
import static cadmus.lang.js.JsTypes.NUMBER;
import static cadmus.lang.js.JsTypes.STRING;
import static cadmus.lang.js.JsTypes.WHILE_GUARD;
import static cadmus.lang.js.js.JsPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.TypeRule;
import cadmus.api.types.ContainerType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.lang.js.js.VariableKind;

/**
 * The type rules of JavaScript statements: the script, blocks, declarations (a name or a record taken apart),
 * assignments and updates, if, switch, the loops (while, do-while and counting for on the prelude's fuel,
 * for-of), labels with break and continue, with, try/catch/finally around a throw, return.
 */
final class JsStatementRules {

	private final BiConsumer<EClass, TypeRule> sink;
	/** Whether programs may use a feature of {@link JsFeatures}. */
	private final Predicate<String> allows;

	private JsStatementRules(BiConsumer<EClass, TypeRule> sink, Predicate<String> allows) {
		this.sink = sink;
		this.allows = allows;
	}

	static void add(BiConsumer<EClass, TypeRule> sink, Predicate<String> allows) {
		new JsStatementRules(sink, allows).statements();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	private static Type untyped(Type wanted) {
		return null;
	}

	private void statements() {
		rule(SCRIPT, JsStatementRules::untyped, t -> t.requireEach(SCRIPT__STATEMENTS,
				Collections.nCopies((int) t.decisions().between("script.statements", 3, 6), null)));
		// A try block ends in its throw; other blocks hold any statements.
		rule(BLOCK, w -> ContainerType.is(w, "throwing") ? JsTypes.throwing(TypeVariable.value()) : null, t -> {
			if (ContainerType.is(t.nodeType(), "throwing")) {
				int n = t.overBudget() ? 0 : (int) t.length(BLOCK__STATEMENTS, "try.statements", 0, 2);
				var statements = new ArrayList<Type>(Collections.nCopies(n, (Type) null));
				statements.add(JsTypes.thrown(ContainerType.argument(t.nodeType())));
				t.requireEach(BLOCK__STATEMENTS, statements);
			}
		});
		// try { ...; throw v; } catch (e) { ... } [finally { ... }]: the thrown value, a scalar or a standard
		// error, is what the catch clause binds.
		rule(TRY, JsStatementRules::untyped, t -> {
			Type value = t.decisions().flip("try.error", 0.4) ? JsTypes.ERROR : JsTypes.anyScalar();
			t.require(TRY__BLOCK, JsTypes.throwing(value));
			t.require(TRY__CATCH, JsTypes.caught(value));
			t.requireEach(TRY__FINALLY, t.hasOptional(TRY__FINALLY, "try.finally", 0.3) ? Collections.singletonList(null) : List.of());
		});
		rule(CATCH, w -> JsTypes.caught(TypeVariable.value()), t -> {
			t.requireEach(CATCH__PARAMETER, List.of());
			t.requireEach(CATCH__BLOCK, Collections.singletonList(null));
		});
		rule(THROW, w -> JsTypes.thrown(TypeVariable.value()), t -> t.require(THROW__VALUE, ContainerType.argument(t.nodeType())));
		// A labelled loop: L0 outermost, L1 inside it, ... (a label may not be reused inside its own statement).
		rule(LABELED, JsStatementRules::untyped, t -> {
			t.set(LABELED__LABEL, "L" + t.ancestors().subList(1, t.ancestors().size()).stream().filter(c -> c == LABELED).count());
			t.requireEach(LABELED__BODY, Collections.singletonList(null));
		});
		// break and continue, sometimes naming the innermost labelled loop of their own function.
		rule(BREAK, JsStatementRules::untyped, t -> t.set(BREAK__LABEL, label(t)));
		rule(CONTINUE, JsStatementRules::untyped, t -> t.set(CONTINUE__LABEL, label(t)));
		// switch on a number or a string, its cases tested by values of that type, the last one maybe default.
		rule(SWITCH, JsStatementRules::untyped, t -> {
			var discriminant = t.decisions().flip("switch.text", 0.3) ? STRING : NUMBER;
			t.require(SWITCH__DISCRIMINANT, discriminant);
			int n = t.overBudget() ? 1 : (int) t.decisions().between("switch.cases", 1, 3);
			var cases = new ArrayList<Type>();
			for (int i = 0; i < n; i++) {
				cases.add(JsTypes.switchCase(i == n - 1 && t.decisions().flip("switch.default", 0.4), discriminant));
			}
			t.requireEach(SWITCH__CASES, cases);
		});
		rule(CASE, w -> ContainerType.is(w, "default-case") ? JsTypes.switchCase(true, TypeVariable.value())
				: JsTypes.switchCase(false, TypeVariable.value()), t -> {
			boolean isDefault = ContainerType.is(t.nodeType(), "default-case");
			t.requireEach(CASE__TEST, isDefault ? List.of() : List.of(ContainerType.argument(t.nodeType())));
		});
		// let, const or var. One name for the value, a record taken apart by field, or an array by position.
		rule(VARIABLE_STATEMENT, JsStatementRules::untyped, t -> {
			t.set(VARIABLE_STATEMENT__KIND, VariableKind.LET);
			t.requireEach(VARIABLE_STATEMENT__DECLARATORS, List.of());
			if (t.decisions().flip("let.const", 0.2)) {
				// const c = value: no reference writes it (its binder is read-only).
				t.set(VARIABLE_STATEMENT__KIND, VariableKind.CONST);
				declaration(t, Form.CONSTANT, List.of(), List.of(), List.of(), TypeVariable.value());
				return;
			}
			if (allows.test(JsFeatures.DESTRUCTURING) && !t.overBudget() && t.decisions().flip("let.destructureArray", 0.06)) {
				// let [a, b = d] = array: arrays are never empty, but may be shorter than the names, so every name
				// after the first has a default (taken where the element is missing).
				Type element = TypeVariable.value();
				var defaults = Collections.nCopies((int) t.decisions().between("let.arrayDefaults", 0, 2), element);
				declaration(t, Form.PATTERN, List.of(), List.of(element), defaults, JsTypes.array(element));
				return;
			}
			if (allows.test(JsFeatures.DESTRUCTURING) && !t.overBudget() && t.decisions().flip("let.destructure", 0.12)) {
				var keys = new ArrayList<>(JsTypes.FIELDS);
				Collections.rotate(keys, t.decisions().choose("let.firstField", keys.size()));
				keys = new ArrayList<>(keys.subList(0, (int) t.decisions().between("let.fields", 1, 2)));
				var fields = new LinkedHashMap<String, Type>();
				keys.forEach(k -> fields.put(k, TypeVariable.value()));
				declaration(t, Form.PATTERN, keys, List.copyOf(fields.values()), List.of(), RecordType.structural(fields));
				return;
			}
			// Sometimes var in a function: the same as let here, as names are unique, never used before their
			// declaration, and no closure outlives the loop iteration that made it (see JsEs5Form). Not in the
			// program's own code, which a shell harness may run by indirect eval, where a var is deletable.
			if (t.ancestors().contains(FUNCTION_BODY) && t.decisions().flip("let.var", 0.3)) {
				t.set(VARIABLE_STATEMENT__KIND, VariableKind.VAR);
			}
			declaration(t, Form.NAME, List.of(), List.of(), List.of(), TypeVariable.value());
		});
		rule(EXPRESSION_STATEMENT, w -> ContainerType.is(w, "init") ? w : null,
				t -> t.require(EXPRESSION_STATEMENT__EXPRESSION, t.nodeType() != null ? t.nodeType() : new TypeVariable()));
		// Plain or compound: += on numbers and strings, the other arithmetic and the bitwise ones on numbers.
		rule(ASSIGNMENT_EXPRESSION, w -> ContainerType.is(w, "init") ? w : JsTypes.anyScalar(), t -> {
			if (ContainerType.is(t.nodeType(), "init")) {
				// A constructor's this.f = value;
				var field = ((RecordType) ContainerType.argument(t.nodeType())).fields().entrySet().iterator().next();
				t.set(ASSIGNMENT_EXPRESSION__OPERATOR, "=");
				t.require(ASSIGNMENT_EXPRESSION__TARGET, JsTypes.thisField(field.getKey(), field.getValue()));
				// A constructor stores x (or n) and then y; a setter, called by a parent's constructor, may store x
				// before y is.
				t.define(JsTypes.UNSTORED_KEY, field.getKey().equals("y") ? Set.of("y") : Set.of("x", "y"));
				t.require(ASSIGNMENT_EXPRESSION__VALUE, field.getValue());
				return;
			}
			String operator = "=";
			if (t.decisions().flip("assign.compound", 0.4)) {
				if (t.decisions().flip("assign.text", 0.3) && t.unify(t.nodeType(), STRING)) {
					operator = "+=";
				} else if (t.unify(t.nodeType(), NUMBER)) {
					var ops = new ArrayList<>(List.of("+=", "-=", "*=", "%="));
					if (JsFeatures.allowsDivision(allows, t)) {
						ops.add("/=");
					}
					if (t.decisions().flip("assign.bitwise", 0.25)) {
						ops = new ArrayList<>(JsTypeRules.BITWISE.stream().map(o -> o + "=").toList());
					}
					operator = ops.get(t.decisions().choose("assign.operator", ops.size()));
				}
			}
			t.set(ASSIGNMENT_EXPRESSION__OPERATOR, operator);
			t.require(ASSIGNMENT_EXPRESSION__TARGET, t.nodeType());
			t.require(ASSIGNMENT_EXPRESSION__VALUE, t.nodeType());
		});
		rule(POSTFIX_UPDATE, w -> NUMBER, t -> {
			t.set(POSTFIX_UPDATE__OPERATOR, t.decisions().flip("update.increment", 0.6) ? "++" : "--");
			t.require(POSTFIX_UPDATE__OPERAND, NUMBER);
		});
		rule(PREFIX_UPDATE, w -> NUMBER, t -> {
			t.set(PREFIX_UPDATE__OPERATOR, t.decisions().flip("update.increment", 0.6) ? "++" : "--");
			t.require(PREFIX_UPDATE__OPERAND, NUMBER);
		});
		rule(IF, JsStatementRules::untyped, t -> {
			t.require(IF__CONDITION, BOOLEAN);
			t.requireEach(IF__THEN, Collections.singletonList(null));
			t.requireEach(IF__ELSE, t.hasOptional(IF__ELSE, "if.else", 0.4) ? Collections.singletonList(null) : List.of());
		});
		rule(WHILE, JsStatementRules::untyped, t -> {
			t.require(WHILE__CONDITION, WHILE_GUARD);
			t.requireEach(WHILE__BODY, Collections.singletonList(null));
		});
		// for (let i = start; fuel(); update) body: counting with a number variable, bounded by the fuel.
		rule(FOR, JsStatementRules::untyped, t -> {
			t.set(FOR__KIND, VariableKind.LET);
			t.require(FOR__START, NUMBER);
			t.require(FOR__CONDITION, WHILE_GUARD);
			t.require(FOR__UPDATE, NUMBER);
			t.requireEach(FOR__BODY, Collections.singletonList(null));
		});
		rule(DO_WHILE, JsStatementRules::untyped, t -> {
			t.requireEach(DO_WHILE__BODY, Collections.singletonList(null));
			t.require(DO_WHILE__CONDITION, WHILE_GUARD);
		});
		rule(FOR_OF, JsStatementRules::untyped, t -> {
			// The loop variable is never assigned: const where every engine has for (const x of ...).
			t.set(FOR_OF__KIND, allows.test(JsFeatures.FOR_CONST_OF) && t.decisions().flip("for-of.const", 0.5)
					? VariableKind.CONST : VariableKind.LET);
			t.require(FOR_OF__ITERABLE, JsTypes.array(TypeVariable.value()));
			t.requireEach(FOR_OF__TARGET, List.of());
			t.requireEach(FOR_OF__BODY, Collections.singletonList(null));
		});
		// for (let k in o): the keys of a record or an instance (own fields, in the order they were made), or of
		// an array (its indices, ascending). ES2020 fixed this order (13.7.5.15), and every engine measured
		// follows it: the keys are never added to or deleted from while the loop runs (records never change).
		rule(FOR_IN, JsStatementRules::untyped, t -> {
			t.set(FOR_IN__KIND, allows.test(JsFeatures.FOR_CONST_OF) && t.decisions().flip("for-in.const", 0.5)
					? VariableKind.CONST : VariableKind.LET);
			String field = JsTypes.FIELDS.get(t.decisions().choose("for-in.field", JsTypes.FIELDS.size()));
			t.require(FOR_IN__OBJECT, t.decisions().flip("for-in.array", 0.3) ? JsTypes.array(TypeVariable.value())
					: RecordType.field(field, TypeVariable.value()));
			t.requireEach(FOR_IN__TARGET, List.of());
			t.requireEach(FOR_IN__BODY, Collections.singletonList(null));
		});
		// Sloppy-mode with over a record: its fields (x, y, n) never shadow a name the body uses (v0, v1, ...,
		// the prelude's), so the body means what it would mean outside.
		rule(WITH, JsStatementRules::untyped, t -> {
			String field = JsTypes.FIELDS.get(t.decisions().choose("with.field", JsTypes.FIELDS.size()));
			t.require(WITH__OBJECT, RecordType.field(field, TypeVariable.value()));
			t.requireEach(WITH__BODY, Collections.singletonList(null));
		});
		rule(RETURN, w -> ContainerType.is(w, "return") && ContainerType.is(ContainerType.argument(w), "self-read") ? w
				: JsTypes.returning(TypeVariable.value()),
				t -> t.require(RETURN__VALUE, ContainerType.argument(t.nodeType())));
	}

	/** The grammar's flat forms of a declaration the rules write: one name, one constant, or a pattern of names. */
	private enum Form {
		NAME, CONSTANT, PATTERN
	}

	/**
	 * Fixes every feature of a declaration of this form: its names (a pattern's keys for a record, defaults for
	 * an array's later names), the other forms' features empty, and its value.
	 */
	private static void declaration(ChildTyping t, Form form, List<String> keys, List<Type> names, List<Type> defaults,
			Type value) {
		t.requireEach(VARIABLE_STATEMENT__NAME, form == Form.NAME ? Collections.singletonList(null) : List.of());
		t.requireEach(VARIABLE_STATEMENT__CONSTANT, form == Form.CONSTANT ? Collections.singletonList(null) : List.of());
		t.set(VARIABLE_STATEMENT__KEYS, keys);
		t.requireEach(VARIABLE_STATEMENT__NAMES, names);
		t.requireEach(VARIABLE_STATEMENT__DEFAULTED, defaults);
		t.requireEach(VARIABLE_STATEMENT__DEFAULTS, defaults);
		t.require(VARIABLE_STATEMENT__VALUE, value);
	}

	/**
	 * The label of the innermost labelled statement around a break or continue, if one is inside the same
	 * function and a decision takes it; else null (no label). Its name counts the labelled statements around it.
	 */
	private static String label(ChildTyping t) {
		var ancestors = t.ancestors();
		for (int i = 1; i < ancestors.size(); i++) {
			EClass c = ancestors.get(i);
			if (c == FUNCTION_BODY || c == ARROW_FUNCTION || c == METHOD) {
				return null;
			}
			if (c == LABELED) {
				if (!t.decisions().flip("jump.label", 0.5)) {
					return null;
				}
				return "L" + ancestors.subList(i + 1, ancestors.size()).stream().filter(a -> a == LABELED).count();
			}
		}
		return null;
	}
}
