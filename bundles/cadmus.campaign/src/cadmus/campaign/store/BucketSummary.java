package cadmus.campaign.store;

/**
 * One bucket: its oracle and signature, how many findings it holds, its first finding (the example), and the
 * bucket it was merged into because their reduced programs coincide (0: none).
 */
public record BucketSummary(long id, String oracle, String signature, long findings, long firstFinding,
		long firstProgram, long mergedInto) {

	public boolean merged() {
		return mergedInto > 0;
	}
}
