package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;

/**
 * Makes items ahead of the thread that takes them, on threads of their own, at most about {@code depth} ahead,
 * handed over in the order their keys were claimed: a worker generates its next programs (and queues them on
 * its lanes) while it judges the one before.
 * <p>
 * Each item goes through three steps: its key is claimed (one at a time, in turn: the n-th claim is the n-th
 * item), it is made (on several threads at once when there are several: where generating is the slowest part
 * of a campaign, two cores generate twice as fast), and it is released (one at a time, in claim order,
 * giving the item handed over: a campaign queues its programs on the lanes in index order, as one generator
 * thread would). A claim below
 * zero ends the items; every later claim must end them too. What a step throws reaches the taker.
 */
final class Ahead<T> implements AutoCloseable {

	/** Taken when the producer is done or failed. */
	private static final Object END = new Object();

	private final LongSupplier claim;
	private final LongFunction<T> make;
	private final UnaryOperator<T> release;
	/** Thread j's items are the claims j, j + n, j + 2n, ...: the taker reads the queues round-robin. */
	private final List<ArrayBlockingQueue<Object>> ready = new ArrayList<>();
	private final List<Thread> threads = new ArrayList<>();
	/**
	 * Claims take turns on a lock of their own, apart from releases: a claim may wait a long time (a process joined
	 * to a campaign waits for a range to be free), and the items claimed before it must still be released and
	 * judged meanwhile, or the range they finish would never be done.
	 */
	private final Object claims = new Object();
	private final Object turns = new Object();
	/** Claims made (guarded by claims) and items released (guarded by turns) so far. */
	private long claimed;
	private long released;
	private volatile boolean ended;
	private volatile RuntimeException failure;
	private long taken;

	Ahead(String name, int depth, int threadCount, LongSupplier claim, LongFunction<T> make, UnaryOperator<T> release) {
		this.claim = claim;
		this.make = make;
		this.release = release;
		int n = Math.max(1, threadCount);
		for (int j = 0; j < n; j++) {
			ready.add(new ArrayBlockingQueue<>(Math.max(1, depth / n)));
		}
		for (int j = 0; j < n; j++) {
			int first = j;
			var thread = new Thread(() -> produce(first, n), n == 1 ? name : name + " " + (j + 1));
			thread.setDaemon(true);
			threads.add(thread);
		}
		threads.forEach(Thread::start);
	}

	private void produce(int first, int n) {
		var queue = ready.get(first);
		try {
			for (long turn = first;; turn += n) {
				long key;
				synchronized (claims) {
					while (claimed != turn && !ended) {
						claims.wait();
					}
					key = ended ? -1 : claim.getAsLong();
					claimed++;
					claims.notifyAll();
				}
				if (key < 0) {
					break;
				}
				T item = make.apply(key);
				synchronized (turns) {
					while (released != turn && !ended) {
						turns.wait();
					}
					if (ended) {
						break; // another thread failed: the taker ends at its failure, before this item
					}
					item = release.apply(item);
					released++;
					turns.notifyAll();
				}
				queue.put(item);
			}
		} catch (InterruptedException e) {
			return; // closed by the taker
		} catch (RuntimeException | Error e) {
			// An error too (a bundle compiled against another version of the engine throws NoSuchMethodError): a
			// producer that died without a word would leave the taker waiting for ever.
			failure = e instanceof RuntimeException r ? r : new IllegalStateException("making a program failed: " + e, e);
			ended = true;
			synchronized (turns) {
				turns.notifyAll();
			}
			synchronized (claims) {
				claims.notifyAll();
			}
		}
		try {
			queue.put(END);
		} catch (InterruptedException e) {
			// closed by the taker: nobody is waiting for the end
		}
	}

	/** The next item, or null when the items are done. */
	@SuppressWarnings("unchecked")
	T take() throws InterruptedException {
		var queue = ready.get((int) (taken % ready.size()));
		var item = queue.take();
		if (item == END) {
			queue.put(END); // for a taker that asks again
			if (failure != null) {
				throw failure;
			}
			return null;
		}
		taken++;
		return (T) item;
	}

	/** Stops the threads (between items) and waits for them. */
	@Override
	public void close() {
		threads.forEach(Thread::interrupt);
		try {
			for (var thread : threads) {
				thread.join();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
