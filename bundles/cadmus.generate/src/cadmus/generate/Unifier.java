package cadmus.generate;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import cadmus.api.DecisionSource;
import cadmus.api.types.BaseType;
import cadmus.api.types.ContainerType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeLattice;
import cadmus.api.types.TypeVariable;

/**
 * Unification with subtyping for one program being generated (Xsmith §4.2). Variables are bound here, not in
 * the type terms; every change goes on a trail so that trying a candidate and abandoning it leaves no trace
 * ({@link #mark()} / {@link #rollback(int)}). A variable limited to base types ("one of int, float") is
 * narrowed by subtype constraints; a limit of {@code {t}} means "t or a subtype of t".
 */
public final class Unifier {

	private final TypeLattice lattice;
	/** Bindings, narrowings and values-only marks, with their trail. */
	private final VariableRecords records = new VariableRecords();
	/** The text of each choice set met in this program's shapes, by the set's identity (see TypeWalks). */
	final Map<Set<BaseType>, String> choiceTexts = new IdentityHashMap<>();

	public Unifier(TypeLattice lattice) {
		this.lattice = lattice;
	}

	/** A point to roll back to. */
	public int mark() {
		return records.mark();
	}

	/** Undoes every binding and narrowing made since {@code mark}. */
	public void rollback(int mark) {
		records.rollback(mark);
	}

	/** Makes {@code a} and {@code b} the same type; on failure nothing changes. */
	public boolean unify(Type a, Type b) {
		return attempt(() -> equate(a, b), false);
	}

	/** Whether {@code a} and {@code b} could be made the same type; changes nothing. */
	public boolean canUnify(Type a, Type b) {
		return attempt(() -> equate(a, b), true);
	}

	/** Makes {@code sub} a subtype of {@code sup}; on failure nothing changes. */
	public boolean subtype(Type sub, Type sup) {
		return attempt(() -> below(sub, sup), false);
	}

	/** Whether {@code sub} can be a subtype of {@code sup}, without committing to it. */
	public boolean canSubtype(Type sub, Type sup) {
		return attempt(() -> below(sub, sup), true);
	}

	/** Runs a change; undoes it on failure, or always when only asking. */
	private boolean attempt(java.util.function.BooleanSupplier change, boolean onlyAsking) {
		int mark = mark();
		boolean ok = change.getAsBoolean();
		if (!ok || onlyAsking) {
			rollback(mark);
		}
		return ok;
	}

	/** Follows variable bindings at the top of a term. */
	public Type walk(Type t) {
		while (t instanceof TypeVariable v) {
			Type bound = records.binding(v);
			if (bound == null) {
				return v;
			}
			t = bound;
		}
		return t;
	}

	/** The term with every bound variable replaced by its binding, all the way down. */
	public Type resolve(Type t) {
		return TypeWalks.resolve(this, t);
	}

	/** The resolved term for messages, with what each open variable may still become. */
	public String describe(Type t) {
		var text = new StringBuilder(String.valueOf(resolve(t)));
		for (var v : unboundVariables(t)) {
			var choices = choices(v);
			if (choices != null) {
				text.append(", ").append(v).append(" in ").append(choices);
			}
		}
		return text.toString();
	}

	/** The base types an unbound variable may still become, or null when unlimited. */
	public Set<BaseType> choices(TypeVariable v) {
		var narrowed = records.narrowed(v);
		return narrowed != null ? narrowed : v.choices();
	}

	/**
	 * Binds every unbound variable in {@code t} that is limited to base types to one of them, chosen by
	 * {@code decisions}, and returns the resolved term. Unlimited variables stay open.
	 */
	public Type settle(Type t, DecisionSource decisions, String label) {
		for (var v : unboundVariables(t)) {
			var choices = choices(v);
			if (choices != null) {
				var sorted = new ArrayList<>(choices);
				sorted.sort((x, y) -> x.name().compareTo(y.name()));
				bind(v, sorted.get(decisions.choose(label, sorted.size())));
			}
		}
		return resolve(t);
	}

	/** A copy of {@code t} with fresh variables for its unbound ones (a polymorphic binding's new instance). */
	public Type freshen(Type t) {
		return TypeWalks.freshen(this, t);
	}

	/** The unbound variables of a term, in order of first appearance. */
	public List<TypeVariable> unboundVariables(Type t) {
		var found = new ArrayList<TypeVariable>();
		collect(t, found, new HashSet<>());
		return found;
	}

	private void collect(Type t, List<TypeVariable> found, Set<TypeVariable> seen) {
		t = walk(t);
		if (t instanceof TypeVariable v) {
			if (seen.add(v)) {
				found.add(v);
			}
		} else if (t instanceof FunctionType f) {
			f.parameters().forEach(p -> collect(p, found, seen));
			collect(f.result(), found, seen);
		} else if (t instanceof RecordType r) {
			r.fields().values().forEach(v -> collect(v, found, seen));
		} else if (t instanceof ContainerType c) {
			c.arguments().forEach(a -> collect(a, found, seen));
		}
	}

	private boolean equate(Type a, Type b) {
		a = walk(a);
		b = walk(b);
		if (a == b || a.equals(b) && !(a instanceof TypeVariable)) {
			return true;
		}
		if (a instanceof TypeVariable v) {
			return bindChecked(v, b);
		}
		if (b instanceof TypeVariable v) {
			return bindChecked(v, a);
		}
		if (a instanceof FunctionType f && b instanceof FunctionType g) {
			return f.parameters().size() == g.parameters().size() && all(f.parameters(), g.parameters(), true)
					&& equate(f.result(), g.result());
		}
		if (a instanceof RecordType r && b instanceof RecordType s) {
			return java.util.Objects.equals(r.name(), s.name()) && r.fields().keySet().equals(s.fields().keySet())
					&& r.fields().keySet().stream().allMatch(k -> equate(r.fields().get(k), s.fields().get(k)));
		}
		if (a instanceof ContainerType c && b instanceof ContainerType d) {
			return c.kind().equals(d.kind()) && c.arguments().size() == d.arguments().size()
					&& all(c.arguments(), d.arguments(), true);
		}
		return false;
	}

