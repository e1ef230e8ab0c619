package cadmus.exec;

import java.time.Duration;
import java.util.Optional;

import cadmus.api.Execution;
import cadmus.api.Outcome;

/**
 * How a child process ended: its exit code (for a signal, 128 + the signal number, as shells report it),
 * captured output (capped), whether it was killed for exceeding its time, and how long it ran.
 */
public record ProcessResult(int exitCode, String stdout, String stderr, boolean timedOut, boolean truncated,
		Duration duration) {

	/** SIGXCPU: the CPU-time limit ran out. */
	public static final int CPU_LIMIT_SIGNAL = 24;
	/** SIGINT: what a Ctrl-C at the terminal sends to the foreground process group. */
	public static final int INTERRUPT_SIGNAL = 2;

	/** The signal that killed the process, or 0. */
	public int signal() {
		return !timedOut && exitCode > 128 && exitCode < 160 ? exitCode - 128 : 0;
	}

	/**
	 * The run as an execution when its end says what it was whatever the language: out of time (the wall
	 * clock or the CPU limit), killed by a signal, or exited with 0. Empty for any other exit status, which
	 * only the language's runner can read.
	 */
	public Optional<Execution> ending(String implementationId) {
		if (timedOut || signal() == CPU_LIMIT_SIGNAL) {
			return Optional.of(execution(implementationId, Outcome.TIMEOUT, timedOut ? "timeout" : "cpu limit"));
		}
		if (signal() != 0) {
			return Optional.of(execution(implementationId, Outcome.CRASH, "signal " + signal()));
		}
		if (exitCode == 0) {
			return Optional.of(execution(implementationId, Outcome.OK, ""));
		}
		return Optional.empty();
	}

	/** Whether an execution is a run that SIGINT killed (the crash {@link #ending} makes of it). */
	public static boolean endedByInterrupt(Execution e) {
		return e.outcome() == Outcome.CRASH && e.errorKind().equals("signal " + INTERRUPT_SIGNAL);
	}

	/** An execution of this run with the given outcome and kind. */
	public Execution execution(String implementationId, Outcome outcome, String kind) {
		return new Execution(implementationId, outcome, kind, stdout, stderr, duration);
	}
}
