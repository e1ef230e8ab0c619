package cadmus.campaign.store;

/** Totals over all runs of a campaign. */
public record Counters(long programs, long valid, long invalid, long findings, long buckets, long elapsedMillis) {
}
