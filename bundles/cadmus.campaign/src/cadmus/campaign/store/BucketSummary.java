package cadmus.campaign.store;

/**
 * One bucket: its oracle and signature, how many findings it holds, its first finding (the example), the bucket it
 * was merged into because their reduced programs coincide (0: none), and the bucket of another oracle that names
 * the same failure, which it is linked to and counted as (0: none; see {@link BucketLinks}).
 */
public record BucketSummary(long id, String oracle, String signature, long findings, long firstFinding,
		long firstProgram, long mergedInto, long linkedTo) {

	/** A bucket linked to none. */
	public BucketSummary(long id, String oracle, String signature, long findings, long firstFinding, long firstProgram,
			long mergedInto) {
		this(id, oracle, signature, findings, firstFinding, firstProgram, mergedInto, 0);
	}

	public boolean merged() {
		return mergedInto > 0;
	}

	/** Whether another oracle's bucket names its failure, so that it is no bug of its own. */
	public boolean linked() {
		return linkedTo > 0;
	}

	/** Whether it counts as a bug: neither merged into another bucket nor linked to one. */
	public boolean counted() {
		return !merged() && !linked();
	}

	BucketSummary linkedTo(long bucket) {
		return new BucketSummary(id, oracle, signature, findings, firstFinding, firstProgram, mergedInto, bucket);
	}
}
