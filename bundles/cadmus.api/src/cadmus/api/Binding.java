package cadmus.api;

import cadmus.api.types.Type;

/**
 * A name visible to generated code. Environment bindings come with the program's prelude (safe wrappers,
 * library functions); a polymorphic one gets fresh type variables at every use.
 */
public record Binding(String name, Type type, boolean mutable, boolean polymorphic) {

	public static Binding of(String name, Type type) {
		return new Binding(name, type, false, false);
	}

	public static Binding polymorphic(String name, Type type) {
		return new Binding(name, type, false, true);
	}
}
