package cadmus.campaign.store;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

import cadmus.oracle.SameFailure;

/**
 * Links each bucket whose failure another oracle's bucket of the campaign names ({@link SameFailure}: a
 * disagreement that is only an implementation's crash, which the crash oracle bucketed) to that bucket, so that
 * one bug counts once. Worked out from the buckets' signatures whenever they are read, so campaigns stored before
 * links existed are linked too.
 */
final class BucketLinks {

	private BucketLinks() {
	}

	/** The buckets, each linked where another names its failure; the order is kept. */
	static List<BucketSummary> link(List<BucketSummary> buckets) {
		var byKey = new HashMap<SameFailure.Bucket, BucketSummary>();
		var byId = new HashMap<Long, BucketSummary>();
		for (var b : buckets) {
			byKey.put(new SameFailure.Bucket(b.oracle(), b.signature()), b);
			byId.put(b.id(), b);
		}
		var result = new ArrayList<BucketSummary>(buckets.size());
		for (var b : buckets) {
			long target = 0;
			for (var key : SameFailure.behind(b.oracle(), b.signature())) {
				var other = byKey.get(key);
				if (other != null) {
					// A bucket merged since stands for the one it was merged into.
					target = other.merged() && byId.containsKey(other.mergedInto()) ? other.mergedInto() : other.id();
					break;
				}
			}
			result.add(target == 0 || target == b.id() ? b : b.linkedTo(target));
		}
		return result;
	}
}
