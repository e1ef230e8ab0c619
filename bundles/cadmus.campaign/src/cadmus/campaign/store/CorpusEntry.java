package cadmus.campaign.store;

/** An input a feedback-directed campaign saved into its corpus: its program's index, why, when, and its bytes. */
public record CorpusEntry(long index, String savedAs, long foundMillis, byte[] input) {

	public CorpusEntry {
		input = input.clone();
	}

	@Override
	public byte[] input() {
		return input.clone();
	}
}
