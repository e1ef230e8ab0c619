package cadmus.exec;

import java.time.Duration;

/**
 * When a persistent driver that nothing went wrong with is replaced by a fresh process anyway: after
 * {@code runs} programs, so state that programs leak into the process cannot pile up, but not before it has
 * lived {@code notBefore}, so that a fast engine does not pay a fresh process's start and JIT warm-up every few
 * seconds. (A driver whose resident memory passed half its limit is replaced too, whatever its age:
 * {@link DriverProcess} checks that.)
 */
public record DriverRenewal(int runs, Duration notBefore) {

	public DriverRenewal {
		if (runs < 1) {
			throw new IllegalArgumentException("a driver runs at least one program before renewal, not " + runs);
		}
		if (notBefore.isNegative()) {
			throw new IllegalArgumentException("negative age: " + notBefore);
		}
	}

	/** Renewal after {@code runs} programs, whatever the driver's age. */
	public static DriverRenewal after(int runs) {
		return new DriverRenewal(runs, Duration.ZERO);
	}

	/** Whether a driver that ran {@code runsSoFar} programs and has lived {@code ageNanos} is due. */
	boolean due(int runsSoFar, long ageNanos) {
		return runsSoFar >= runs && ageNanos >= notBefore.toNanos();
	}
}
