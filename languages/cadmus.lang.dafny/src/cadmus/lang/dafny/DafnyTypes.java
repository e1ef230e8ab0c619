package cadmus.lang.dafny;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;

/**
 * The types of conforming Dafny programs: int, nat, bool, char and real; seq, set, multiset, map, tuples and
 * arrays; the program's datatypes; and marker types that steer structure, which no value has: what a statement or
 * a declaration is, a loop's counter and bound (so that every loop ends and its invariant and decreases clause are
 * the ones that prove it), a recursive function's fuel (so that recursion decreases), a method's results.
 */
final class DafnyTypes {

	static final BaseType INT = new BaseType("int");
	static final BaseType NAT = new BaseType("nat");
	static final BaseType BOOL = new BaseType("bool");
	static final BaseType CHAR = new BaseType("char");
	static final BaseType REAL = new BaseType("real");
	static final Type STRING = seq(CHAR);

	/** What a statement is. */
	static final BaseType STATEMENT = new BaseType("statement");
	/** Main, the program's last declaration. */
	static final BaseType MAIN = new BaseType("main");
	/** How deep blocks may nest and still hold a loop: each depth has its own counter type. */
	static final int MAX_LOOP_DEPTH = 4;
	/** A recursive function's first parameter: a nat that every recursive call decreases by one. */
	static final BaseType FUEL = new BaseType("fuel");
	/** The variable a recursive case binds to the fuel less one: what a recursive call passes. */
	static final BaseType FUEL_STEP = new BaseType("fuel-step");
	/** The type of what no reference ever names: a constructor of another datatype, a function that does not recurse. */
	static final BaseType ABSENT = new BaseType("absent");
	/** A method's results, as the one call that produces them all (a var declaration's or an update's value). */
	static final String RESULTS = "results";
	/** The kind of a method's binding: called only as a statement's value. */
	static final String METHOD = "method";
	/** The kind of a ghost function's binding: called only in specifications and assertions. */
	static final String GHOST = "ghost";
	/** The kind of a compiled function's or a constructor's binding: called, never stored. */
	static final String FUNCTION = "function";

	/** Value types a declaration or variable may be given: what settles an open type. */
	static final List<Type> SIMPLE = List.of(INT, NAT, BOOL, CHAR, REAL);

	final TypeLattice lattice = new TypeLattice();

	DafnyTypes() {
		lattice.declare(NAT, INT).declare(FUEL, NAT).declare(FUEL_STEP, NAT);
		lattice.restrict(STATEMENT).restrict(MAIN).restrict(FUEL).restrict(FUEL_STEP).restrict(ABSENT);
		for (Type element : List.of(INT, CHAR, BOOL)) {
			lattice.restrict(bound((BaseType) element));
		}
		for (int d = 0; d < MAX_LOOP_DEPTH; d++) {
			lattice.declare(counter(d), NAT).restrict(counter(d));
		}
		for (int i = 0; i < MAX_RESULTS; i++) {
			for (Type base : SIMPLE) {
				lattice.restrict(out(i, (BaseType) base));
			}
		}
		for (var kind : MARKERS) {
			lattice.restrictKind(kind);
		}
	}

	/** The kinds of marker types: they steer structure and are never a value's type. */
	private static final List<String> MARKERS = List.of(RESULTS, METHOD, GHOST, FUNCTION, "literal", "nonzero", "declaration",
			"variant", "block", "loop", "loop-test", "loop-invariant", "loop-measure", "measure", "bound", "increment",
			"step", "counter-start", "loop-done", "decrement", "base-test", "recursion", "recursive-case",
			"decreases-fuel", "requires-natural", "loop-start", "ensures-natural", "at-least-zero", "case", "statement-case",
			"out-assign", "index-below", "separator", "newline", "printed", "call-statement", DafnyClasses.KIND, "class-field",
			"class-constructor", "field-write", "this-field", "field-init", "this-frame", "modifies-this", "reads-this");

	/** How many results a method may have. */
	static final int MAX_RESULTS = 2;

	/**
	 * The type of a method's i-th result: not its base type, so only the method's last statement writes it (every
	 * other write wants the base type), and only its ensures clause reads it, by this type. No expression of the
	 * body reads it: a result read in a comprehension does not compile to C# (findings/
	 * cs-out-parameter-in-comprehension.dfy), Dafny passing results as out parameters, which C# lambdas may not use.
	 */
	static BaseType out(int i, BaseType base) {
		return new BaseType("out" + i + "-" + base.name());
	}

	/**
	 * The type of a quantifier's or comprehension's variable in its range ({@code x in s}): only the range's left
	 * operand has it, so the range bounds that variable and no other, and the collection cannot name it. In the
	 * body it has its element type.
	 */
	static BaseType bound(Type element) {
		return new BaseType("bound-" + ((BaseType) element).name());
	}

	static boolean isOut(Type t) {
		return t instanceof BaseType b && b.name().startsWith("out");
	}

