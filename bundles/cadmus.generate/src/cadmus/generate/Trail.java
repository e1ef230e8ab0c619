package cadmus.generate;

import java.util.Arrays;

import cadmus.api.types.TypeVariable;

/**
 * The unifier's undo log: one entry per change to a variable, popped in reverse to roll back. Plain arrays
 * rather than a stack of closures, since trying a candidate and undoing it happens many times per node.
 */
final class Trail {

	/** What a change did to its variable. */
	enum Kind {
		/** The variable was bound. */
		BOUND,
		/** Its base-type choices were narrowed; the entry keeps the previous narrowing (null: none). */
		NARROWED,
		/** It became values-only. */
		VALUES_ONLY
	}

	private Kind[] kinds = new Kind[64];
	private TypeVariable[] variables = new TypeVariable[64];
	private Object[] olds = new Object[64];
	private int size;

	int size() {
		return size;
	}

	void push(Kind kind, TypeVariable variable, Object old) {
		if (size == kinds.length) {
			kinds = Arrays.copyOf(kinds, size * 2);
			variables = Arrays.copyOf(variables, size * 2);
			olds = Arrays.copyOf(olds, size * 2);
		}
		kinds[size] = kind;
		variables[size] = variable;
		olds[size] = old;
		size++;
	}

	/** The newest entry's kind, variable and previous value. */
	Kind kind() {
		return kinds[size - 1];
	}

	TypeVariable variable() {
		return variables[size - 1];
	}

	Object old() {
		return olds[size - 1];
	}

	void pop() {
		size--;
		variables[size] = null;
		olds[size] = null;
	}
}
