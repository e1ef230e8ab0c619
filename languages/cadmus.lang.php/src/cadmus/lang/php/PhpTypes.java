package cadmus.lang.php;

import java.util.List;
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

	/** The scalar types in a fixed order: decisions index into it. */
	static final List<BaseType> SCALARS = List.of(INT, FLOAT, STRING, BOOL);

	final TypeLattice lattice = new TypeLattice();

	PhpTypes() {
		lattice.restrict(STATEMENT).restrict(OUTPUT).restrict(WHILE_GUARD).restrict(NONE).restrictKind("block")
				.restrictKind("return");
	}

	static TypeVariable anyScalar() {
		return new TypeVariable(Set.copyOf(SCALARS));
	}

	static TypeVariable anyNumber() {
		return new TypeVariable(Set.of(INT, FLOAT));
	}

	/** An array with keys 0 to n - 1, never empty. */
	static ContainerType list(Type element) {
		return ContainerType.of("list", element);
	}

	static ContainerType block(Type kind) {
		return ContainerType.of("block", kind);
	}

	/** A return statement of a value of the type: the last statement of a function's body. */
	static ContainerType returning(Type value) {
		return ContainerType.of("return", value);
	}

	static boolean is(Type t, String kind) {
		return t instanceof ContainerType c && c.kind().equals(kind);
	}

	static Type argument(Type t) {
		return ((ContainerType) t).arguments().get(0);
	}

	/** PHP's name of a resolved type where a declaration states it (a parameter, a return type). */
	static String declared(Type t) {
		if (t instanceof BaseType b && SCALARS.contains(b)) {
			return b.name();
		}
		if (is(t, "list")) {
			return "array";
		}
		if (t instanceof cadmus.api.types.FunctionType) {
			return "callable";
		}
		throw new cadmus.api.RulesException("no PHP type declaration for " + t);
	}
}
