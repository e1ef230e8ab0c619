package cadmus.lang.php;

import static cadmus.lang.php.PhpTypes.BOOL;
import static cadmus.lang.php.PhpTypes.CASE_END;
import static cadmus.lang.php.PhpTypes.FOR_INIT;
import static cadmus.lang.php.PhpTypes.INT;
import static cadmus.lang.php.PhpTypes.NONE;
import static cadmus.lang.php.PhpTypes.STATEMENT;
import static cadmus.lang.php.PhpTypes.STRING;
import static cadmus.lang.php.PhpTypes.WHILE_GUARD;
import static cadmus.lang.php.php.PhpPackage.Literals.*;

import java.util.ArrayList;
import java.util.Collections;
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
 * The type rules of PHP statements: the script, blocks (a function's ending in its return, a try block's in its
 * throw), definitions, compound assignments and increments, if, the loops (while, do-while and for on the
 * prelude's fuel, foreach over a list or a map), switch, break and continue with levels, try/catch/finally
 * around a throw of a standard exception, return.
 */
final class PhpStatementRules {

	/** The statements break may leave; continue only the loops among them. */
	static final Set<EClass> BREAKABLE = Set.of(WHILE, DO_WHILE, FOR, FOREACH, SWITCH);
	static final Set<EClass> LOOPS = Set.of(WHILE, DO_WHILE, FOR, FOREACH);
	/** What a jump never leaves: code of another function. */
	private static final Set<EClass> FUNCTIONS = Set.of(FUNCTION_DECLARATION, ARROW_FUNCTION, CLOSURE, METHOD);

	private final BiConsumer<EClass, TypeRule> sink;
	/** Whether programs may use a feature of {@link PhpFeatures}. */
	private final java.util.function.Predicate<String> allows;

	private PhpStatementRules(BiConsumer<EClass, TypeRule> sink, java.util.function.Predicate<String> allows) {
		this.sink = sink;
		this.allows = allows;
	}

	static void add(BiConsumer<EClass, TypeRule> sink, java.util.function.Predicate<String> allows) {
		new PhpStatementRules(sink, allows).statements();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	private static Type statement(Type wanted) {
		return STATEMENT;
	}

	private void statements() {
		rule(SCRIPT, w -> null, t -> t.require(SCRIPT__BODY, PhpTypes.block(NONE)));
		// Any statements, then what the block's kind asks to end it: a return of a function's value, a throw.
		rule(BLOCK, w -> ContainerType.is(w, "throwing") ? w : PhpTypes.block(new TypeVariable()), t -> {
			boolean throwing = ContainerType.is(t.nodeType(), "throwing");
			Type kind = throwing ? NONE : t.resolve(ContainerType.argument(t.nodeType()));
			boolean handler = kind.equals(PhpTypes.HANDLER);
			boolean script = t.ancestors().size() > 1 && t.ancestors().get(1) == SCRIPT;
			int n = script ? (int) t.decisions().between("script.statements", 3, 6)
					: t.overBudget() ? 0 : (int) t.length(BLOCK__STATEMENTS, "block.statements", 0, 3);
			var statements = new ArrayList<Type>(Collections.nCopies(n, STATEMENT));
			if (script) {
				// Declarations first, where they get the budget they need: sometimes an interface, a class
				// (which may implement it) and a class extending that one.
				int classes = (int) t.decisions().between("script.classes", 0, 2);
				if (classes > 0 && t.decisions().flip("script.interface", 0.3)) {
					statements.add(0, PhpTypes.INTERFACE_FIRST);
				}
				for (int i = 0; i < classes; i++) {
					statements.add(statements.size() - n, i == 0 ? PhpTypes.BASE_CLASS : PhpTypes.DERIVED_CLASS);
				}
			}
			if (kind.equals(PhpTypes.COUNT_BUMP)) {
				// A constructor's body: self::$made++;
				statements = new ArrayList<>(List.of(PhpTypes.COUNT_BUMP));
			} else if (ContainerType.is(kind, "initializing")) {
				// A constructor's body without promoted parameters: $this->x = ...; $this->y = ...; self::$made++;
				Type instance = ContainerType.argument(kind);
				statements = new ArrayList<>(List.of(PhpTypes.fieldInit(PhpTypes.part(instance, 0), "x"),
						PhpTypes.fieldInit(PhpTypes.part(instance, 1), "y"), PhpTypes.COUNT_BUMP));
			} else if (handler) {
				statements.add(0, PhpTypes.HANDLED);
			} else if (kind.equals(PhpTypes.LOOP_BODY)) {
				statements.add(0, PhpTypes.LOOP_WORK);
			} else if (throwing) {
				statements.add(PhpTypes.thrown(ContainerType.argument(t.nodeType())));
			} else if (!kind.equals(NONE) && !kind.equals(PhpTypes.LOOP_BODY) && !kind.equals(PhpTypes.COUNT_BUMP)
					&& !ContainerType.is(kind, "initializing")) {
				statements.add(PhpTypes.returning(kind));
			}
			t.requireEach(BLOCK__STATEMENTS, statements);
		});
		rule(RETURN, w -> PhpTypes.returning(TypeVariable.value()),
				t -> t.require(RETURN__VALUE, ContainerType.argument(t.nodeType())));
		// A variable holds data, never a function: PHP calls functions by name.
		rule(DEFINITION, PhpStatementRules::statement, t -> {
			t.require(DEFINITION__VALUE, PhpTypeRules.settle(t, TypeVariable.value(), "definition.type"));
			t.set(DEFINITION__BY_REFERENCE, Boolean.FALSE);
		});
		// A write of a variable, or a print (a pure call's value would go unused). A loop's work is a write where
		// a variable may be written, else a print.
		// [$a, $b] = [...]; ['a' => $x] = [...]; list($a) = [...]: new variables from an array literal that has
		// every name's element.
		rule(DESTRUCTURING, PhpStatementRules::statement, t -> {
			int n = (int) t.decisions().between("destructuring.names", 1, 3);
			Type element = PhpTypeRules.settle(t, TypeVariable.value(), "destructuring.type");
			boolean shortForm = allows.test(PhpFeatures.SHORT_DESTRUCTURING);
			boolean keyed = shortForm && t.decisions().flip("destructuring.keyed", 0.4);
			t.set(DESTRUCTURING__LIST, !keyed && (!shortForm || t.decisions().flip("destructuring.list", 0.3)));
			if (keyed) {
				var keys = new ArrayList<>(PhpTypes.KEYS);
				Collections.rotate(keys, t.decisions().choose("destructuring.firstKey", keys.size()));
				var chosen = keys.subList(0, n);
				t.set(DESTRUCTURING__KEYS, chosen.stream().map(k -> "'" + (char) ('a' + PhpTypes.KEYS.indexOf(k)) + "'").toList());
				t.require(DESTRUCTURING__VALUE, PhpTypes.keyed(element, List.copyOf(chosen)));
			} else {
				t.set(DESTRUCTURING__KEYS, List.of());
				t.require(DESTRUCTURING__VALUE, PhpTypes.tuple(element, n));
			}
			t.requireEach(DESTRUCTURING__NAMES, Collections.nCopies(n, element));
		});
		rule(EXPRESSION_STATEMENT, w -> PhpTypes.HANDLED.equals(w) || PhpTypes.LOOP_WORK.equals(w)
				|| PhpTypes.COUNT_BUMP.equals(w) || ContainerType.is(w, "field-init") ? w : STATEMENT, t -> {
			Type type = t.nodeType();
			if (PhpTypes.COUNT_BUMP.equals(type) || ContainerType.is(type, "field-init")) {
				t.require(EXPRESSION_STATEMENT__EXPRESSION, type);
				return;
			}
			boolean print = t.decisions().flip("statement.print", 0.2)
					|| !t.writable(INT) && !t.writable(PhpTypes.FLOAT) && !t.writable(STRING);
			t.require(EXPRESSION_STATEMENT__EXPRESSION, PhpTypes.HANDLED.equals(type) ? PhpTypes.HANDLED
					: print ? PhpTypes.OUTPUT : PhpTypes.WRITE);
		});
		rule(IF, PhpStatementRules::statement, t -> {
			t.require(IF__CONDITION, BOOL);
			t.require(IF__THEN, PhpTypes.block(NONE));
			t.require(IF__ELSE, PhpTypes.block(NONE));
		});
		rule(ELSE_IF, w -> null, t -> {
			t.require(ELSE_IF__CONDITION, BOOL);
			t.require(ELSE_IF__BLOCK, PhpTypes.block(NONE));
		});
		assignments();
		loops();
		jumps();
		exceptions();
	}

	/**
	 * Writes of a variable as statements (a plain one is a definition): compound assignments, ??= of a nullable
	 * one, increments; and a for loop's start, the one plain assignment of an existing variable.
	 */
	private void assignments() {
		rule(ASSIGN, w -> FOR_INIT.equals(w) || PhpTypes.HANDLED.equals(w) || PhpTypes.WRITE.equals(w)
				|| ContainerType.is(w, "field-init") ? w : null, t -> {
			t.set(ASSIGN__BY_REFERENCE, Boolean.FALSE);
			Type type = t.nodeType();
			if (ContainerType.is(type, "field-init")) {
				var field = (ContainerType) t.resolve(type);
				t.set(ASSIGN__OPERATOR, "=");
				t.require(ASSIGN__TARGET, PhpTypes.thisField(field.arguments().get(0), ((BaseType) field.arguments().get(1)).name()));
				t.require(ASSIGN__VALUE, field.arguments().get(0));
				return;
			}
			if (FOR_INIT.equals(type)) {
				operands(t, "=", INT);
				return;
			}
			if (PhpTypes.HANDLED.equals(type)) {
				// What a handler read of the exception, added to a variable outside it: observed at the end.
				boolean message = t.decisions().flip("handler.message", 0.6);
				Type value = message ? STRING : INT;
				if (!t.writable(value)) {
					// else the handler prints it (see PhpTypeRules' call)
					throw new RulesException("no variable to add the exception's " + value + " to");
				}
				t.set(ASSIGN__OPERATOR, message ? ".=" : "+=");
				t.require(ASSIGN__TARGET, value);
				t.require(ASSIGN__VALUE, PhpTypes.caughtValue(value));
				return;
			}
			// Of a kind some variable in scope has: a write is never lifted.
			if (allows.test(PhpFeatures.COALESCE) && t.decisions().flip("assign.coalesce", 0.3)) {
				var scalars = new ArrayList<Type>(PhpTypes.SCALARS);
				Collections.rotate(scalars, t.decisions().choose("assign.coalesceKind", scalars.size()));
				for (Type kind : scalars) {
					if (t.writable(PhpTypes.nullable(kind))) {
						t.set(ASSIGN__OPERATOR, "??=");
						t.require(ASSIGN__TARGET, PhpTypes.nullable(kind));
						t.require(ASSIGN__VALUE, kind);
						return;
					}
				}
			}
			// What an int gains or a string grows by is bounded, so that a loop keeps ints ints and strings short;
			// a float may go to INF, which prints the same everywhere.
			var kinds = new ArrayList<Type>(List.of(INT, PhpTypes.FLOAT, STRING));
			Collections.rotate(kinds, t.decisions().choose("assign.kind", kinds.size()));
			for (Type kind : kinds) {
				if (t.writable(kind)) {
					var ops = kind.equals(STRING) ? List.of(".=") : kind.equals(INT) ? List.of("+=", "-=") : List.of("+=", "-=", "*=");
					t.set(ASSIGN__OPERATOR, ops.get(t.decisions().choose("assign.operator", ops.size())));
					t.require(ASSIGN__TARGET, kind);
					t.require(ASSIGN__VALUE, kind.equals(INT) ? PhpTypes.BOUNDED_INT
							: kind.equals(STRING) ? PhpTypes.BOUNDED_STRING : kind);
					return;
				}
			}
			throw new RulesException("no variable for a compound assignment");
		});
		rule(PRE_INCREMENT, w -> PhpTypes.WRITE.equals(w) ? w : null, t -> {
			t.set(PRE_INCREMENT__OPERATOR, t.decisions().flip("increment.up", 0.7) ? "++" : "--");
			t.require(PRE_INCREMENT__OPERAND, INT);
		});
		rule(POST_INCREMENT, w -> PhpTypes.WRITE.equals(w) || PhpTypes.COUNT_BUMP.equals(w) ? w : null, t -> {
			boolean bump = PhpTypes.COUNT_BUMP.equals(t.nodeType());
			t.set(POST_INCREMENT__OPERATOR, bump || t.decisions().flip("increment.up", 0.7) ? "++" : "--");
			t.require(POST_INCREMENT__OPERAND, bump ? PhpTypes.COUNT_BUMP : INT);
		});
	}

	private static void operands(ChildTyping t, String operator, Type type) {
		t.set(ASSIGN__OPERATOR, operator);
		t.require(ASSIGN__TARGET, type);
		t.require(ASSIGN__VALUE, type);
	}

	/** Loops end: while, do-while and for run on the prelude's fuel; foreach walks an array no one changes. */
	private void loops() {
		rule(WHILE, PhpStatementRules::statement, t -> {
			t.require(WHILE__CONDITION, WHILE_GUARD);
			t.require(WHILE__BODY, PhpTypes.block(PhpTypes.LOOP_BODY));
		});
		rule(DO_WHILE, PhpStatementRules::statement, t -> {
			t.require(DO_WHILE__BODY, PhpTypes.block(PhpTypes.LOOP_BODY));
			t.require(DO_WHILE__CONDITION, WHILE_GUARD);
		});
		// for ([$i = start]; fuel(); update): counting with an int variable.
		rule(FOR, PhpStatementRules::statement, t -> {
			boolean counter = t.writable(INT);
			t.requireEach(FOR__INIT, counter && t.hasOptional(FOR__INIT, "for.init", 0.7) ? List.of(FOR_INIT) : List.of());
			t.requireEach(FOR__CONDITIONS, List.of(WHILE_GUARD));
			t.requireEach(FOR__UPDATES, counter || t.writable(PhpTypes.FLOAT) || t.writable(STRING)
					? List.of(PhpTypes.WRITE) : List.of());
			t.require(FOR__BODY, PhpTypes.block(PhpTypes.LOOP_BODY));
		});
		// foreach over a list (keys 0, 1, ...) or a map (string keys in the order made), maybe naming the key.
		rule(FOREACH, PhpStatementRules::statement, t -> {
			var element = TypeVariable.value();
			boolean map = t.decisions().flip("foreach.map", 0.3);
			t.require(FOREACH__SUBJECT, map ? PhpTypes.map(element) : PhpTypes.list(element));
			t.requireEach(FOREACH__KEY_NAME, t.decisions().flip("foreach.key", 0.4)
					? List.of(map ? STRING : INT) : List.of());
			t.require(FOREACH__BODY, PhpTypes.block(PhpTypes.LOOP_BODY));
			// By reference sometimes: the body's writes of the value go into the array (its elements keep their
			// types), and the name is not seen after the loop, where it would still refer to the last element.
			t.set(FOREACH__BY_REFERENCE, t.decisions().flip("foreach.byReference", 0.25));
		});
		// switch on an int or a string (compared with ==, the same on every version for operands of one type);
		// a case ends in a break, or sometimes falls through.
		rule(SWITCH, PhpStatementRules::statement, t -> {
			Type subject = t.decisions().flip("switch.text", 0.3) ? STRING : INT;
			t.require(SWITCH__SUBJECT, subject);
			int n = t.overBudget() ? 1 : (int) t.decisions().between("switch.cases", 1, 3);
			var cases = new ArrayList<Type>();
			for (int i = 0; i < n; i++) {
				cases.add(PhpTypes.switchCase(i == n - 1 && t.decisions().flip("switch.default", 0.5), subject));
			}
			t.requireEach(SWITCH__CASES, cases);
		});
		rule(CASE, w -> ContainerType.is(w, "default-case") ? w : PhpTypes.switchCase(false, TypeVariable.value()), t -> {
			boolean isDefault = ContainerType.is(t.nodeType(), "default-case");
			t.requireEach(CASE__TEST, isDefault ? List.of() : List.of(ContainerType.argument(t.nodeType())));
			int n = t.overBudget() ? 0 : (int) t.length(CASE__STATEMENTS, "case.statements", 0, 2);
			var statements = new ArrayList<Type>(Collections.nCopies(n, STATEMENT));
			if (!t.decisions().flip("case.fallthrough", 0.15)) {
				statements.add(CASE_END);
			}
			t.requireEach(CASE__STATEMENTS, statements);
		});
	}

	/** break and continue, sometimes leaving more than the innermost statement they may leave. */
	private void jumps() {
		rule(BREAK, w -> CASE_END.equals(w) ? w : STATEMENT, t -> {
			if (CASE_END.equals(t.nodeType())) {
				t.set(BREAK__LEVELS, null);
				return;
			}
			t.set(BREAK__LEVELS, levels(t, targets(t.ancestors(), BREAKABLE), "break.levels"));
		});
		rule(CONTINUE, PhpStatementRules::statement,
				t -> t.set(CONTINUE__LEVELS, levels(t, targets(t.ancestors(), LOOPS), "continue.levels")));
	}

	/**
	 * The levels a jump may name, 1 for the innermost enclosing statement it may leave: those of the enclosing
	 * breakable statements, up to the function the jump is in, whose class is among {@code targets}. A try's
	 * block is not left, since its finally block (which no jump may leave) is a block under the try too.
	 */
	static List<Integer> targets(List<EClass> ancestors, Set<EClass> targets) {
		var levels = new ArrayList<Integer>();
		int level = 0;
		for (int i = 1; i < ancestors.size(); i++) {
			EClass c = ancestors.get(i);
			if (FUNCTIONS.contains(c) || c == TRY && ancestors.get(i - 1) != CATCH) {
				break;
			}
			if (BREAKABLE.contains(c)) {
				level++;
				if (targets.contains(c)) {
					levels.add(level);
				}
			}
		}
		return levels;
	}

	/** One of the levels, written only when more than 1. */
	private static String levels(ChildTyping t, List<Integer> levels, String label) {
		if (levels.isEmpty()) {
			throw new RulesException("a jump with nothing to leave");
		}
		int level = levels.get(t.decisions().choose(label, levels.size()));
		return level == 1 ? null : Integer.toString(level);
	}

	/**
	 * try { ...; throw new E('message', code); } catch (...) { ... } [finally { ... }]: the try block ends in its
	 * throw; the last catch clause catches it (by its class, its parent, or in a list), an earlier one does not.
	 * Exception and Throwable are never caught: they would catch the ErrorException of a warning, which must end
	 * the program.
	 */
	private void exceptions() {
		rule(TRY, PhpStatementRules::statement, t -> {
			var thrown = new BaseType(PhpTypes.EXCEPTION_NAMES.get(
					t.decisions().choose("try.exception", PhpTypes.EXCEPTION_NAMES.size())));
			t.require(TRY__BLOCK, PhpTypes.throwing(thrown));
			var catches = new ArrayList<Type>();
			if (!t.overBudget() && t.decisions().flip("try.passingCatch", 0.25)) {
				catches.add(PhpTypes.caught(thrown, false));
			}
			catches.add(PhpTypes.caught(thrown, true));
			t.requireEach(TRY__CATCHES, catches);
			t.requireEach(TRY__FINALLY, allows.test(PhpFeatures.FINALLY) && t.hasOptional(TRY__FINALLY, "try.finally", 0.3)
					? List.of(PhpTypes.block(NONE)) : List.of());
		});
		rule(CATCH, w -> ContainerType.is(w, "passed") ? w : PhpTypes.caught(TypeVariable.value(), true), t -> {
			var type = (ContainerType) t.resolve(t.nodeType());
			String thrown = ((BaseType) t.resolve(ContainerType.argument(type))).name();
			var names = new ArrayList<String>();
			if (type.kind().equals("caught")) {
				String parent = PhpTypes.EXCEPTIONS.get(thrown);
				names.add(!parent.isEmpty() && t.decisions().flip("catch.parent", 0.4) ? parent : thrown);
			}
			if (names.isEmpty() || allows.test(PhpFeatures.MULTI_CATCH) && t.decisions().flip("catch.several", 0.3)) {
				names.add(other(t, thrown));
				Collections.rotate(names, t.decisions().choose("catch.order", names.size()));
			}
			t.set(CATCH__TYPES, names);
			t.requireEach(CATCH__VARIABLE, List.of(PhpTypes.exception(new BaseType(thrown))));
			t.require(CATCH__BLOCK, PhpTypes.block(PhpTypes.HANDLER));
		});
		rule(THROW, w -> ContainerType.is(w, "thrown") ? w : PhpTypes.thrown(new TypeVariable()),
				t -> t.require(THROW__VALUE, PhpTypes.exception(ContainerType.argument(t.nodeType()))));
	}

	/** A standard exception class that does not catch the thrown one (neither it nor its parent). */
	private static String other(ChildTyping t, String thrown) {
		var others = new ArrayList<String>();
		for (String name : PhpTypes.EXCEPTION_NAMES) {
			if (!name.equals(thrown) && !name.equals(PhpTypes.EXCEPTIONS.get(thrown))) {
				others.add(name);
			}
		}
		return others.get(t.decisions().choose("catch.otherClass", others.size()));
	}
}
