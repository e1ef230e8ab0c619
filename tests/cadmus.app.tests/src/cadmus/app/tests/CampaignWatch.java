package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;

import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoreException;

/**
 * Waits for a running campaign to reach a point (so many findings, programs, corpus inputs) before a test stops or
 * kills it, by reading its store (its SQLite file, or the shared store its folder names) in this JVM four times a second. The store is opened as {@code cadmus findings}
 * opens it while a campaign writes, but without a product started per look: those cost over a second of CPU each,
 * taken from the campaign being watched and from the modules tested beside it.
 */
final class CampaignWatch {

	private static final long LOOK_MILLIS = 250;
	private static final long PATIENCE_MILLIS = 90_000;

	private CampaignWatch() {
	}

	/**
	 * Returns once {@code reached} holds of the store in {@code dir}; fails when the campaign ends first or within
	 * 90 s it has not, with what the campaign wrote to {@code err}.
	 */
	static void until(Path dir, Process campaign, Path err, String what, Predicate<CampaignStore> reached)
			throws Exception {
		long started = System.currentTimeMillis();
		long deadline = started + PATIENCE_MILLIS;
		while (System.currentTimeMillis() < deadline) {
			Thread.sleep(LOOK_MILLIS);
			assertTrue(campaign.isAlive(), "campaign ended before " + what + ": " + Files.readString(err));
			if (!Files.exists(dir.resolve(CampaignStore.FILE)) && !Files.exists(dir.resolve(CampaignStore.SHARED_FILE))) {
				continue;
			}
			try (var store = CampaignStore.open(dir)) {
				if (reached.test(store)) {
					System.out.printf("%s: %s after %.1f s%n", dir.getFileName(), what,
							(System.currentTimeMillis() - started) / 1000.0);
					return;
				}
			} catch (StoreException e) {
				// The campaign is still making its store: look again.
			}
		}
		throw new AssertionError("no " + what + " within " + PATIENCE_MILLIS / 1000 + " s: " + Files.readString(err));
	}
}
