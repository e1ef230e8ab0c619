package cadmus.campaign;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.LongPredicate;

import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.ReductionClaims;
import cadmus.campaign.store.SeedLeases;
import cadmus.campaign.store.SeedLeases.Lease;
import cadmus.campaign.store.WriteFence;

/**
 * A joined process's share of a campaign's seed space: it leases ranges from the shared store, hands out their
 * indices that are not stored yet, renews its leases with every batch it writes (and on a timer between, for slow
 * programs), drops the programs of a range it lost, marks a range done in the transaction that stores its last
 * program, and gives up what it holds when it ends. While every range is held by others and the campaign's count
 * is reached, it waits: a range whose holder died is leased again when its lease expires.
 */
final class LeasedSeeds implements Dispatcher.SeedSource, WriteFence, AutoCloseable {

	private static final System.Logger LOG = System.getLogger("cadmus.campaign");
	private static final long WAIT_MILLIS = 500;

	private final CampaignStore store;
	private final Campaign.Join join;
	private final long ttlMillis;
	private final String started = Instant.now().toString();
	private final long startNanos = System.nanoTime();
	/** Serialises leasing, which talks to the store, apart from this object's monitor, which a write holds. */
	private final Object leasing = new Object();
	/** The leases held, by their first index: the one indices come from, and earlier ones whose programs are in flight. */
	private final TreeMap<Long, Lease> held = new TreeMap<>();
	/** First indices of held ranges whose every index was handed out. */
	private final java.util.Set<Long> exhausted = new java.util.HashSet<>();
	private Lease current;
	private long cursor;
	private long programs;
	/** What the transaction in progress learnt, applied when it commits. */
	private List<Long> lost = List.of();
	private List<Long> finished = List.of();
	private int written;
	/** When it last said it is alive (null: not yet). */
	private Long seenNanos;
	private final Thread renewal;
	private volatile boolean closed;

	LeasedSeeds(CampaignStore store, Campaign.Join join) {
		this.store = store;
		this.join = join;
		this.ttlMillis = join.lease().toMillis();
		this.renewal = new Thread(this::renewEvery, "lease renewal " + join.name());
		renewal.setDaemon(true);
		renewal.start();
	}

	@Override
	public long next(BooleanSupplier over) {
		synchronized (leasing) {
			while (true) {
				synchronized (this) {
					if (current != null) {
						while (cursor <= current.hi() && current.stored().get((int) (cursor - current.lo()))) {
							cursor++;
						}
						if (cursor <= current.hi()) {
							return cursor++;
						}
						exhausted.add(current.lo());
						current = null;
					}
				}
				if (over.getAsBoolean() || closed) {
					return -1;
				}
				var offer = store.sharing().lease(join.name(), join.range(), ttlMillis);
				if (offer.lease() != null) {
					synchronized (this) {
						current = offer.lease();
						cursor = current.lo();
						held.put(current.lo(), current);
					}
					LOG.log(System.Logger.Level.DEBUG, "{0} leased programs {1} to {2}", join.name(), offer.lease().lo(),
							offer.lease().hi());
				} else if (offer.over()) {
					return -1;
				} else {
					try {
						Thread.sleep(WAIT_MILLIS);
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
						return -1;
					}
				}
			}
		}
	}

	@Override
	public synchronized LongPredicate enter(Connection c) throws SQLException {
		var gone = new ArrayList<Long>();
		for (var lease : held.values()) {
			if (!SeedLeases.renew(c, join.name(), lease, ttlMillis)) {
				gone.add(lease.lo());
			}
		}
		lost = gone;
		var keep = new TreeMap<>(held);
		gone.forEach(keep::remove);
		return index -> {
			var range = keep.floorEntry(index);
			return range != null && range.getValue().holds(index);
		};
	}

	@Override
	public synchronized void leave(Connection c, int written) throws SQLException {
		var done = new ArrayList<Long>();
		for (long lo : exhausted) {
			var lease = held.get(lo);
			if (lease != null && !lost.contains(lo) && SeedLeases.markDone(c, lo, lease.token())) {
				done.add(lo);
			}
		}
		finished = done;
		this.written = written;
		// Alive, and still reducing what it claimed: said on renewal (nothing written) and by the first batch and
		// one batch a renewal period, not by every batch.
		long now = System.nanoTime();
		if (written == 0 || seenNanos == null || now - seenNanos >= renewalPeriod(join.lease()).toNanos()) {
			double seconds = Math.max(1e-3, (now - startNanos) / 1e9);
			SeedLeases.seen(c, join.name(), join.host(), started, programs + written, (programs + written) / seconds);
			ReductionClaims.renew(c, join.name(), ttlMillis);
			seenNanos = now;
		}
	}

	/**
	 * Claims a finding for this process to reduce (none other does while its leases last); false when another
	 * process reduced it or is reducing it.
	 */
	boolean claimReduction(long finding) {
		return store.sharing().claimReduction(join.name(), finding, ttlMillis);
	}

	@Override
	public synchronized void committed() {
		programs += written;
		written = 0;
		for (long lo : lost) {
			var lease = held.remove(lo);
			exhausted.remove(lo);
			if (current != null && current.lo() == lo) {
				current = null;
			}
			LOG.log(System.Logger.Level.WARNING, "{0} lost its lease of programs {1} to {2} (it expired; another process "
					+ "runs them): its programs of that range are not stored", join.name(), lo, lease == null ? lo : lease.hi());
		}
		for (long lo : finished) {
			held.remove(lo);
			exhausted.remove(lo);
		}
		lost = List.of();
		finished = List.of();
	}

	/** How often a lease of this length is renewed: a third of it, so that a slow program does not lose its range. */
	static java.time.Duration renewalPeriod(java.time.Duration lease) {
		return java.time.Duration.ofMillis(Math.max(100, lease.toMillis() / 3));
	}

	/** Renews the leases every {@link #renewalPeriod}. */
	private void renewEvery() {
		long period = renewalPeriod(join.lease()).toMillis();
		while (!closed) {
			try {
				Thread.sleep(period);
				if (!closed) {
					store.sharing().renew(this);
				}
			} catch (InterruptedException e) {
				return;
			} catch (RuntimeException e) {
				// The store failing is the writer's to report; the next batch renews or fails.
				LOG.log(System.Logger.Level.WARNING, "{0} could not renew its leases: {1}", join.name(), e.getMessage());
			}
		}
	}

	/** Stops renewing and gives up the unfinished ranges, for other processes to take at once. */
	@Override
	public void close() {
		closed = true;
		renewal.interrupt();
		try {
			renewal.join(Duration.ofSeconds(10).toMillis());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		try {
			store.sharing().renew(this);
			store.sharing().release(join.name());
		} catch (RuntimeException e) {
			// Its leases expire by themselves; the store's failure is the campaign's to report.
			LOG.log(System.Logger.Level.WARNING, "{0} could not give up its leases: {1}", join.name(), e.getMessage());
		}
	}
}
