package cadmus.api;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.types.Type;

/**
 * Makes a program's results observable: after the outermost list {@link #into()} is generated, the engine
 * appends {@link #observe} for every binding declared directly in it, so that two implementations can be
 * compared on what the program computed, not only on what it chose to print.
 */
public interface Observation {

	EReference into();

	/**
	 * A statement that prints (or checksums) the binding; null when values of its type are not comparable.
	 * {@code type} is resolved; a variable still open in it carries the base types it may still become.
	 */
	EObject observe(String name, Type type);
}
