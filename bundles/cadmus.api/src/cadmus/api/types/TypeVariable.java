package cadmus.api.types;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An unknown type for unification to bind. It may be limited to a set of base types ("one of int, float");
 * subtyping narrows that set. A variable is only an identity: its binding lives in the unifier of the
 * program being generated, so the same rules can serve many programs at once.
 * <p>
 * For speed, a variable has room for one unifier's record of it ({@link #room(Object)}): nearly every variable is
 * made and bound within one program, and looking bindings up in a map was the largest single cost of generating
 * a program. The first unifier that claims the room keeps it; every other one keeps its record elsewhere, so a
 * variable that rules share between programs (and threads) is still only an identity to each of them.
 */
public final class TypeVariable implements Type {

	private static final AtomicLong IDS = new AtomicLong();
	private static final VarHandle OWNER;
	static {
		try {
			OWNER = MethodHandles.lookup().findVarHandle(TypeVariable.class, "owner", Object.class);
		} catch (ReflectiveOperationException e) {
			throw new ExceptionInInitializerError(e);
		}
	}
	/** What {@link #room(Object)} answers when another owner holds the room. */
	public static final Object TAKEN = new Object();

	private final long id = IDS.incrementAndGet();
	private final Set<BaseType> choices;
	private final boolean valuesOnly;
	/** Who holds the room: set once, by compare-and-set, and never changed after. */
	@SuppressWarnings("unused")
	private volatile Object owner;
	/** Written and read by the owner's thread only. */
	private Object room;

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

	/**
	 * What {@code owner} keeps in the room: null when no one has claimed it, {@link #TAKEN} when another owner
	 * holds it.
	 */
	public Object room(Object owner) {
		Object holder = this.owner;
		if (holder == owner) {
			return room;
		}
		return holder == null ? null : TAKEN;
	}

	/**
	 * Claims the room for {@code owner} with {@code content}, or replaces the content when the owner holds it
	 * already; false, changing nothing, when another owner holds it.
	 */
	public boolean claimRoom(Object owner, Object content) {
		if (this.owner != owner && !OWNER.compareAndSet(this, null, owner)) {
			return false;
		}
		room = content;
		return true;
	}

	@Override
	public String toString() {
		return "?" + id + (choices == null ? "" : choices.toString());
	}
}
