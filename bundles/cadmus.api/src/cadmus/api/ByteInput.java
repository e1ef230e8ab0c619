package cadmus.api;

/**
 * A decision source that draws from a byte sequence: it says how much of it the decisions read, so that a feedback
 * loop keeps just that much of an input as the program's.
 */
public interface ByteInput extends DecisionSource {

	/** The bytes the decisions drawn so far read, from the start of the sequence. */
	byte[] read();
}
