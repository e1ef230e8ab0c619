package cadmus.generate;

import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * A binding in scope during generation: its name and type, whether it may be written, whether each use gets
 * fresh type variables, and the function depth where it was made (writes never cross a function boundary
 * that isolates them).
 * <p>
 * Each binding is one definition, so bindings compare by identity (the default): two definitions never merge,
 * and effect sets never hash type terms.
 */
final class Bound {

	/** Shapes of binding types longer than this are not remembered. */
	private static final int MAX_SHAPE_SIZE = 16;

	private final String name;
	private final Type type;
	private final boolean mutable;
	private final boolean polymorphic;
	private final boolean impure;
	private final int functionDepth;
	/** Whether the language's environment gave it, rather than the program. */
	private final boolean given;
	/**
	 * Whether the type can never change: no variables in the term itself, or a polymorphic template whose own
	 * variables are never bound (every use gets fresh ones).
	 */
	private final boolean stable;
	private String shape;

	Bound(String name, Type type, boolean mutable, boolean polymorphic, boolean impure, int functionDepth) {
		this(name, type, mutable, polymorphic, impure, functionDepth, false);
	}

	/** A binding of the language's environment. */
	static Bound given(String name, Type type, boolean mutable, boolean polymorphic, boolean impure) {
		return new Bound(name, type, mutable, polymorphic, impure, 0, true);
	}

	private Bound(String name, Type type, boolean mutable, boolean polymorphic, boolean impure, int functionDepth,
			boolean given) {
		this.name = name;
		this.given = given;
		this.type = type;
		this.mutable = mutable;
		this.polymorphic = polymorphic;
		this.impure = impure;
		this.functionDepth = functionDepth;
		this.stable = type != null && (polymorphic || ground(type));
	}

	String name() {
		return name;
	}

	Type type() {
		return type;
	}

	boolean mutable() {
		return mutable;
	}

	boolean polymorphic() {
		return polymorphic;
	}

	boolean impure() {
		return impure;
	}

	int functionDepth() {
		return functionDepth;
	}

	boolean given() {
		return given;
	}

	/** Whether the type can never change, whatever a program's unifier binds. */
	boolean stable() {
		return stable;
	}

	/** The type's {@link TypeWalks#smallShape shape} when the type can never change and is small, else null. */
	String stableShape(Unifier unifier) {
		if (!stable) {
			return null;
		}
		if (shape == null) {
			var s = TypeWalks.smallShape(unifier, type, MAX_SHAPE_SIZE);
			shape = s == null ? "" : s;
		}
		return shape.isEmpty() ? null : shape;
	}

	/** Whether a term holds no variable at all (as written, whatever any unifier binds). */
	private static boolean ground(Type t) {
		if (t instanceof TypeVariable) {
			return false;
		}
		if (t instanceof FunctionType f) {
			return f.parameters().stream().allMatch(Bound::ground) && ground(f.result());
		}
		if (t instanceof RecordType r) {
			return r.fields().values().stream().allMatch(Bound::ground);
		}
		if (t instanceof ContainerType c) {
			return c.arguments().stream().allMatch(Bound::ground);
		}
		return true;
	}

	@Override
	public String toString() {
		return name + ": " + type;
	}
}
