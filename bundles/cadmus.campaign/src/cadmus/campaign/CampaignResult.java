package cadmus.campaign;

import cadmus.campaign.store.Counters;

/** How a run of a campaign ended: totals, what this run added, and whether it was stopped early. */
public record CampaignResult(Counters totals, long programsThisRun, long newFindings, long newBuckets, boolean stopped) {
}
