package cadmus.app;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignFiles;
import cadmus.campaign.CampaignService;
import cadmus.campaign.store.CampaignStore;
import cadmus.oracle.SameFailure;

/**
 * A campaign run until it finds a program of one of some buckets, or its time is up: how long it took (from its first
 * program's start, not its implementations' warm-up) and how many programs.
 */
final class BucketRace {

	/** How often the store is asked for the campaign's buckets. */
	private static final long POLL_MILLIS = 200;

	/**
	 * @param found        whether the campaign found a program of one of the buckets
	 * @param seconds      when it did, else how long it ran
	 * @param programs     programs it had judged by then
	 * @param firstProgram the index of the bucket's first program (-1 when not found)
	 */
	record Result(boolean found, double seconds, long programs, long firstProgram) {
		String describe() {
			return found ? String.format("%.1f s (program %,d)", seconds, firstProgram)
					: String.format("not in %s (%,d programs)", span(seconds), programs);
		}
	}

	/** A span of time as a bench prints it: seconds under two minutes, else minutes. */
	static String span(double seconds) {
		return seconds < 120 ? String.format("%.0f s", seconds) : String.format("%.0f min", seconds / 60);
	}

	private BucketRace() {
	}

	/**
	 * Runs a new campaign of {@code config} in {@code dir} (kept, as any campaign's folder is) until a bucket of
	 * {@code wanted} holds a finding, or {@code limit} has passed.
	 *
	 * @param files the files its techniques need, kind → text ({@link CampaignFiles})
	 */
	static Result run(CampaignService campaigns, CampaignConfig config, Map<String, String> files, Path dir,
			Set<SameFailure.Bucket> wanted, Duration limit) throws IOException, InterruptedException {
		try (var store = CampaignStore.create(dir, config); var log = new CampaignLog(dir)) {
			for (var file : files.entrySet()) {
				CampaignFiles.keep(store, file.getKey(), file.getValue());
			}
			var campaign = campaigns.open(store, dir);
			var statuses = campaign.prepare();
			var run = new Thread(() -> campaign.run(statuses), "bench race");
			run.start();
			long start = System.nanoTime();
			long deadline = start + limit.toNanos();
			try {
				while (run.isAlive() && System.nanoTime() < deadline) {
					Thread.sleep(POLL_MILLIS);
					for (var bucket : store.buckets()) {
						if (wanted.contains(new SameFailure.Bucket(bucket.oracle(), bucket.signature()))) {
							return new Result(true, (System.nanoTime() - start) / 1e9, campaign.snapshot().programs(),
									bucket.firstProgram());
						}
					}
				}
				return new Result(false, (System.nanoTime() - start) / 1e9, campaign.snapshot().programs(), -1);
			} finally {
				campaign.stop();
				run.join();
			}
		}
	}
}
