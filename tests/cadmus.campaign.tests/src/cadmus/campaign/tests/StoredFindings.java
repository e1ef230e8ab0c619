package cadmus.campaign.tests;

import java.util.ArrayList;
import java.util.List;

import cadmus.campaign.store.CampaignStore;

/** What two runs of one campaign must agree on, whatever order they stored it in. */
final class StoredFindings {

	private StoredFindings() {
	}

	/**
	 * Buckets with their sizes and findings with their programs, sorted: workers (or processes) finish programs in
	 * either order, so the order findings were stored in (and buckets of one size are listed in) is not the
	 * campaign's to keep.
	 */
	static List<String> of(CampaignStore store) {
		var result = new ArrayList<String>();
		store.buckets().forEach(b -> result.add(b.oracle() + " " + b.signature() + " " + b.findings()));
		store.findings().forEach(f -> result.add(f.programIndex() + " " + f.oracle() + " " + f.signature()));
		result.sort(null);
		return result;
	}
}
