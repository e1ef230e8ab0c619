package cadmus.api.types;

/** A named atomic type (int, float, string, bool); subtyping among base types is declared by a {@link TypeLattice}. */
public record BaseType(String name) implements Type {

	// Written out: base types are the hottest keys of the generator's maps, and a record's generated
	// equals and hashCode go through method handles, which stood out in campaign profiles (BaseType.hashCode).
	@Override
	public boolean equals(Object other) {
		return this == other || other instanceof BaseType b && name.equals(b.name);
	}

	@Override
	public int hashCode() {
		return name.hashCode();
	}

	@Override
	public String toString() {
		return name;
	}
}
