package cadmus.lang.dafny;

import static cadmus.lang.dafny.DafnyTypeRules.datatypes;
import static cadmus.lang.dafny.DafnyTypeRules.settle;
import static cadmus.lang.dafny.DafnyTypeRules.value;
import static cadmus.lang.dafny.DafnyTypes.BOOL;
import static cadmus.lang.dafny.DafnyTypes.CHAR;
import static cadmus.lang.dafny.DafnyTypes.INT;
import static cadmus.lang.dafny.DafnyTypes.NAT;
import static cadmus.lang.dafny.DafnyTypes.REAL;
import static cadmus.lang.dafny.DafnyTypes.STRING;
import static cadmus.lang.dafny.dafny.DafnyPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.TypeRule;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The type rules of Dafny's suffix expressions, each defined where it stands: an array's element below the length
 * its type carries, a multiset's multiplicity, a map updated at a key; a tuple's component, a record's field (its
 * one constructor has it), a constructor test, an array's length, a real's floor; calls of functions, constructors
 * and methods in scope.
 */
final class DafnySuffixRules {

	private final BiConsumer<EClass, TypeRule> sink;

	private DafnySuffixRules(BiConsumer<EClass, TypeRule> sink) {
		this.sink = sink;
	}

	static void add(BiConsumer<EClass, TypeRule> sink) {
		new DafnySuffixRules(sink).suffixes();
	}

