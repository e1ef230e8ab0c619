package cadmus.generate;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

import cadmus.api.types.BaseType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * What one unifier knows of its type variables — each one's binding, narrowed choices and whether it was made
 * values-only — with every change on a trail so that it can be undone ({@link #mark()} / {@link #rollback(int)}).
 * A record lives in its variable's room ({@link TypeVariable#room}) when this owner could claim it, which is
 * nearly always and costs no map lookup; a variable the rules share between programs may have its room held by
 * another program's records, and then its record is kept in a map here.
 */
final class VariableRecords {

	/**
	 * The claim on the variables' rooms: a token, not this object, so that a variable the rules share keeps no
	 * finished program's records alive.
	 */
	private final Object token = new Object();
	/** Records of variables whose room another owner holds. */
	private final Map<TypeVariable, Record> elsewhere = new IdentityHashMap<>();
	private final Trail trail = new Trail();

	private static final class Record {
		Type binding;
		/** Null: the variable's own choices. */
		Set<BaseType> narrowed;
		boolean madeValuesOnly;
	}

	/** The variable's record, or null when there is none (nothing bound, narrowed or made of it). */
	private Record record(TypeVariable v) {
		Object room = v.room(token);
		if (room == TypeVariable.TAKEN) {
			return elsewhere.isEmpty() ? null : elsewhere.get(v);
		}
		return (Record) room;
	}

	/** The variable's record, made when it has none. */
	private Record recordToChange(TypeVariable v) {
		Object room = v.room(token);
		if (room instanceof Record r) {
			return r;
		}
		var made = new Record();
		if (room == null && v.claimRoom(token, made)) {
			return made;
		}
		return elsewhere.computeIfAbsent(v, k -> made);
	}

	/** What the variable is bound to, or null. */
	Type binding(TypeVariable v) {
		var r = record(v);
		return r == null ? null : r.binding;
	}

	/** The variable's narrowed choices, or null when they are its own. */
	Set<BaseType> narrowed(TypeVariable v) {
		var r = record(v);
		return r == null ? null : r.narrowed;
	}

	/** Whether the variable was made values-only here (not whether it was made so by the rules). */
	boolean madeValuesOnly(TypeVariable v) {
		var r = record(v);
		return r != null && r.madeValuesOnly;
	}

	void bind(TypeVariable v, Type t) {
		recordToChange(v).binding = t;
		trail.push(Trail.Kind.BOUND, v, null);
	}

	void narrow(TypeVariable v, Set<BaseType> choices) {
		var r = recordToChange(v);
		trail.push(Trail.Kind.NARROWED, v, r.narrowed);
		r.narrowed = choices;
	}

	void makeValuesOnly(TypeVariable v) {
		recordToChange(v).madeValuesOnly = true;
		trail.push(Trail.Kind.VALUES_ONLY, v, null);
	}

	/** A point to roll back to. */
	int mark() {
		return trail.size();
	}

	/** Undoes every change made since {@code mark}. */
	void rollback(int mark) {
		while (trail.size() > mark) {
			var r = record(trail.variable());
			switch (trail.kind()) {
			case BOUND -> r.binding = null;
			case VALUES_ONLY -> r.madeValuesOnly = false;
			case NARROWED -> {
				@SuppressWarnings("unchecked")
				var old = (Set<BaseType>) trail.old();
				r.narrowed = old;
			}
			}
			trail.pop();
		}
	}
}