	/** The simple type a result, counter or fuel type is a subtype of; the type itself otherwise. */
	static Type base(Type t) {
		if (isOut(t)) {
			return new BaseType(((BaseType) t).name().substring(5));
		}
		if (t instanceof BaseType b && b.name().startsWith("bound-")) {
			return new BaseType(b.name().substring(6));
		}
		return isCounter(t) || FUEL.equals(t) || FUEL_STEP.equals(t) ? NAT : t;
	}

	/** How a base type is written in a declaration, or null for a marker. */
	static String annotation(BaseType t) {
		Type base = base(t);
		if (isCounter(t) || FUEL.equals(t)) {
			return "int";
		}
		return SIMPLE.contains(base) ? ((BaseType) base).name() : null;
	}

	static ContainerType seq(Type element) {
		return ContainerType.of("seq", element);
	}

	static ContainerType set(Type element) {
		return ContainerType.of("set", element);
	}

	static ContainerType multiset(Type element) {
		return ContainerType.of("multiset", element);
	}

	static ContainerType map(Type key, Type value) {
		return ContainerType.of("map", key, value);
	}

	static ContainerType tuple(List<Type> elements) {
		return new ContainerType("tuple", elements);
	}

	/** An array of a fixed length: the length is part of the type, so an index below it needs no guard. */
	static ContainerType array(Type element, int length) {
		return ContainerType.of("array", element, literal(length));
	}

	/** The counter of a loop nested {@code depth} loops deep: a nat only the loop's increment writes. */
	static BaseType counter(int depth) {
		return new BaseType("counter" + depth);
	}

	/** An int literal of exactly this value: a loop's bound, its start, a decrement's one. */
	static ContainerType literal(int value) {
		return ContainerType.of("literal", new BaseType(Integer.toString(value)));
	}

	/** A literal int that is not zero: what / and % divide by. */
	static final ContainerType NONZERO = ContainerType.of("nonzero", INT);
	/** A real literal that is not zero. */
	static final ContainerType NONZERO_REAL = ContainerType.of("nonzero", REAL);

	/** A datatype of the program: its name, its shape ({@link DafnyDatatypes}) and the shape's element types. */
	static ContainerType datatype(String name, String shape, List<Type> elements) {
		var arguments = new ArrayList<Type>();
		arguments.add(new BaseType(name));
		arguments.add(new BaseType(shape));
		arguments.addAll(elements);
		return new ContainerType("datatype", arguments);
	}

	/** The name inside a base type that a marker carries (a literal's value, a datatype's name). */
	static String name(Type t) {
		return ((BaseType) t).name();
	}

	/** The value of a {@link #literal}. */
	static int literalValue(Type t) {
		return Integer.parseInt(name(ContainerType.argument(t)));
	}

	static boolean isCounter(Type t) {
		return t instanceof BaseType b && b.name().startsWith("counter");
	}

	/** A method's binding: its parameters and, as one results type, its outs. */
	static ContainerType method(List<Type> parameters, List<Type> outs) {
		return ContainerType.of(METHOD, new FunctionType(parameters, results(outs)));
	}

	static ContainerType results(List<Type> outs) {
		return new ContainerType(RESULTS, outs);
	}

	static ContainerType ghost(FunctionType function) {
		return ContainerType.of(GHOST, function);
	}

	/**
	 * A compiled function's (or constructor's) binding: called, never stored (so no variable is lifted for one, and
	 * no hole of a value type takes one).
	 */
	static ContainerType function(FunctionType function) {
		return ContainerType.of(FUNCTION, function);
	}

	/** Whether a (resolved) type compares with == in compiled code: every value type here does. */
	static boolean isValue(Type t) {
		if (t instanceof BaseType b) {
			return SIMPLE.contains(b);
		}
		if (t instanceof ContainerType c) {
			return switch (c.kind()) {
			case "seq", "set", "multiset", "map", "tuple", "datatype" -> c.arguments().stream()
					.filter(a -> !(c.kind().equals("datatype") && c.arguments().indexOf(a) < 2)).allMatch(DafnyTypes::isValue);
			default -> false;
			};
		}
		return false;
	}

	/**
	 * Whether every back end prints a value of this type alike: no sets, multisets or maps (whose order each back
	 * end chooses), at any depth.
	 */
	static boolean printable(Type t) {
		if (t instanceof BaseType b) {
			return SIMPLE.contains(base(b));
		}
		if (t instanceof ContainerType c) {
			return switch (c.kind()) {
			case "seq", "tuple" -> c.arguments().stream().allMatch(DafnyTypes::printable);
			case "datatype" -> c.arguments().subList(2, c.arguments().size()).stream().allMatch(DafnyTypes::printable);
			default -> false;
			};
		}
		return false;
	}

	/** A fresh variable for an open value. */
	static TypeVariable value() {
		return TypeVariable.value();
	}
}
