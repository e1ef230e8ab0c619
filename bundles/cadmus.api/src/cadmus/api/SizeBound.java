package cadmus.api;

/**
 * The size a generated tree aims for, in nodes. The engine reserves every open hole's minimal completion
 * within it, so untyped generation never exceeds it; with type rules, types can force larger subtrees than
 * the reserve (a function where one was promised), and the engine then closes the tree as cheaply as the
 * types allow, so typed programs can end up larger (measured by {@code cadmus bench generate}).
 */
public record SizeBound(int maxNodes) {

	public static final SizeBound DEFAULT = new SizeBound(120);

	public SizeBound {
		if (maxNodes < 1) {
			throw new IllegalArgumentException("size bound must be positive: " + maxNodes);
		}
	}
}
