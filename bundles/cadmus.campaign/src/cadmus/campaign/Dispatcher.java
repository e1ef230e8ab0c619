package cadmus.campaign;

import java.util.BitSet;

/**
 * Hands out program indices to workers, skipping those a previous run finished, until the program count
 * or the campaign's time (or, when a resumed run was given one, this run's time) is used up or a stop is asked for.
 */
final class Dispatcher {

	private final BitSet done;
	private final long count;
	private final long timeLimitMillis;
	private final long elapsedBefore;
	/** This run's own time limit (0: none), which replaces the campaign's time limit for this run. */
	private final long thisRunLimitMillis;
	private final long startNanos = System.nanoTime();
	private long next;
	private volatile boolean stopped;
	/** When the workers were done (0: not yet): a campaign's clock stops there, not after reductions. */
	private volatile long endNanos;

	Dispatcher(BitSet done, long count, long timeLimitMillis, long elapsedBefore, long thisRunLimitMillis) {
		this.done = (BitSet) done.clone();
		this.count = count;
		this.timeLimitMillis = timeLimitMillis;
		this.elapsedBefore = elapsedBefore;
		this.thisRunLimitMillis = thisRunLimitMillis;
	}

	/** The next index to run, or -1 when the campaign is over. */
	synchronized long next() {
		if (stopped || timeIsUp()) {
			return -1;
		}
		while (next < Integer.MAX_VALUE && done.get((int) next)) {
			next++;
		}
		if (count > 0 && next >= count) {
			return -1;
		}
		return next++;
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
