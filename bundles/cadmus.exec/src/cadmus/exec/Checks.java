package cadmus.exec;

import java.util.List;
import java.util.function.UnaryOperator;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;

/**
 * The parts of an implementation's profile that judge its results: canaries to run before a campaign, the
 * runtime errors the language defines, and how its output is normalized for comparison.
 */
public record Checks(List<Canary> canaries, ExpectedErrors expectedErrors, UnaryOperator<String> normalizer) {

	public static final Checks NONE = new Checks(List.of(), ExpectedErrors.ANY, UnaryOperator.identity());

	public Checks {
		canaries = List.copyOf(canaries);
	}

	public Checks(List<Canary> canaries, ExpectedErrors expectedErrors) {
		this(canaries, expectedErrors, UnaryOperator.identity());
	}
}
