package cadmus.clp;

/**
 * How many nodes the program's tree has, in all.
 *
 * @param min the fewest
 * @param max the most ({@link Integer#MAX_VALUE}: no limit)
 */
public record SizeRange(int min, int max) implements Constraint {

	public SizeRange {
		if (min < 1 || max < min) {
			throw new IllegalArgumentException("a size needs 1 <= min <= max, not " + min + ".." + max);
		}
	}

	@Override
	public boolean holds(TreeFacts facts) {
		return facts.nodes() >= min && facts.nodes() <= max;
	}

	@Override
	public String describe() {
		return "size " + (max == Integer.MAX_VALUE ? ">= " + min : min == 1 ? "<= " + max : "in " + min + ".." + max);
	}
}
