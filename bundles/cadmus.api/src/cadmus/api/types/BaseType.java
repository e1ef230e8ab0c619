package cadmus.api.types;

/** A named atomic type (int, float, string, bool); subtyping among base types is declared by a {@link TypeLattice}. */
public record BaseType(String name) implements Type {

	@Override
	public String toString() {
		return name;
	}
}
