package cadmus.guidance;

/** An input the guidance kept in its corpus, with why ({@link Verdict}) and when (its execution's number). */
public record SavedInput(byte[] bytes, Verdict reason, long execution) {

	public SavedInput {
		bytes = bytes.clone();
	}

	@Override
	public byte[] bytes() {
		return bytes.clone();
	}
}
