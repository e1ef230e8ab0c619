package cadmus.campaign;

import cadmus.campaign.store.Counters;

/**
 * How a run of a campaign ended: totals, what this run added, whether it was stopped early, and (with
 * reduction on) how many findings it reduced and how many buckets that merged into others.
 */
public record CampaignResult(Counters totals, long programsThisRun, long newFindings, long newBuckets, boolean stopped,
		int reduced, int mergedBuckets) {
}
