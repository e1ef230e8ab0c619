package cadmus.lang.php;

import java.util.List;
import java.util.Map;
import java.util.Set;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;

/**
 * The types of conforming PHP programs: the scalar types, lists, functions, and marker types that steer the
 * structure: what a statement is, a block's kind (whether it ends in a return of a value), what printing
 * returns, and loop guards only the prelude's fuel produces.
 */
final class PhpTypes {

	static final BaseType INT = new BaseType("int");
	static final BaseType FLOAT = new BaseType("float");
	static final BaseType STRING = new BaseType("string");
	static final BaseType BOOL = new BaseType("bool");
	/** What a statement is: never a value. */
	static final BaseType STATEMENT = new BaseType("statement");
	/** What printing returns: never a value a program computes with. */
	static final BaseType OUTPUT = new BaseType("output");
	/** The condition of a while loop: only fuel() has it, so every loop ends. */
	static final BaseType WHILE_GUARD = new BaseType("while-guard");
	/** The kind of a block that ends in no return. */
	static final BaseType NONE = new BaseType("no-return");
	/** The break that ends a switch case: only a break has it. */
	static final BaseType CASE_END = new BaseType("case-end");
	/** The kind of a loop's body: it starts with work that the loop repeats (a write or a print). */
	static final BaseType LOOP_BODY = new BaseType("loop-body");
	/** A loop body's first statement: only an expression statement has it. */
	static final BaseType LOOP_WORK = new BaseType("loop-work");
	/** The kind of a catch clause's block: it starts by reading the exception into a variable. */
	static final BaseType HANDLER = new BaseType("handler");
	/** A handler's first statement: only a write of the caught exception's message or code has it. */
	static final BaseType HANDLED = new BaseType("handled");
	/** An int a compound assignment adds: small(...)'s, so that no loop takes a variable past PHP_INT_MAX. */
	static final BaseType BOUNDED_INT = new BaseType("bounded-int");
	/** A string a compound assignment appends: clip(...)'s, so that no loop doubles a string past memory. */
	static final BaseType BOUNDED_STRING = new BaseType("bounded-string");
	/** An exception's code: a literal, which is an int whatever the program computed. */
	static final BaseType CODE = new BaseType("code");
	/** A class that may be instantiated, or one that is abstract (the third argument of {@link #classOf}). */
	static final BaseType CONCRETE_CLASS = new BaseType("concrete");
	static final BaseType ABSTRACT_CLASS = new BaseType("abstract");
	/** A class that may be instantiated but not extended. */
	static final BaseType FINAL_CLASS = new BaseType("final");
	/** The type of "parent" in a class without one: nothing refers to it. */
	static final BaseType NO_PARENT = new BaseType("no-parent");
	/** A script's first statements, which only declarations have: an interface, a base class, a derived class. */
	static final BaseType INTERFACE_FIRST = new BaseType("interface-first");
	static final BaseType BASE_CLASS = new BaseType("base-class");
	static final BaseType DERIVED_CLASS = new BaseType("derived-class");
	/** A constructor's first statement, self::$made++: only an increment of the class's count has it. */
	static final BaseType COUNT_BUMP = new BaseType("count-bump");
	/** An expression statement's write of a variable: only assignments and increments have it. */
	static final BaseType WRITE = new BaseType("write");
	/** A for loop's initializer: only a plain assignment of an int variable has it. */
	static final BaseType FOR_INIT = new BaseType("for-init");
	/** Text of a double-quoted string with interpolation; of a heredoc (where it may hold line breaks and quotes). */
	static final BaseType TEXT = new BaseType("text");
	static final BaseType HEREDOC_TEXT = new BaseType("heredoc-text");
	/** The key of a plain index: only the literal 0 has it, and a list always has an element 0. */
	static final BaseType FIRST_INDEX = new BaseType("first-index");

	/**
	 * The keys of maps, each its own type so that a map literal's keys are the ones its rule chose: never a
	 * numeric string, which PHP would turn into an int key.
	 */
	static final List<BaseType> KEYS = List.of(new BaseType("key 'a'"), new BaseType("key 'b'"),
			new BaseType("key 'c'"), new BaseType("key 'd'"));

	/** The standard exceptions a program throws, each with its parent (null for a root of this list). */
	static final Map<String, String> EXCEPTIONS = Map.ofEntries(Map.entry("RuntimeException", ""),
			Map.entry("LogicException", ""), Map.entry("OutOfBoundsException", "RuntimeException"),
			Map.entry("OverflowException", "RuntimeException"), Map.entry("RangeException", "RuntimeException"),
			Map.entry("UnderflowException", "RuntimeException"),
			Map.entry("UnexpectedValueException", "RuntimeException"), Map.entry("DomainException", "LogicException"),
			Map.entry("InvalidArgumentException", "LogicException"), Map.entry("LengthException", "LogicException"),
			Map.entry("OutOfRangeException", "LogicException"));
	/** {@link #EXCEPTIONS}' names in a fixed order: decisions index into it. */
	static final List<String> EXCEPTION_NAMES = EXCEPTIONS.keySet().stream().sorted().toList();

