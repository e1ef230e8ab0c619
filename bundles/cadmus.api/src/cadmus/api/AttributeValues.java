package cadmus.api;

/** Draws one value of an attribute (a name, an operator, a literal) from a decision source. */
@FunctionalInterface
public interface AttributeValues {

	Object draw(DecisionSource decisions);

	/** Values drawn uniformly from a fixed list. */
	static AttributeValues oneOf(String label, Object... values) {
		var copy = values.clone();
		return decisions -> copy[decisions.choose(label, copy.length)];
	}
}
