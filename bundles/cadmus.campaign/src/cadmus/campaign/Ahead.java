package cadmus.campaign;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.function.Supplier;

/**
 * Runs a producer on a thread of its own, at most {@code depth} items ahead of the thread that takes them, in
 * the order produced: a worker generates its next programs (and queues them on its lanes) while it judges the
 * one before. The producer says it is done by returning null; what it throws reaches the taker.
 */
final class Ahead<T> implements AutoCloseable {

	/** Taken when the producer is done or failed. */
	private static final Object END = new Object();

	private final ArrayBlockingQueue<Object> ready;
	private final Thread thread;
	private volatile RuntimeException failure;

	Ahead(String name, int depth, Supplier<T> producer) {
		this.ready = new ArrayBlockingQueue<>(depth);
		this.thread = new Thread(() -> {
			try {
				for (T item; (item = producer.get()) != null;) {
					ready.put(item);
				}
			} catch (InterruptedException e) {
				return; // closed by the taker
			} catch (RuntimeException e) {
				failure = e;
			}
			try {
				ready.put(END);
			} catch (InterruptedException e) {
				// closed by the taker: nobody is waiting for the end
			}
		}, name);
		thread.setDaemon(true);
		thread.start();
	}

	/** The next item, or null when the producer is done. */
	@SuppressWarnings("unchecked")
	T take() throws InterruptedException {
		var item = ready.take();
		if (item == END) {
			ready.put(END); // for a taker that asks again
			if (failure != null) {
				throw failure;
			}
			return null;
		}
		return (T) item;
	}

	/** Stops the producer (between items) and waits for its thread. */
	@Override
	public void close() {
		thread.interrupt();
		try {
			thread.join();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
