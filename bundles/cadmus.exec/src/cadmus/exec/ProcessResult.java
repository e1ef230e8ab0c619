package cadmus.exec;

import java.time.Duration;

/**
 * How a child process ended: its exit code (for a signal, 128 + the signal number, as shells report it),
 * captured output (capped), whether it was killed for exceeding its time, and how long it ran.
 */
public record ProcessResult(int exitCode, String stdout, String stderr, boolean timedOut, boolean truncated,
		Duration duration) {

	/** SIGXCPU: the CPU-time limit ran out. */
	public static final int CPU_LIMIT_SIGNAL = 24;

	/** The signal that killed the process, or 0. */
	public int signal() {
		return !timedOut && exitCode > 128 && exitCode < 160 ? exitCode - 128 : 0;
	}
}
