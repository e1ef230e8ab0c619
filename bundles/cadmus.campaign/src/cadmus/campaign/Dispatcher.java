package cadmus.campaign;

import java.util.BitSet;

/**
 * Hands out program indices to workers, skipping those a previous run finished, until the program count
 * or the campaign's time (or, when a resumed run was given one, this run's time) is used up or a stop is asked for.
 */
final class Dispatcher {

	/** Where the indices come from: this run's own scan of the seed space, or leases shared with other processes. */
	interface SeedSource {
		/** The next index, or -1 when there is none; may wait for one, until {@code over} says the run is over. */
		long next(java.util.function.BooleanSupplier over);
	}

	private final SeedSource source;
	private final long timeLimitMillis;
	private final long elapsedBefore;
	/** This run's own time limit (0: none), which replaces the campaign's time limit for this run. */
	private final long thisRunLimitMillis;
	private final long startNanos = System.nanoTime();
	private volatile boolean stopped;
	/** When the workers were done (0: not yet): a campaign's clock stops there, not after reductions. */
	private volatile long endNanos;

	Dispatcher(BitSet done, long count, long timeLimitMillis, long elapsedBefore, long thisRunLimitMillis) {
		this(scan(done, count), timeLimitMillis, elapsedBefore, thisRunLimitMillis);
	}

	Dispatcher(SeedSource source, long timeLimitMillis, long elapsedBefore, long thisRunLimitMillis) {
		this.source = source;
		this.timeLimitMillis = timeLimitMillis;
		this.elapsedBefore = elapsedBefore;
		this.thisRunLimitMillis = thisRunLimitMillis;
	}

	/** The next index to run, or -1 when the campaign is over. */
	synchronized long next() {
		if (stopped || timeIsUp()) {
			return -1;
		}
		return source.next(() -> stopped || timeIsUp());
	}

	/** The indices up to {@code count} (0: no end) in order, but those {@code done} holds. */
	private static SeedSource scan(BitSet done, long count) {
		var skipped = (BitSet) done.clone();
		return new SeedSource() {
			private long next;

			@Override
			public long next(java.util.function.BooleanSupplier over) {
				while (next < Integer.MAX_VALUE && skipped.get((int) next)) {
					next++;
				}
				return count > 0 && next >= count ? -1 : next++;
			}
		};
	}

	private boolean timeIsUp() {
		return thisRunLimitMillis > 0 ? thisRunMillis() >= thisRunLimitMillis
				: timeLimitMillis > 0 && elapsedMillis() >= timeLimitMillis;
	}

	/** Campaign time: earlier runs plus this one. */
	long elapsedMillis() {
		return elapsedBefore + thisRunMillis();
	}

	long thisRunMillis() {
		long end = endNanos;
		return ((end == 0 ? System.nanoTime() : end) - startNanos) / 1_000_000;
	}

	/** The workers are done: the run's time stops here. */
	void freeze() {
		if (endNanos == 0) {
			endNanos = System.nanoTime();
		}
	}

	void stop() {
		stopped = true;
	}

	boolean stopRequested() {
		return stopped;
	}
}
