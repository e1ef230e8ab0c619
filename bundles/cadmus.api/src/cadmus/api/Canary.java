package cadmus.api;

import java.util.Objects;

/**
 * A program whose outcome on an implementation is known in advance. A campaign runs every implementation's
 * canaries first; an implementation that classifies a canary wrongly cannot be trusted to classify
 * generated programs, so it is left out of the campaign with the reason.
 *
 * @param expectedStdout what it must print, or {@code null} when only the outcome is checked
 */
public record Canary(String name, String text, Outcome expected, String expectedStdout) {

	public Canary {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(text, "text");
		Objects.requireNonNull(expected, "expected");
	}

	/** Whether an execution of this canary came out as it must. */
	public boolean accepts(Execution execution) {
		return execution.outcome() == expected && (expectedStdout == null || expectedStdout.equals(execution.stdout()));
	}
}
