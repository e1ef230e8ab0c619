package cadmus.exec;

import cadmus.exec.DriverProcess.Failure;

/**
 * Enforces the time and memory limits of the one call a {@link DriverProcess} is making, from a thread of its
 * own that looks every {@value #POLL_MILLIS} ms: past the deadline, or past the memory limit, it kills the
 * driver, which ends the caller's blocking read. The caller reads and writes the driver's pipes on its own
 * thread, so a call costs no hand-over between threads; the watchdog never touches the pipes.
 */
final class DriverWatchdog implements AutoCloseable {

	/** Why the watchdog killed the driver during a call. */
	record Kill(Failure failure, String detail) {
	}

	private static final long POLL_MILLIS = 25;

	private final Thread thread;
	// The armed call; guarded by this.
	private Process process;
	private long deadlineNanos;
	private long memoryBytes;
	private Kill kill;

	DriverWatchdog(String name) {
		thread = new Thread(this::loop, "driver watchdog " + name);
		thread.setDaemon(true);
		thread.start();
	}

	/** Watches a call on {@code process} from now on (memory 0: unwatched). */
	synchronized void arm(Process process, long timeoutNanos, long memoryBytes) {
		this.process = process;
		this.deadlineNanos = System.nanoTime() + timeoutNanos;
		this.memoryBytes = memoryBytes;
		this.kill = null;
	}

	/** Stops watching; says why the driver was killed if the watchdog killed it during the call, else null. */
	synchronized Kill disarm() {
		process = null;
		var k = kill;
		kill = null;
		return k;
	}

	private void loop() {
		try {
			while (true) {
				Thread.sleep(POLL_MILLIS);
				check();
			}
		} catch (InterruptedException e) {
			// closed
		}
	}

	/**
	 * A kill is decided under the lock while the call is armed, so the caller's disarm sees it and never uses
	 * that driver again (even when its reply arrived just before); once decided, the driver is always killed.
	 */
	private void check() {
		Process watched;
		long limit;
		synchronized (this) {
			watched = process;
			limit = memoryBytes;
			if (watched == null || kill != null) {
				return;
			}
			if (System.nanoTime() > deadlineNanos) {
				kill = new Kill(Failure.TIMEOUT, "timed out");
				limit = 0; // decided: no memory to read
			} else if (limit <= 0) {
				return;
			}
		}
		if (limit > 0) {
			// Read without the lock: /proc is slow next to a call, which may end meanwhile.
			long resident = MemoryWatch.residentBytes(watched.pid());
			synchronized (this) {
				if (resident <= limit || process != watched || kill != null) {
					return;
				}
				kill = new Kill(Failure.OUT_OF_MEMORY,
						"resident memory " + (resident >> 20) + " MiB passed the limit of " + (limit >> 20) + " MiB");
			}
		}
		ProcessRunner.kill(watched); // outside the lock: it waits for the process to go
	}

	@Override
	public void close() {
		thread.interrupt();
	}
}
