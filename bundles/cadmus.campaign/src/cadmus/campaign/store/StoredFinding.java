package cadmus.campaign.store;

/** A finding as stored: which program, which oracle, which bucket, and whether its bucket is new with it. */
public record StoredFinding(long id, long programIndex, String oracle, long bucket, String signature, String summary,
		boolean newBucket, long foundMillis) {
}
