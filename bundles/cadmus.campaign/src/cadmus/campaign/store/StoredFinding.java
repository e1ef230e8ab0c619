package cadmus.campaign.store;

/**
 * A finding as stored: which program, which oracle, which bucket, whether its bucket is new with it, and its place
 * among its bucket's findings (1 for the first).
 */
public record StoredFinding(long id, long programIndex, String oracle, long bucket, String signature, String summary,
		boolean newBucket, long foundMillis, long ordinal) {
}
