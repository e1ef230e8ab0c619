package cadmus.api;

/** The most nodes a generated tree may have. Generation always completes within it. */
public record SizeBound(int maxNodes) {

	public static final SizeBound DEFAULT = new SizeBound(120);

	public SizeBound {
		if (maxNodes < 1) {
			throw new IllegalArgumentException("size bound must be positive: " + maxNodes);
		}
	}
}
