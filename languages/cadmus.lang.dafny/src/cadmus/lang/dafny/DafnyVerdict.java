package cadmus.lang.dafny;

import java.time.Duration;

import cadmus.api.Outcome;

/**
 * What Dafny's verifier said of a program: OK (verified), VERIFY_ERROR (a proof obligation failed or timed out),
 * SYNTAX_ERROR (a parse, resolution or type error), CRASH (Dafny, Boogie or z3 died) or TIMEOUT; the error's kind
 * (its first message without positions) and the verifier's text.
 */
public record DafnyVerdict(Outcome outcome, String kind, String text, Duration duration) {

	public boolean verified() {
		return outcome == Outcome.OK;
	}
}
