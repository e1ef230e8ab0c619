package cadmus.generate;

/** One recorded decision: its label, the inclusive range it was drawn from, and the value taken. */
public record Decision(String label, long lo, long hi, long value) {

	/** The label of the decision of which visible binding a reference names (among the bindings that fit it). */
	public static final String BINDING = "reference.binding";

	public Decision {
		if (hi < lo) {
			throw new IllegalArgumentException(label + ": empty range " + lo + ".." + hi);
		}
	}
}
