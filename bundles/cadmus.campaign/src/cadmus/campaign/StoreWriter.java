package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.ProgramRecord;
import cadmus.campaign.store.StoredFinding;

/**
 * The store's one writer: workers hand over judged programs, this thread commits them in batches (every
 * {@value #BATCH_MILLIS} ms, and at once when a program has verdicts, so a finding is on disk as soon as
 * possible) and appends new findings to the JSON Lines file.
 */
final class StoreWriter implements AutoCloseable {

	private static final long BATCH_MILLIS = 200;
	private static final int BATCH_MAX = 1000;
	private static final System.Logger LOG = System.getLogger("cadmus.campaign");

	private final CampaignStore store;
	private final FindingsJsonl jsonl;
	private final Consumer<StoredFinding> toReduce;
	/** A joined process's leases, renewed and checked in each batch's transaction (null: the campaign's one process). */
	private final cadmus.campaign.store.WriteFence fence;
	private final LinkedBlockingQueue<Supplier<ProgramRecord>> queue = new LinkedBlockingQueue<>();
	private final Thread thread;
	private final AtomicLong newFindings = new AtomicLong();
	private final AtomicLong newBuckets = new AtomicLong();
	private final AtomicLong submitted = new AtomicLong();
	private final AtomicLong committed = new AtomicLong();
	private volatile boolean closing;
	private volatile RuntimeException failure;

	/**
	 * @param toReduce told of each finding a reducing campaign reduces ({@link CampaignReducer#sampled}) in a bucket of
	 *                 a bug of its own (not linked), once committed
	 */
	StoreWriter(CampaignStore store, FindingsJsonl jsonl, cadmus.campaign.store.WriteFence fence,
			Consumer<StoredFinding> toReduce) {
		this.store = store;
		this.fence = fence;
		this.jsonl = jsonl;
		this.toReduce = toReduce;
		this.thread = new Thread(this::loop, "campaign store writer");
		thread.start();
	}

	/**
	 * Hands a judged program over, as the record to build on this writer's thread (so building it costs the
	 * worker nothing); fails when the store has failed, so a campaign never runs on unrecorded.
	 */
	void submit(Supplier<ProgramRecord> record) {
		if (failure != null) {
			throw new CampaignException("the findings store failed: " + failure.getMessage());
		}
		submitted.incrementAndGet();
		queue.add(record);
	}

	/** Waits until everything handed over so far is committed (and its new buckets told), or the store failed. */
	void flush() throws InterruptedException {
		long target = submitted.get();
		while (committed.get() < target && failure == null && thread.isAlive()) {
			Thread.sleep(10);
		}
	}

	long newFindings() {
		return newFindings.get();
	}

	long newBuckets() {
		return newBuckets.get();
	}

	private void loop() {
		var batch = new ArrayList<ProgramRecord>();
		try {
			while (!closing || !queue.isEmpty()) {
				var first = queue.poll(50, TimeUnit.MILLISECONDS);
				if (first == null) {
					continue;
				}
				batch.add(first.get());
				long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BATCH_MILLIS);
				boolean urgent = batch.get(0).interesting();
				while (!urgent && batch.size() < BATCH_MAX && System.nanoTime() < deadline) {
					var more = queue.poll(Math.max(1, (deadline - System.nanoTime()) / 1_000_000), TimeUnit.MILLISECONDS);
					if (more == null) {
						break;
					}
					var record = more.get();
					batch.add(record);
					urgent = record.interesting();
				}
				for (Supplier<ProgramRecord> more; batch.size() < BATCH_MAX && (more = queue.poll()) != null;) {
					batch.add(more.get());
				}
				commit(batch);
				batch.clear();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (RuntimeException e) {
			failure = e;
			LOG.log(System.Logger.Level.ERROR, "the findings store failed", e);
		}
	}

	private void commit(List<ProgramRecord> batch) {
		var added = store.write(batch, fence);
		newFindings.addAndGet(added.size());
		// A new bucket linked to another oracle's that names its failure is no new bug, and is not reduced: the
		// bucket it is linked to is. (Sampled first: whether a bucket is linked is a query.)
		var reducible = added.stream().filter(f -> CampaignReducer.sampled(f.ordinal()) && !store.linked(f.bucket())).toList();
		newBuckets.addAndGet(reducible.stream().filter(StoredFinding::newBucket).count());
		for (var f : added) {
			LOG.log(System.Logger.Level.INFO, "finding {0} ({1}{2}): {3}", f.id(), f.oracle(),
					f.newBucket() ? ", new bucket " + f.bucket() : ", bucket " + f.bucket(), f.summary());
		}
		jsonl.append(added);
		reducible.forEach(toReduce);
		committed.addAndGet(batch.size());
	}

	/** Commits everything handed over and stops. */
	@Override
	public void close() {
		closing = true;
		try {
			thread.join();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		if (failure != null) {
			throw new CampaignException("the findings store failed: " + failure.getMessage());
		}
	}
}
