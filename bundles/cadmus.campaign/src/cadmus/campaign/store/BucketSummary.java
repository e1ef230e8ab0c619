package cadmus.campaign.store;

/** One bucket: its oracle and signature, how many findings it holds, and its first finding (the example). */
public record BucketSummary(long id, String oracle, String signature, long findings, long firstFinding,
		long firstProgram) {
}
