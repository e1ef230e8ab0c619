package cadmus.campaign.store;

import java.util.List;

/**
 * What processes that share a campaign coordinate through its store ({@link CampaignStore#sharing()}): the ranges of
 * its seed space they lease ({@link SeedLeases}), the findings they claim to reduce ({@link ReductionClaims}), and the
 * processes that joined, as the report lists them. Each call is one piece of work on the store, serialised with the
 * store's others.
 */
public final class SharedWork {

	private final CampaignStore store;

	SharedWork(CampaignStore store) {
		this.store = store;
	}

	/**
	 * Leases a range of the campaign's seed space to {@code holder} for {@code ttlMillis}; ranges hold {@code size}
	 * indices, up to the campaign's count.
	 */
	public SeedLeases.Offer lease(String holder, long size, long ttlMillis) {
		long count = store.config().count();
		synchronized (store) {
			return store.write("lease seeds", c -> SeedLeases.offer(c, holder, size, count, ttlMillis));
		}
	}

	/** Renews a joined process's leases and records it alive, between its batches (a slow program). */
	public void renew(WriteFence fence) {
		synchronized (store) {
			store.write("renew the leases", c -> {
				fence.enter(c);
				fence.leave(c, 0);
				return null;
			});
			fence.committed();
		}
	}

	/** Gives up the unfinished ranges {@code holder} holds, and its claims of findings, for others to take at once. */
	public int release(String holder) {
		synchronized (store) {
			return store.write("release leases", c -> {
				ReductionClaims.release(c, holder);
				return SeedLeases.release(c, holder);
			});
		}
	}

	/**
	 * Claims a finding for {@code holder} to reduce, for {@code ttlMillis} unless renewed with its leases; false when it
	 * is reduced already or another process holds it.
	 */
	public boolean claimReduction(String holder, long finding, long ttlMillis) {
		synchronized (store) {
			return store.write("claim finding " + finding + " for reduction",
					c -> ReductionClaims.claim(c, holder, finding, ttlMillis));
		}
	}

	/** The processes that joined the campaign (none for a campaign of one process). */
	public List<SeedLeases.Worker> workers() {
		synchronized (store) {
			return store.read("read the workers", SeedLeases::workers);
		}
	}

	/** Where the leased seed space stands. */
	public SeedLeases.Ranges ranges() {
		synchronized (store) {
			return store.read("read the leases", SeedLeases::ranges);
		}
	}
}
