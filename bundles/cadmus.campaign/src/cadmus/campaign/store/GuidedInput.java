package cadmus.campaign.store;

/**
 * What a campaign that measures coverage keeps of a program besides its record: in a feedback-directed campaign
 * the byte sequence it was generated from (null in a random one) and why the loop saved it into its corpus (empty:
 * not saved); and the coverage points it was the first to reach, overall and among valid programs.
 */
public record GuidedInput(byte[] input, String savedAs, long[] newPoints, long[] newValidPoints) {

	public GuidedInput {
		input = input == null ? null : input.clone();
		newPoints = newPoints.clone();
		newValidPoints = newValidPoints.clone();
	}

	@Override
	public byte[] input() {
		return input == null ? null : input.clone();
	}

	@Override
	public long[] newPoints() {
		return newPoints.clone();
	}

	@Override
	public long[] newValidPoints() {
		return newValidPoints.clone();
	}

	public boolean saved() {
		return !savedAs.isEmpty();
	}
}