	/** The scalar types in a fixed order: decisions index into it. */
	static final List<BaseType> SCALARS = List.of(INT, FLOAT, STRING, BOOL);
	/** {@link #SCALARS} as a set, made once: rules ask for a fresh scalar variable at nearly every hole. */
	private static final Set<BaseType> SCALAR_SET = Set.copyOf(SCALARS);

	final TypeLattice lattice = new TypeLattice();

	PhpTypes() {
		// A caught exception is never data (kind "exception" restricted): a list of exceptions, or a prelude function's
		// value parameter taken by one, asks for a callback of an exception, which no anonymous function here declares,
		// and nested ?: then ran out of depth (GenerationNeverFailsTest, programs 22854 and 48315 of seed 48009004).
		lattice.restrict(STATEMENT).restrict(OUTPUT).restrict(WHILE_GUARD).restrict(NONE).restrict(CASE_END).restrict(CONCRETE_CLASS).restrict(ABSTRACT_CLASS).restrict(FINAL_CLASS).restrict(NO_PARENT).restrict(INTERFACE_FIRST).restrict(BASE_CLASS)
				.restrict(DERIVED_CLASS).restrict(COUNT_BUMP).restrict(BOUNDED_INT).restrict(BOUNDED_STRING).restrict(CODE).restrict(WRITE).restrict(LOOP_BODY).restrict(LOOP_WORK).restrict(HANDLER).restrict(HANDLED)
				.restrict(FOR_INIT).restrict(FIRST_INDEX).restrict(TEXT).restrict(HEREDOC_TEXT).restrictKind("block").restrictKind("return")
				.restrictKind("lookup").restrictKind("entry").restrictKind("case").restrictKind("default-case")
				.restrictKind("arm").restrictKind("default-arm").restrictKind("throwing").restrictKind("thrown")
				.restrictKind("caught").restrictKind("passed")
				.restrictKind("caught-value").restrictKind("class").restrictKind("interface").restrictKind("parent")
				.restrictKind("exception").restrictKind("exception-class").restrictKind("member").restrictKind("promoted")
				.restrictKind("tuple").restrictKind("keyed").restrictKind("initializing").restrictKind("field-init").restrictKind("this-field");
		KEYS.forEach(lattice::restrict);
	}

	/** The marker types a prelude function returns, with the number of its parameters. */
	static final Map<BaseType, Integer> CALLED_MARKERS = Map.of(WHILE_GUARD, 0, OUTPUT, 1, BOUNDED_INT, 1,
			BOUNDED_STRING, 1);

	/**
	 * The types data can settle on, in a fixed order (decisions index into it): scalars, lists, maps and
	 * nullable scalars.
	 */
	static final List<Type> CONCRETE = List.of(INT, FLOAT, STRING, BOOL, list(INT), list(STRING), map(INT),
			map(STRING), nullable(INT), nullable(STRING));

	static TypeVariable anyScalar() {
		return new TypeVariable(SCALAR_SET);
	}

	static TypeVariable anyNumber() {
		return new TypeVariable(Set.of(INT, FLOAT));
	}

	/** An array with keys 0 to n - 1, never empty. */
	static ContainerType list(Type element) {
		return ContainerType.of("list", element);
	}

	/** An array with string keys (from {@link #KEYS}), in the order they were made, never empty. */
	static ContainerType map(Type value) {
		return ContainerType.of("map", value);
	}

	/** A value of the type, or null. */
	static ContainerType nullable(Type value) {
		return ContainerType.of("nullable", value);
	}

	/** An index that may be missing: only ?? reads it. */
	static ContainerType lookup(Type value) {
		return ContainerType.of("lookup", value);
	}

	/** An array literal of at least n elements of the type, for [$a, $b] = ... to take apart. */
	static ContainerType tuple(Type element, int n) {
		return ContainerType.of("tuple", element, new BaseType(Integer.toString(n)));
	}

	/** A map literal with exactly these keys (of {@link #KEYS}), for ['a' => $x] = ... to take apart. */
	static ContainerType keyed(Type value, List<BaseType> keys) {
		var arguments = new java.util.ArrayList<Type>();
		arguments.add(value);
		arguments.addAll(keys);
		return new ContainerType("keyed", arguments);
	}

	/** A map literal's item: its key's type (one of {@link #KEYS}) and its value's. */
	static ContainerType entry(BaseType key, Type value) {
		return ContainerType.of("entry", key, value);
	}

	/** An instance of a standard exception class, named by the base type. */
	static ContainerType exception(Type name) {
		return ContainerType.of("exception", name);
	}

	/** A block whose last statement throws an exception of the class. */
	static ContainerType throwing(Type name) {
		return ContainerType.of("throwing", name);
	}

	/** A throw statement of an exception of the class. */
	static ContainerType thrown(Type name) {
		return ContainerType.of("thrown", name);
	}

