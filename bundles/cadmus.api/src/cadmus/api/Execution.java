package cadmus.api;

import java.time.Duration;
import java.util.Objects;

/**
 * One program run on one implementation: the outcome, a short error kind when it failed (the message
 * with positions stripped), what it printed and how long it took.
 */
public record Execution(String implementationId, Outcome outcome, String errorKind, String stdout, String stderr,
		Duration duration) {

	public Execution {
		Objects.requireNonNull(implementationId, "implementationId");
		Objects.requireNonNull(outcome, "outcome");
		errorKind = errorKind == null ? "" : errorKind;
		stdout = stdout == null ? "" : stdout;
		stderr = stderr == null ? "" : stderr;
		Objects.requireNonNull(duration, "duration");
	}
}
