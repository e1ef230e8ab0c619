package cadmus.lang.js;

import java.util.List;
import java.util.Set;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;

/**
 * The types of conforming JavaScript programs: number, string, boolean, arrays (never empty, never shortened:
 * changed only by the prelude's element store, which keeps the length), typed arrays, records with the fields x, y
 * and n, and functions; and marker types that steer the structure: what printing returns, the condition only the
 * prelude's fuel gives a while loop, a function body's return, an argument list. Restricted markers are never
 * values.
 */
final class JsTypes {

	static final BaseType NUMBER = new BaseType("number");
	static final BaseType STRING = new BaseType("string");
	static final BaseType BOOLEAN = new BaseType("boolean");
	/** What printing returns: never a value a program computes with. */
	static final BaseType OUTPUT = new BaseType("output");
	/** The condition of a while loop: only fuel() has it, so every while loop ends. */
	static final BaseType WHILE_GUARD = new BaseType("while-guard");
	/** The key of a computed member read: a string literal naming a field ({@code r["x"]}). */
	static final BaseType FIELD_KEY = new BaseType("field-key");
	/** The index of a computed element read: the literal 0, which every (never empty) array has. */
	static final BaseType FIRST_INDEX = new BaseType("first-index");
	/** Defined by a computed member read for its key: the literal's text. */
	static final String KEY_TEXT = "js.keyText";

	/**
	 * A regular expression, made by a literal: tested against strings, asked for its source and flags, and given to
	 * the string methods that take one (search, replace, split).
	 */
	static final BaseType REGEXP = new BaseType("regexp");

	/**
	 * A typed array (Int32Array, Float64Array, Float32Array or Uint8ClampedArray), made by the prelude from an array
	 * of numbers (so never empty), read and written through its safe wrappers: every store converts the number to
	 * the element type, exactly.
	 */
	static final BaseType TYPED_ARRAY = new BaseType("typed-array");
	/** An instance of a standard error class: made by new, thrown and caught, read through name and message. */
	static final BaseType ERROR = new BaseType("error");
	/** A constructor an instanceof may test against (Array, Object): never a value. */
	static final BaseType CONSTRUCTOR = new BaseType("constructor");
	/** A standard error class (TypeError, RangeError, ...): what new makes errors of, and instanceof tests. */
	static final BaseType ERROR_CLASS = new BaseType("error-class");
	/** The standard error classes a program makes errors of. */
	static final List<String> ERROR_CLASSES = List.of("Error", "TypeError", "RangeError", "ReferenceError",
			"SyntaxError", "EvalError", "URIError");

	/** Defined by a class for its members: the record type of its instances (what this is). */
	static final String THIS_KEY = "js.this";
	/** Defined by a function for its body: whether it is a constructor function (its this is the instance). */
	static final String CONSTRUCTS_KEY = "js.constructs";
	/** Defined by a derived class for its members: what super.n and super.m(...) reach. */
	static final String SUPER_KEY = "js.super";
	/**
	 * Defined by a constructor's store this.f = value for the value: the fields not stored yet (f and those after it),
	 * which the value must not read, as they are still undefined.
	 */
	static final String UNSTORED_KEY = "js.unstored";

	/** The scalar types, in a fixed order (decisions index into it). */
	static final List<BaseType> SCALARS = List.of(NUMBER, STRING, BOOLEAN);
	/** Field names of generated records. */
	static final List<String> FIELDS = List.of("x", "y", "n");

	private JsTypes() {
	}

	static TypeLattice lattice() {
		return new TypeLattice().restrict(OUTPUT).restrict(WHILE_GUARD).restrict(FIELD_KEY).restrict(FIRST_INDEX).restrict(CONSTRUCTOR).restrict(ERROR_CLASS)
				.restrictKind("spread").restrictKind("spread-arguments").restrictKind("class-body").restrictKind("derived-class-body").restrictKind("ctor").restrictKind("ctor-setter")
				.restrictKind("ctor-body-setter").restrictKind("setter").restrictKind("setter-body")
				.restrictKind("method").restrictKind("ctor-body").restrictKind("init").restrictKind("this-field")
				.restrictKind("this").restrictKind("super").restrictKind("self-read").restrictKind("return")
				.restrictKind("arguments").restrictKind("throw").restrictKind("throwing").restrictKind("catch").restrictKind("case")
				.restrictKind("default-case");
	}

	/** n fresh value types (a function's parameters, an argument list). */
	static List<Type> values(int n) {
		var result = new java.util.ArrayList<Type>(n);
		for (int i = 0; i < n; i++) {
			result.add(TypeVariable.value());
		}
		return result;
	}

	static TypeVariable anyScalar() {
		return new TypeVariable(Set.copyOf(SCALARS));
	}

	static ContainerType array(Type element) {
		return ContainerType.of("array", element);
	}

	/** What the last statement of a function body, its return, has: the function's result. */
	static ContainerType returning(Type value) {
		return ContainerType.of("return", value);
	}

