package cadmus.api;

import java.util.Objects;

/**
 * What an oracle concluded about one program, when it concluded anything: a finding (a bug in an
 * implementation, bucketed by its signature) or an invalid program (the generator broke a promise, such as
 * producing a nondeterministic program; counted as a Cadmus defect, never reported as a finding). A program
 * that passes gets no verdict.
 */
public record Verdict(String oracle, Kind kind, String signature, String summary) {

	public enum Kind {
		/** An implementation misbehaved; {@code signature} names the bucket. */
		FINDING,
		/** The program is unfit for testing; the generator is at fault. */
		INVALID
	}

	public Verdict {
		Objects.requireNonNull(oracle, "oracle");
		Objects.requireNonNull(kind, "kind");
		Objects.requireNonNull(signature, "signature");
		summary = summary == null ? "" : summary;
	}

	public static Verdict finding(String oracle, String signature, String summary) {
		return new Verdict(oracle, Kind.FINDING, signature, summary);
	}

	public static Verdict invalid(String oracle, String signature, String summary) {
		return new Verdict(oracle, Kind.INVALID, signature, summary);
	}
}
