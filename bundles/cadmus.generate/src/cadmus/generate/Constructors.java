package cadmus.generate;

import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;

/**
 * A type term's outermost constructor as a number. Terms of different constructors never unify or subtype (a function
 * is never a number), so a reference hole can set aside every binding whose type starts with another one without
 * asking the unifier; an open variable (or no type at all) may become any.
 */
final class Constructors {

	/** How many constructors there are: the numbers {@link #of} gives run from 0 to this, exclusive. */
	static final int COUNT = 4;
	/** No type, or a variable: any constructor. */
	static final int ANY = -1;

	private Constructors() {
	}

	/**
	 * The term's outermost constructor, as it stands (a caller walks variable bindings first where it wants them
	 * followed). A binding's declared type that starts with a constructor keeps it whatever a unifier binds below it.
	 */
	static int of(Type type) {
		if (type instanceof BaseType) {
			return 0;
		}
		if (type instanceof FunctionType) {
			return 1;
		}
		if (type instanceof RecordType) {
			return 2;
		}
		if (type instanceof ContainerType) {
			return 3;
		}
		return ANY;
	}
}
