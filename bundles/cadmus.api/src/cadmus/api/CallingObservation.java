package cadmus.api;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Observation through the program's output function: each top-level value is passed to it, and a function is first
 * called with a literal for each of its parameters, so that what it computes is compared too, not only the word
 * "function". A language says how its trees write a name, a call, a literal and the output statement.
 *
 * @param <E> the language's expression class
 */
public abstract class CallingObservation<E extends EObject> implements Observation {

	@Override
	public EObject observe(String name, Type type) {
		E observed;
		if (type instanceof FunctionType function) {
			var arguments = literals(function.parameters());
			observed = arguments != null ? call(name(name), arguments) : uncalled(name);
		} else {
			observed = value(name, type);
		}
		return observed == null ? null : output(observed);
	}

	/** An expression that names a function (or, where names and variables are written alike, a value). */
	protected abstract E name(String name);

	/** A call of the target with the arguments. */
	protected abstract E call(E target, List<E> arguments);

	/** The statement that writes the value out. */
	protected abstract EObject output(E value);

	/** A literal of a type that is not a type variable; null when no literal has it. */
	protected abstract E literal(Type type);

	/** The literal for a value that nothing constrained: any value will do. */
	protected abstract E anyLiteral();

	/** The value a binding that is no function holds; null when the language does not observe it. */
	protected E value(String name, Type type) {
		return name(name);
	}

	/** A function some parameter of which no literal can stand for: the function itself, or null for none. */
	protected E uncalled(String name) {
		return name(name);
	}

	/** A literal for each parameter, or null when one has a type no literal has. */
	protected final List<E> literals(List<Type> parameters) {
		var result = new ArrayList<E>(parameters.size());
		for (var p : parameters) {
			var literal = literalOf(p);
			if (literal == null) {
				return null;
			}
			result.add(literal);
		}
		return result;
	}

	/**
	 * A literal of the type; for a type variable, of the base type it may become that comes first by name (a fixed
	 * choice: its choices are a set, which iterates in a per-JVM order), or any literal when it is unconstrained.
	 */
	protected final E literalOf(Type type) {
		if (type instanceof TypeVariable v) {
			return v.choices() == null ? anyLiteral()
					: literalOf(v.choices().stream().min(Comparator.comparing(BaseType::name)).orElseThrow());
		}
		return literal(type);
	}
}
