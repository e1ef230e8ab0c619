package cadmus.api;

/**
 * The size a generated tree aims for, in nodes. The engine reserves every open hole's minimal completion
 * within it, so untyped generation never exceeds it; with type rules, types can force larger subtrees than
 * the reserve (a function where one was promised), and the engine then closes the tree as cheaply as the
 * types allow, so typed programs can end up larger (measured per language by {@code cadmus bench generate}).
 */
public record SizeBound(int maxNodes) {

	/**
	 * Small programs that still hold functions, tables, loops and calls: cheap to generate, run and reduce.
	 * Larger bounds are a command-line option away.
	 */
	public static final SizeBound DEFAULT = new SizeBound(30);

	public SizeBound {
		if (maxNodes < 1) {
			throw new IllegalArgumentException("size bound must be positive: " + maxNodes);
		}
	}
}
