package cadmus.lang.lua;

import java.util.List;
import java.util.Set;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;

/**
 * The types of conforming Lua programs in one dialect. Besides value types there are marker types that
 * steer the structure: a block's kind (what its last statement may be), loop guards only the prelude's fuel
 * functions produce, argument lists, table fields and iterators.
 */
final class LuaTypes {

	static final BaseType NUMBER = new BaseType("number");
	static final BaseType INTEGER = new BaseType("integer");
	static final BaseType FLOAT = new BaseType("float");
	static final BaseType STRING = new BaseType("string");
	static final BaseType BOOLEAN = new BaseType("boolean");
	static final BaseType NIL = new BaseType("nil");
	/** What printing returns: never a value a program computes with. */
	static final BaseType OUTPUT = new BaseType("output");
	/** The condition of a while loop: only fuel() has it, so every while loop terminates. */
	static final BaseType WHILE_GUARD = new BaseType("while-guard");
	/** The condition of a repeat loop: only fuel_out() has it. */
	static final BaseType UNTIL_GUARD = new BaseType("until-guard");
	/** Block kinds: NONE ends in nothing, LOOP may end in break; a value type means "ends in return". */
	static final BaseType NONE = new BaseType("no-return");
	static final BaseType LOOP = new BaseType("loop-body");

	final LuaDialect dialect;
	final TypeLattice lattice;

	LuaTypes(LuaDialect dialect) {
		this.dialect = dialect;
		this.lattice = new TypeLattice();
		if (dialect.hasIntegers()) {
			lattice.declare(INTEGER, NUMBER).declare(FLOAT, NUMBER);
		}
	}

	/** The type of counts and indices: integer where the dialect has it. */
	BaseType integer() {
		return dialect.hasIntegers() ? INTEGER : NUMBER;
	}

	/**
	 * The concrete number types of the dialect, in a fixed order: decisions index into it, so its order must
	 * not depend on hashing (Set.of iterates in a per-JVM order).
	 */
	List<BaseType> numbers() {
		return dialect.hasIntegers() ? List.of(FLOAT, INTEGER) : List.of(NUMBER);
	}

	/** A fresh variable for any number of the dialect. */
	TypeVariable anyNumber() {
		return new TypeVariable(Set.copyOf(numbers()));
	}

	/** A fresh variable for a scalar: a number, a string or a boolean. */
	TypeVariable anyScalar() {
		var choices = new java.util.HashSet<BaseType>(numbers());
		choices.add(STRING);
		choices.add(BOOLEAN);
		return new TypeVariable(choices);
	}

	boolean isNumber(Type t) {
		return t instanceof BaseType b && lattice.isSubtype(b, NUMBER);
	}

	/** Whether a type is itself restricted (not merely containing a restricted type). */
	boolean restrictedAtTop(Type t) {
		return t instanceof BaseType b && lattice.isRestricted(b)
				|| t instanceof ContainerType c && lattice.isRestrictedKind(c.kind());
	}

	static ContainerType array(Type element) {
		return ContainerType.of("array", element);
	}

	static ContainerType iterator(Type element) {
		return ContainerType.of("iterator", element);
	}

	static ContainerType block(Type kind) {
		return ContainerType.of("block", kind);
	}

	/**
	 * A local function as its own body sees it: usable only as the first argument of the prelude's bounded
	 * recursive call (restricted, so it is never stored, returned or called directly).
	 */
	static ContainerType recursive(Type function) {
		return ContainerType.of("recursive", function);
	}

	static ContainerType last(Type kind) {
		return ContainerType.of("last", kind);
	}

	static ContainerType arguments(List<Type> types) {
		return new ContainerType("arguments", types);
	}

	static ContainerType positional(Type value) {
		return ContainerType.of("positional", value);
	}
}
