package cadmus.api;

import java.time.Duration;

/** Limits applied to every run: wall-clock time and the bytes of output kept per stream. */
public record ExecutionLimits(Duration timeout, int maxOutputBytes) {

	public static final ExecutionLimits DEFAULT = new ExecutionLimits(Duration.ofSeconds(10), 1 << 20);

	public ExecutionLimits {
		if (timeout.isNegative() || timeout.isZero()) {
			throw new IllegalArgumentException("timeout must be positive");
		}
		if (maxOutputBytes < 1) {
			throw new IllegalArgumentException("output cap must be positive");
		}
	}
}