	private void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		sink.accept(eClass, TypeRule.of(type, children));
	}

	/**
	 * Suffixes: an array's element below its length, a multiset's multiplicity, a map updated at a key; a tuple's
	 * component, a record's field, a constructor test, an array's length, a real's floor; calls of functions,
	 * constructors and methods.
	 */
	private void suffixes() {
		rule(SELECT, w -> ContainerType.is(w, "array-element") ? w : value(w), t -> {
			Type type = t.resolve(t.nodeType());
			t.set(SELECT__SLICE, Boolean.FALSE);
			t.requireEach(SELECT__UPPER, List.of());
			if (ContainerType.is(type, "array-element")) {
				arrayElement(t, ContainerType.argument(type));
				return;
			}
			var choices = new ArrayList<String>();
			if (ContainerType.is(type, "map")) {
				choices.add("update");
			}
			if (t.canUnify(type, NAT)) {
				choices.add("multiplicity");
			}
			// an array's element only of the types arrays are made of (not char: findings/js-go-print-char-array-slice.dfy),
			// also where the array is lifted for it
			if (DafnyStatementRules.ARRAY_ELEMENTS.stream().anyMatch(s -> t.canUnify(type, s))
					&& t.bindable(ContainerType.of("array", type, new TypeVariable()))) {
				choices.add("array");
			}
			if (choices.isEmpty()) {
				throw new RulesException("no selection gives " + type);
			}
			switch (choices.get(t.decisions().choose("select.kind", choices.size()))) {
			case "update" -> {
				t.require(SELECT__TARGET, type);
				t.requireEach(SELECT__LOWER, List.of(ContainerType.argument(type, 0)));
				t.requireEach(SELECT__UPDATE, List.of(ContainerType.argument(type, 1)));
			}
			case "multiplicity" -> {
				t.unify(type, NAT);
				Type element = settle(t, DafnyTypes.value(), "multiplicity.element", List.of(INT, CHAR, BOOL));
				t.require(SELECT__TARGET, DafnyTypes.multiset(element));
				t.requireEach(SELECT__LOWER, List.of(element));
				t.requireEach(SELECT__UPDATE, List.of());
			}
			default -> arrayElement(t, settle(t, type, "select.array", DafnyStatementRules.ARRAY_ELEMENTS));
			}
		});
		// a member is a simple value or a string (a tuple's component, a record's or an object's field, a test, a
		// length, a floor), a field written, or an object's member called
		rule(MEMBER, w -> ContainerType.is(w, "field-write") || ContainerType.is(w, "this-field") || ContainerType.is(w, DafnyTypes.METHOD)
				|| ContainerType.is(w, DafnyTypes.FUNCTION) ? w
						: w == null || w instanceof TypeVariable || DafnyTypes.SIMPLE.contains(w) || STRING.equals(w) ? value(w) : null,
				t -> {
					Type type = t.resolve(t.nodeType());
					if (!DafnyClassRules.member(t, type)) {
						member(t, type);
					}
				});
		// A call of a function, constructor or method in scope, of an arity one has (tried from a random one up).
		rule(CALL, w -> ContainerType.is(w, DafnyTypes.RESULTS) || ContainerType.is(w, "call-statement") ? w : value(w), t -> {
			Type result = t.nodeType();
			if (t.overBudget() && !ContainerType.is(result, DafnyTypes.RESULTS) && !ContainerType.is(result, "call-statement")) {
				closes(t, t.resolve(result));
				return;
			}
			boolean ghost = t.lookup(DafnyDeclarationRules.GHOST_CONTEXT).isPresent() && t.decisions().flip("call.ghost", 0.4);
			int first = (int) t.decisions().between("call.arity", 0, 3);
			// Outside a recursive case no argument can be the decreased fuel: values only, so that the function's
			// own name, visible in its whole body, is not called where it cannot be.
			boolean recursive = t.bindable(DafnyTypes.FUEL_STEP);
			// an object's member, when one fits, is called by a decision of its own (names in scope are many)
			boolean member = t.lookup(DafnyClasses.DECLARED).isPresent() && t.decisions().flip("call.member", 0.5);
			for (int pass = member ? 0 : 1; pass < 2; pass++) {
				for (int k = 0; k <= 3; k++) {
					int arity = (first + k) % 4;
					var parameters = new ArrayList<Type>();
					for (int i = 0; i < arity; i++) {
						parameters.add(recursive ? new TypeVariable() : TypeVariable.value());
					}
					var function = new FunctionType(parameters, ContainerType.is(result, "call-statement") ? DafnyTypes.results(List.of()) : result);
					Type target = ContainerType.is(result, DafnyTypes.RESULTS) || ContainerType.is(result, "call-statement")
							? ContainerType.of(DafnyTypes.METHOD, function)
							: ghost ? DafnyTypes.ghost(function) : DafnyTypes.function(function);
					boolean fits = pass == 0 ? DafnyClassRules.memberCallable(t, target)
							: t.bindable(target) || DafnyClassRules.memberCallable(t, target);
					if (fits) {
						t.define(DafnyClasses.MEMBER_CALL, pass == 0 || !t.bindable(target));
						t.require(CALL__TARGET, target);
						t.requireEach(CALL__ARGUMENTS, parameters);
						return;
					}
				}
			}
			throw new RulesException("nothing in scope to call for " + result);
		});
	}

	/**
	 * Over budget, a value is called for only with arguments a literal closes: a datatype's constructor (below), or
	 * a function of simple values, fewest first. A function of a record (which no constant names) would open a
	 * hole only a call closes, and while the engine closes the tree it prefers classes not just above: a call of a
	 * record's predicate in a condition, a match for its argument, a conditional in the case, the predicate again,
	 * until the depth ran out (seed 2, program 14056). Without such a function the call is refused, and the engine
	 * closes the hole with another class (a negation, a literal).
	 */
	private static void closes(ChildTyping t, Type result) {
		if (constructs(t, result)) {
			return;
		}
		for (int arity = 0; arity <= 3; arity++) {
			var parameters = new ArrayList<Type>();
			for (int i = 0; i < arity; i++) {
				parameters.add(new TypeVariable(java.util.Set.of(INT, BOOL, CHAR, REAL)));
			}
			Type target = DafnyTypes.function(new FunctionType(parameters, result));
			if (t.bindable(target)) {
				t.define(DafnyClasses.MEMBER_CALL, false);
				t.require(CALL__TARGET, target);
				t.requireEach(CALL__ARGUMENTS, parameters);
				return;
			}
		}
		throw new RulesException("over budget, nothing to call for " + result + " with arguments a literal closes");
	}

	/**
	 * Over budget, a datatype's value is built by a constructor none of whose fields is the datatype (a record's,
	 * an option's): its arguments are simple values and strings, which literals close. A call chosen otherwise may
	 * be of a function from the datatype to itself, whose argument opens the same hole again; while the engine
	 * closes the tree, a record (which no constant names) then has no cheap production and generation runs out of
	 * depth. Whatever binding the engine names for the constructor's type closes alike.
	 */
	private static boolean constructs(ChildTyping t, Type result) {
		if (!ContainerType.is(result, "datatype")) {
			return false;
		}
		for (var variant : DafnyDatatypes.variants(result)) {
			if (!variant.fields().isEmpty() && !variant.types().contains(result)) {
				Type target = DafnyDatatypes.constructorType(result, variant.name());
				if (t.bindable(target)) {
					t.define(DafnyClasses.MEMBER_CALL, false);
					t.require(CALL__TARGET, target);
					t.requireEach(CALL__ARGUMENTS, variant.types());
					return true;
				}
			}
		}
		return false;
	}

	/** a[i], i a literal below the array's length (in its type). */
	private static void arrayElement(ChildTyping t, Type element) {
		var length = new TypeVariable();
		t.require(SELECT__TARGET, ContainerType.of("array", element, length));
		t.requireEach(SELECT__LOWER, List.of(ContainerType.of("index-below", length)));
		t.requireEach(SELECT__UPDATE, List.of());
	}

	private static void member(ChildTyping t, Type type) {
		var choices = new ArrayList<Runnable>();
		// t.0 or t.1 of a pair of simple values
		if (DafnyTypes.SIMPLE.stream().anyMatch(s -> t.canUnify(type, s))) choices.add(() -> {
			boolean second = t.decisions().flip("tuple.second", 0.5);
			Type own = settle(t, type, "tuple.own", DafnyTypes.SIMPLE);
			Type other = settle(t, DafnyTypes.value(), "tuple.other", List.of(INT, BOOL));
			t.require(MEMBER__TARGET, DafnyTypes.tuple(second ? List.of(other, own) : List.of(own, other)));
			t.set(MEMBER__NAME, second ? "1" : "0");
			t.set(MEMBER__DISCRIMINATOR, Boolean.FALSE);
		});
		for (Type datatype : datatypes(t)) {
			if (DafnyDatatypes.shape(datatype).equals("record")) {
				var record = DafnyDatatypes.variants(datatype).get(0);
				for (int i = 0; i < record.fields().size(); i++) {
					String field = record.fields().get(i);
					if (t.canUnify(type, record.types().get(i))) {
						Type fieldType = record.types().get(i);
						choices.add(() -> {
							t.unify(type, fieldType);
							t.require(MEMBER__TARGET, datatype);
							t.set(MEMBER__NAME, field);
							t.set(MEMBER__DISCRIMINATOR, Boolean.FALSE);
						});
					}
				}
			} else if (t.canUnify(type, BOOL)) {
				for (var variant : DafnyDatatypes.variants(datatype)) {
					choices.add(() -> {
						t.unify(type, BOOL);
						t.require(MEMBER__TARGET, datatype);
						t.set(MEMBER__NAME, variant.name());
						t.set(MEMBER__DISCRIMINATOR, Boolean.TRUE);
					});
				}
			}
		}
		if ((t.canUnify(type, NAT) || INT.equals(t.resolve(type)))
				&& t.bindable(ContainerType.of("array", new TypeVariable(), new TypeVariable()))) {
			choices.add(() -> {
				if (!INT.equals(t.resolve(type))) {
					t.unify(type, NAT);
				}
				t.require(MEMBER__TARGET, ContainerType.of("array", new TypeVariable(), new TypeVariable()));
				t.set(MEMBER__NAME, "Length");
				t.set(MEMBER__DISCRIMINATOR, Boolean.FALSE);
			});
		}
		if (t.canUnify(type, INT) && !t.canUnify(type, NAT)) {
			choices.add(() -> {
				t.unify(type, INT);
				t.require(MEMBER__TARGET, REAL);
				t.set(MEMBER__NAME, "Floor");
				t.set(MEMBER__DISCRIMINATOR, Boolean.FALSE);
			});
		}
		DafnyClassRules.fieldReads(t, type, choices);
		if (choices.isEmpty()) {
			throw new RulesException("no member gives " + type);
		}
		choices.get(t.decisions().choose("member.kind", choices.size())).run();
	}
}