	/**
	 * An instance of a generated class: its public properties x and y (promoted from the constructor's
	 * parameters), and its method m's parameter and result.
	 */
	static ContainerType object(Type x, Type y, Type parameter, Type result) {
		return ContainerType.of("object", x, y, parameter, result);
	}

	/** An object's x, y, m's parameter or m's result (0 to 3). */
	static Type part(Type object, int index) {
		return ((ContainerType) object).arguments().get(index);
	}

	/** The kind of a class new may instantiate. */
	static TypeVariable instantiable() {
		return new TypeVariable(Set.of(CONCRETE_CLASS, FINAL_CLASS));
	}

	/** A class: its instances, its constant K's type, and whether it is abstract ({@link #ABSTRACT_CLASS}). */
	static ContainerType classOf(Type instance, Type constant, Type kind) {
		return ContainerType.of("class", instance, constant, kind);
	}

	/** An interface declaring m. */
	static ContainerType interfaceOf(Type parameter, Type result) {
		return ContainerType.of("interface", parameter, result);
	}

	/** What "parent" names in a derived class: its parent. */
	static ContainerType parentOf(Type parentClass) {
		return ContainerType.of("parent", parentClass);
	}

	/** A constructor's body that assigns the instance's properties x and y, then counts the instance. */
	static ContainerType initializing(Type instance) {
		return ContainerType.of("initializing", instance);
	}

	/** An assignment of $this->x (name "x") or $this->y of a value of the type, in a constructor. */
	static ContainerType fieldInit(Type value, String name) {
		return ContainerType.of("field-init", value, new BaseType(name));
	}

	/** $this->x (or y) as an assignment's target. */
	static ContainerType thisField(Type value, String name) {
		return ContainerType.of("this-field", value, new BaseType(name));
	}

	/** A constructor's parameter promoted to the property of that name. */
	static ContainerType promoted(Type type, String name) {
		return ContainerType.of("promoted", type, new BaseType(name));
	}

	/** A standard exception class, named by the base type. */
	static ContainerType exceptionClass(Type name) {
		return ContainerType.of("exception-class", name);
	}

	/** A member of a class or an interface, of a kind ({@link PhpClassRules}) with the types it needs. */
	static ContainerType member(String kind, Type... types) {
		var arguments = new java.util.ArrayList<Type>();
		arguments.add(new BaseType(kind));
		arguments.addAll(List.of(types));
		return new ContainerType("member", arguments);
	}

	/** The message (a string) or the code (an int) of a caught exception, read by a handler. */
	static ContainerType caughtValue(Type value) {
		return ContainerType.of("caught-value", value);
	}

	/** A catch clause: the class thrown, and whether this clause catches it (the last clause does). */
	static ContainerType caught(Type name, boolean catches) {
		return ContainerType.of(catches ? "caught" : "passed", name);
	}

	/** A switch case testing values of the subject's type, or the default case. */
	static ContainerType switchCase(boolean isDefault, Type subject) {
		return ContainerType.of(isDefault ? "default-case" : "case", subject);
	}

	/** A match arm: the subject's type and the result's, or the default arm (the result's). */
	static ContainerType arm(boolean isDefault, Type subject, Type result) {
		return isDefault ? ContainerType.of("default-arm", result) : ContainerType.of("arm", subject, result);
	}

	static ContainerType block(Type kind) {
		return ContainerType.of("block", kind);
	}

	/** A return statement of a value of the type: the last statement of a function's body. */
	static ContainerType returning(Type value) {
		return ContainerType.of("return", value);
	}

	/** Whether a resolved type is a function's or holds one: never data a program stores. */
	static boolean holdsFunction(Type t) {
		return t instanceof cadmus.api.types.FunctionType
				|| t instanceof ContainerType c && c.arguments().stream().anyMatch(PhpTypes::holdsFunction);
	}

	/** Whether a type (open parts aside) is one PHP can declare: a scalar, an array, a nullable, an object, a callable. */
	static boolean declarable(Type t) {
		if (t instanceof TypeVariable || t instanceof cadmus.api.types.FunctionType) {
			return true;
		}
		if (t instanceof BaseType b) {
			return SCALARS.contains(b);
		}
		return ContainerType.is(t, "list") || ContainerType.is(t, "map") || ContainerType.is(t, "nullable") || ContainerType.is(t, "object");
	}

	/** PHP's name of a resolved type where a declaration states it (a parameter, a return type). */
	static String declared(Type t) {
		if (t instanceof BaseType b && SCALARS.contains(b)) {
			return b.name();
		}
		if (ContainerType.is(t, "list") || ContainerType.is(t, "map")) {
			return "array";
		}
		if (ContainerType.is(t, "nullable")) {
			return "?" + declared(ContainerType.argument(t));
		}
		if (ContainerType.is(t, "object")) {
			return "object";
		}
		if (t instanceof cadmus.api.types.FunctionType) {
			return "callable";
		}
		throw new cadmus.api.RulesException("no PHP type declaration for " + t);
	}
}
