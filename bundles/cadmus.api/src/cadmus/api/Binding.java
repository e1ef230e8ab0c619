package cadmus.api;

import cadmus.api.types.Type;

/**
 * A name visible to generated code. Environment bindings come with the program's prelude (safe wrappers,
 * library functions). A polymorphic one gets fresh type variables at every use. An impure one (it prints,
 * it changes hidden state) is invisible where writes are isolated (function bodies), and two uses never sit
 * among children whose order is unspecified, so its effects happen in program order.
 */
public record Binding(String name, Type type, boolean mutable, boolean polymorphic, boolean impure) {

	public static Binding of(String name, Type type) {
		return new Binding(name, type, false, false, false);
	}

	public static Binding polymorphic(String name, Type type) {
		return new Binding(name, type, false, true, false);
	}

	public static Binding impure(String name, Type type, boolean polymorphic) {
		return new Binding(name, type, false, polymorphic, true);
	}
}
