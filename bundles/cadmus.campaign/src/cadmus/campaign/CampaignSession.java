package cadmus.campaign;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A campaign run in the foreground of a process that a Ctrl-C, a SIGTERM or a scheduler may end: from the moment
 * the session opens until it closes, the JVM's shutdown first stops the campaign and then waits (at most a minute)
 * for the session to close, so that everything judged is stored and the report written before the process goes.
 * Open it once the campaign is prepared, run and report inside it, and close it (try-with-resources).
 */
public final class CampaignSession implements AutoCloseable {

	/** How long a shutdown waits for what the stopped campaign still stores and reports. */
	private static final long SHUTDOWN_WAIT_SECONDS = 60;

	private final CountDownLatch closed = new CountDownLatch(1);
	private final Thread hook;

	private CampaignSession(Campaign campaign, String name) {
		this.hook = new Thread(() -> {
			campaign.stop();
			try {
				closed.await(SHUTDOWN_WAIT_SECONDS, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}, name + " stop");
		Runtime.getRuntime().addShutdownHook(hook);
	}

	/** Stops {@code campaign} when the JVM shuts down, and holds the shutdown until this session is closed. */
	public static CampaignSession stoppedOnShutdown(Campaign campaign, String name) {
		return new CampaignSession(campaign, name);
	}

	@Override
	public void close() {
		closed.countDown();
		try {
			Runtime.getRuntime().removeShutdownHook(hook);
		} catch (IllegalStateException e) {
			// Shutting down already (Ctrl-C): the hook is running and lets the process finish.
		}
	}
}