	private boolean below(Type sub, Type sup) {
		sub = walk(sub);
		sup = walk(sup);
		if (sub instanceof BaseType x && sup instanceof BaseType y) {
			return lattice.isSubtype(x, y);
		}
		if (sub instanceof TypeVariable v && sup instanceof BaseType y) {
			return narrow(v, y);
		}
		if (sub instanceof BaseType x && sup instanceof TypeVariable v) {
			// Choosing the subtype itself is always a valid typing of sup.
			return bindChecked(v, x);
		}
		if (sub instanceof FunctionType f && sup instanceof FunctionType g) {
			if (f.parameters().size() != g.parameters().size()) {
				return false;
			}
			for (int i = 0; i < f.parameters().size(); i++) {
				if (!below(g.parameters().get(i), f.parameters().get(i))) {
					return false;
				}
			}
			return below(f.result(), g.result());
		}
		if (sub instanceof RecordType r && sup instanceof RecordType s && !s.nominal()) {
			return r.fields().keySet().containsAll(s.fields().keySet())
					&& s.fields().keySet().stream().allMatch(k -> equate(r.fields().get(k), s.fields().get(k)));
		}
		return equate(sub, sup);
	}

	private boolean all(List<Type> xs, List<Type> ys, boolean equal) {
		for (int i = 0; i < xs.size(); i++) {
			if (!(equal ? equate(xs.get(i), ys.get(i)) : below(xs.get(i), ys.get(i)))) {
				return false;
			}
		}
		return true;
	}

	/** Limits an unbound variable to subtypes of {@code sup}. */
	private boolean narrow(TypeVariable v, BaseType sup) {
		var current = choices(v);
		var next = new HashSet<BaseType>();
		if (current == null) {
			next.add(sup);
		} else {
			for (var c : current) {
				if (lattice.isSubtype(c, sup)) {
					next.add(c);
				} else if (lattice.isSubtype(sup, c)) {
					next.add(sup);
				}
			}
		}
		if (valuesOnly(v)) {
			next.removeIf(lattice::isRestricted);
		}
		if (next.isEmpty()) {
			return false;
		}
		setChoices(v, Set.copyOf(next));
		return true;
	}

	boolean valuesOnly(TypeVariable v) {
		if (v.valuesOnly()) {
			return true;
		}
		return records.madeValuesOnly(v);
	}

	/** Whether a term has a restricted type anywhere (open variables in it are made values-only). */
	private boolean restricted(Type t) {
		t = walk(t);
		if (t instanceof BaseType b) {
			return lattice.isRestricted(b);
		}
		if (t instanceof TypeVariable v) {
			if (!valuesOnly(v)) {
				var choices = choices(v);
				if (choices != null) {
					var allowed = new HashSet<>(choices);
					allowed.removeIf(lattice::isRestricted);
					if (allowed.isEmpty()) {
						return true;
					}
					if (allowed.size() != choices.size()) {
						setChoices(v, Set.copyOf(allowed));
					}
				}
				records.makeValuesOnly(v);
			}
			return false;
		}
		if (t instanceof FunctionType f) {
			return anyRestricted(f.parameters()) || restricted(f.result());
		}
		if (t instanceof RecordType r) {
			return lattice.isRestrictedRecord(r.name()) || anyRestricted(r.fields().values());
		}
		if (t instanceof ContainerType c) {
			return lattice.isRestrictedKind(c.kind()) || anyRestricted(c.arguments());
		}
		return false;
	}

	private boolean anyRestricted(java.util.Collection<Type> terms) {
		for (var t : terms) {
			if (restricted(t)) {
				return true;
			}
		}
		return false;
	}

	private boolean bindChecked(TypeVariable v, Type t) {
		if (TypeWalks.occurs(this, v, t)) {
			return false;
		}
		if (valuesOnly(v) && restricted(t)) {
			return false;
		}
		var allowed = choices(v);
		if (allowed != null) {
			if (t instanceof BaseType b) {
				if (!anySupertype(b, allowed)) {
					return false;
				}
			} else if (t instanceof TypeVariable w) {
				var other = choices(w);
				var meet = new HashSet<BaseType>();
				for (var x : allowed) {
					if (other == null || anySupertype(x, other)) {
						meet.add(x);
					}
				}
				if (other != null) {
					for (var y : other) {
						if (anySupertype(y, allowed)) {
							meet.add(y);
						}
					}
				}
				if (meet.isEmpty()) {
					return false;
				}
				setChoices(w, Set.copyOf(meet));
			} else {
				return false;
			}
		}
		bind(v, t);
		return true;
	}

	/** Whether {@code b} is a subtype of one of {@code types} (a loop: this runs at every binding tried). */
	private boolean anySupertype(BaseType b, Set<BaseType> types) {
		for (var c : types) {
			if (lattice.isSubtype(b, c)) {
				return true;
			}
		}
		return false;
	}

	private void bind(TypeVariable v, Type t) {
		records.bind(v, t);
	}

	private void setChoices(TypeVariable v, Set<BaseType> choices) {
		records.narrow(v, choices);
	}

}
