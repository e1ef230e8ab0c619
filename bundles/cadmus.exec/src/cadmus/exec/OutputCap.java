package cadmus.exec;

/**
 * What a run's output keeps when it printed more than the limits allow: the first bytes, and a last line that says
 * it was cut, so that a reader of a finding (or an oracle comparing two runs) never takes a cut output for the whole.
 */
final class OutputCap {

	private OutputCap() {
	}

	/** The line a cut output ends in. */
	static String mark(int cap) {
		return "\n[cadmus: output cut at " + cap + " bytes]";
	}

	/** The text as kept under the cap: itself when it fits, else its first {@code cap} characters and the mark. */
	static String cap(String text, int cap) {
		return text.length() <= cap ? text : text.substring(0, cap) + mark(cap);
	}
}
