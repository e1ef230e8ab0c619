package cadmus.api;

import java.time.Duration;

/**
 * Limits applied to every run: wall-clock time, the bytes of output kept per stream, and the memory a run
 * may take (address space for native processes, heap for worker JVMs). CPU time is limited to the
 * wall-clock limit as well, so a runaway process that escapes the wall clock still stops.
 */
public record ExecutionLimits(Duration timeout, int maxOutputBytes, long memoryBytes) {

	public static final long DEFAULT_MEMORY = 1L << 30;

	public static final ExecutionLimits DEFAULT = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20, DEFAULT_MEMORY);

	public ExecutionLimits {
		if (timeout.isNegative() || timeout.isZero()) {
			throw new IllegalArgumentException("timeout must be positive");
		}
		if (maxOutputBytes < 1) {
			throw new IllegalArgumentException("output cap must be positive");
		}
		if (memoryBytes < (16L << 20)) {
			throw new IllegalArgumentException("memory limit must be at least 16 MiB");
		}
	}

	public ExecutionLimits(Duration timeout, int maxOutputBytes) {
		this(timeout, maxOutputBytes, DEFAULT_MEMORY);
	}

	/** Whole seconds of CPU time allowed: the wall-clock limit rounded up. */
	public long cpuSeconds() {
		return Math.max(1, (timeout.toMillis() + 999) / 1000);
	}
}
