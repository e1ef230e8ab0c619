package cadmus.api;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.types.Type;

/**
 * How a reference with no fitting binding in scope gets one (Xsmith's lifting): a definition of a fresh name
 * is inserted into the nearest enclosing list {@link #into()}, just before the statement being generated.
 */
public interface Lifting {

	/** The list feature definitions go into (a block's statements). */
	EReference into();

	/** A new definition node binding {@code name}; its value hole is {@link #value()}, typed as the binding. */
	EObject define(String name);

	/** The containment of the definition's value. */
	EReference value();

	/**
	 * Gives a lifted definition the type of its binding, once its value is generated ({@code type} resolved), for
	 * languages whose definitions declare it (a type annotation where inference would give a wider type). By
	 * default the definition stays as made.
	 */
	default void declare(EObject definition, cadmus.api.types.Type type) {
	}

	/**
	 * The lifting most languages have: a definition that {@code define} makes for a name, put into {@code into},
	 * its value in {@code value}.
	 */
	static Lifting of(EReference into, java.util.function.Function<String, EObject> define, EReference value) {
		return new Lifting() {
			@Override
			public EReference into() {
				return into;
			}

			@Override
			public EObject define(String name) {
				return define.apply(name);
			}

			@Override
			public EReference value() {
				return value;
			}
		};
	}
}
