package cadmus.campaign;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.LongPredicate;
import java.util.stream.Collectors;

import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.campaign.store.CampaignStore;
import cadmus.reduce.Reducer;

/**
 * Reduces findings while a campaign goes on ({@code cadmus fuzz --reduce}): the first finding of each new
 * bucket, and its 2nd, 4th, 8th and 16th ({@link #sampled}), one at a time, on a thread of its own with sessions of its own, each within its time budget, kept
 * in the store and under {@code DIR/reduced/}. At the campaign's end those still queued are reduced before it
 * reports; when the campaign is stopped, the one under way is abandoned and the queue dropped (reduce them
 * later with {@code cadmus reduce}).
 */
final class CampaignReducer implements AutoCloseable {

	private static final System.Logger LOG = System.getLogger("cadmus.campaign");

	private final CampaignStore store;
	private final Path dir;
	private final Language language;
	private final FindingReduction reduction;
	private final Map<String, Implementation> implementations;
	private final Map<String, Oracle> oracles;
	private final Reducer.Options options;
	private final LinkedBlockingQueue<Long> queue = new LinkedBlockingQueue<>();
	private final AtomicInteger reduced = new AtomicInteger();
	private final AtomicInteger merged = new AtomicInteger();
	private final AtomicInteger busy = new AtomicInteger();
	/** Whether this process may reduce a finding (in a campaign many share, it claims it first); true alone. */
	private final LongPredicate claim;
	/** Findings submitted, each reduced once however often it is submitted. */
	private final Set<Long> submitted = ConcurrentHashMap.newKeySet();
	private final Thread thread;
	private volatile boolean draining;
	private volatile boolean abandoned;

	/**
	 * @param claim whether this process may reduce a finding: in a campaign that many processes share, a claim in the
	 *              store, which fails for a finding another reduced or is reducing
	 */
	CampaignReducer(CampaignStore store, Path dir, Language language, ProgramMaker maker,
			List<Implementation> implementations, List<Oracle> oracles, Reducer.Options options, LongPredicate claim) {
		this.claim = claim;
		this.store = store;
		this.dir = dir;
		this.language = language;
		this.reduction = new FindingReduction(store, language, maker);
		this.implementations = implementations.stream().collect(Collectors.toMap(Implementation::id, Function.identity()));
		this.oracles = oracles.stream().collect(Collectors.toMap(Oracle::id, Function.identity()));
		this.options = options;
		this.thread = new Thread(this::loop, "campaign reducer");
		thread.setDaemon(true);
		thread.start();
	}

	/**
	 * Whether a bucket's finding of this place among its findings (1 for the first) is reduced: the first, which
	 * names the bucket's bug, and then the 2nd, 4th, 8th and 16th, because one signature can hold several bugs (every
	 * wrong result of an optimizer is one disagreement to the differential oracle) and their reductions tell them
	 * apart ({@link ReducedShape}). A bug that is one finding in eight of its bucket is seen in most campaigns, at
	 * five reductions a bucket at most.
	 */
	static boolean sampled(long ordinal) {
		return ordinal >= 1 && ordinal <= LAST_SAMPLED && Long.bitCount(ordinal) == 1;
	}

	/** The last place among a bucket's findings that is reduced. */
	private static final long LAST_SAMPLED = 16;

	/** Queues a finding for reduction, unless it was queued before. */
	void submit(long finding) {
		if (submitted.add(finding)) {
			busy.incrementAndGet();
			queue.add(finding);
		}
	}

	/** Findings queued or being reduced. */
	int pending() {
		return busy.get();
	}

	int reduced() {
		return reduced.get();
	}

	int merged() {
		return merged.get();
	}

	private void loop() {
		while (!abandoned) {
			Long finding;
			try {
				finding = queue.poll(50, TimeUnit.MILLISECONDS);
			} catch (InterruptedException e) {
				return;
			}
			if (finding == null) {
				if (draining) {
					return;
				}
				continue;
			}
			try {
				if (!claim.test(finding)) {
					LOG.log(System.Logger.Level.DEBUG, "finding {0} is reduced or being reduced by another process", finding);
					continue;
				}
				var r = reduction.reduce(finding, implementations, oracles, options);
				if (abandoned) {
					return;
				}
				var kept = ReducedFindings.keep(store, dir, language, finding, r);
				reduced.incrementAndGet();
				kept.mergedInto().ifPresent(bucket -> merged.incrementAndGet());
				LOG.log(System.Logger.Level.INFO, "finding {0} reduced from {1} to {2} tokens in {3} ms{4}{5}", finding,
						r.originalTokens(), r.reducedTokens(), r.took().toMillis(), r.verified() ? "" : " (did not reproduce)",
						kept.mergedInto().isPresent() ? ", bucket merged into " + kept.mergedInto().getAsLong() : "");
			} catch (RuntimeException e) {
				if (abandoned) {
					return;
				}
				// One finding that cannot be reduced (its implementation gone, a broken trace) costs only itself.
				LOG.log(System.Logger.Level.WARNING, "finding " + finding + " could not be reduced: " + e.getMessage(), e);
			} finally {
				busy.decrementAndGet();
			}
		}
	}

	/** Reduces what is still queued, then stops. */
	void finish() throws InterruptedException {
		draining = true;
		thread.join();
	}

	/** Abandons the reduction under way and the queue. */
	@Override
	public void close() {
		if (!thread.isAlive()) {
			return;
		}
		abandoned = true;
		thread.interrupt();
		try {
			thread.join(TimeUnit.SECONDS.toMillis(10));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
