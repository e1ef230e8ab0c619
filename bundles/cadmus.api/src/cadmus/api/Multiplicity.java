package cadmus.api;

/** Bounds on how many values a feature takes in a generated tree. */
public record Multiplicity(int min, int max) {

	public static final Multiplicity ONE = new Multiplicity(1, 1);
	public static final Multiplicity OPTIONAL = new Multiplicity(0, 1);

	public Multiplicity {
		if (min < 0 || max < min) {
			throw new IllegalArgumentException("bad multiplicity " + min + ".." + max);
		}
	}

	public static Multiplicity between(int min, int max) {
		return new Multiplicity(min, max);
	}
}
