package cadmus.api.types;

import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An unknown type for unification to bind. It may be limited to a set of base types ("one of int, float");
 * subtyping narrows that set. A variable is only an identity: its binding lives in the unifier of the
 * program being generated, so the same rules can serve many programs at once.
 */
public final class TypeVariable implements Type {

	private static final AtomicLong IDS = new AtomicLong();

	private final long id = IDS.incrementAndGet();
	private final Set<BaseType> choices;
	private final boolean valuesOnly;

	/** A variable that may become any type. */
	public TypeVariable() {
		this.choices = null;
		this.valuesOnly = false;
	}

	/** A variable limited to the given base types and their subtypes. */
	public TypeVariable(Set<BaseType> choices) {
		this.choices = Set.copyOf(choices);
		this.valuesOnly = false;
	}

	private TypeVariable(boolean valuesOnly) {
		this.choices = null;
		this.valuesOnly = valuesOnly;
	}

	public static TypeVariable oneOf(BaseType... choices) {
		return new TypeVariable(Set.of(choices));
	}

	/**
	 * A variable for something a program stores (a variable's value, an argument, a result): any type that
	 * contains none of the lattice's restricted types (see {@link TypeLattice#restrict(BaseType)}).
	 */
	public static TypeVariable value() {
		return new TypeVariable(true);
	}

	/** Whether it may only become a type free of restricted types. */
	public boolean valuesOnly() {
		return valuesOnly;
	}

	/** The base types it may become, or null when unlimited. */
	public Set<BaseType> choices() {
		return choices;
	}

	@Override
	public String toString() {
		return "?" + id + (choices == null ? "" : choices.toString());
	}
}