	/** What a throw statement has: the value it throws. */
	static ContainerType thrown(Type value) {
		return ContainerType.of("throw", value);
	}

	/** What a try block has: it ends in a throw of this value (so the catch clause knows its type). */
	static ContainerType throwing(Type value) {
		return ContainerType.of("throwing", value);
	}

	/** What a catch clause has: the value it catches. */
	static ContainerType caught(Type value) {
		return ContainerType.of("catch", value);
	}

	/** What a switch's case has: the discriminant's type its test must have ("default-case": no test). */
	static ContainerType switchCase(boolean isDefault, Type discriminant) {
		return ContainerType.of(isDefault ? "default-case" : "case", discriminant);
	}

	/**
	 * The record an instance of a generated class is: fields x and y (set by the constructor), a getter n and a
	 * method m taking one scalar.
	 */
	static RecordType instance(Type x, Type y) {
		var fields = new java.util.LinkedHashMap<String, Type>();
		fields.put("x", x);
		fields.put("y", y);
		fields.put("n", anyScalar());
		fields.put("m", new cadmus.api.types.FunctionType(List.of(anyScalar()), anyScalar()));
		return RecordType.structural(fields);
	}

	/** What new makes of a constructor function: a record with the fields x and y it stores, and nothing else. */
	static RecordType plainInstance(Type x, Type y) {
		var fields = new java.util.LinkedHashMap<String, Type>();
		fields.put("x", x);
		fields.put("y", y);
		return RecordType.structural(fields);
	}

	/**
	 * A class, or a constructor function: what new makes of it (an instance record) from the constructor's
	 * arguments (x and y).
	 */
	static ContainerType classOf(Type instance, Type x, Type y) {
		return new ContainerType("class", List.of(instance, x, y));
	}

	/** What a class body has: the instance record; a derived class's body has no constructor. */
	static ContainerType classBody(Type instance, boolean derived) {
		return ContainerType.of(derived ? "derived-class-body" : "class-body", instance);
	}

	/** A constructor taking x and y, and the body that stores them. */
	static ContainerType constructor(Type x, Type y) {
		return new ContainerType("ctor", List.of(x, y));
	}

	/** A constructor that stores x through the class's setter n (this.n = ...), then y. */
	static ContainerType constructorThroughSetter(Type x, Type y) {
		return new ContainerType("ctor-setter", List.of(x, y));
	}

	static boolean isConstructor(Type t) {
		return ContainerType.is(t, "ctor") || ContainerType.is(t, "ctor-setter");
	}

	static ContainerType constructorBody(Type x, Type y, boolean throughSetter) {
		return new ContainerType(throughSetter ? "ctor-body-setter" : "ctor-body", List.of(x, y));
	}

	/** A class's setter n, storing a value of x's type into x; and its body. */
	static ContainerType setter(Type x) {
		return ContainerType.of("setter", x);
	}

	static ContainerType setterBody(Type x) {
		return ContainerType.of("setter-body", x);
	}

	/** A method of the given function type. */
	static ContainerType method(Type function) {
		return ContainerType.of("method", function);
	}

	/** A statement of a constructor that stores a field: this.f = value; the record has just that field. */
	static ContainerType init(String field, Type value) {
		return ContainerType.of("init", RecordType.field(field, value));
	}

	/** The target of such a store: this's field. */
	static ContainerType thisField(String field, Type value) {
		return ContainerType.of("this-field", RecordType.field(field, value));
	}

	/** A value read from the instance inside a class's member: this.x, this.y or super.n, of this type. */
	static ContainerType selfRead(Type value) {
		return ContainerType.of("self-read", value);
	}

	/** this (or super) as seen by a member read: a record with the field read. */
	static ContainerType self(boolean isSuper, Type record) {
		return ContainerType.of(isSuper ? "super" : "this", record);
	}

	/** What a spread element in an array literal has: the elements it spreads. */
	static ContainerType spread(Type element) {
		return ContainerType.of("spread", element);
	}

	/**
	 * A function a library method calls (map's, some's, every's): with more arguments than its type has (the
	 * index and the array), so always an arrow function made for the place, never one with defaults or a rest
	 * parameter, which would take them.
	 */
	static ContainerType callback(Type function) {
		return ContainerType.of("callback", function);
	}

	/** The function type of a function or a callback. */
	static cadmus.api.types.FunctionType function(Type t) {
		return (cadmus.api.types.FunctionType) (ContainerType.is(t, "callback") ? ContainerType.argument(t) : t);
	}

	/** What a call's spread element has: the arguments it passes. */
	static ContainerType spreadArguments(List<Type> types) {
		return new ContainerType("spread-arguments", types);
	}

	/** An array of exactly these elements: what a call's spread element spreads (an array literal, or its let). */
	static ContainerType tuple(List<Type> types) {
		return new ContainerType("tuple", types);
	}

	static ContainerType arguments(List<Type> types) {
		return new ContainerType("arguments", types);
	}
}
