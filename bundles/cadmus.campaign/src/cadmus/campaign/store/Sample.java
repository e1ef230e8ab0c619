package cadmus.campaign.store;

/** Totals at one moment of campaign time, for plotting throughput and validity over time. */
public record Sample(long elapsedMillis, long programs, long valid, long findings) {
}
