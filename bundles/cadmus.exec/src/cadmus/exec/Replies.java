package cadmus.exec;

import java.util.function.UnaryOperator;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.ExpectedErrors;
import cadmus.api.Outcome;

/** Turns what a driver answered (or why it did not) into an {@link Execution}, classified. */
public final class Replies {

	private Replies() {
	}

	/**
	 * @param kindOf how the language turns an error message into an error kind, for replies that carry none
	 */
	public static Execution execution(String implementationId, DriverProcess.Call call, ExecutionLimits limits,
			ExpectedErrors expected, UnaryOperator<String> kindOf) {
		var reply = call.reply();
		Execution e = switch (call.failure()) {
			case NONE -> {
				Outcome outcome = Outcome.valueOf(reply.outcome());
				String kind = reply.errorKind().isEmpty() && outcome != Outcome.OK ? kindOf.apply(reply.stderr())
						: reply.errorKind();
				yield new Execution(implementationId, outcome, kind, cap(reply.stdout(), limits),
						cap(reply.stderr(), limits), call.duration());
			}
			case TIMEOUT -> new Execution(implementationId, Outcome.TIMEOUT, "timeout", "", "", call.duration());
			case OUT_OF_MEMORY -> new Execution(implementationId, Outcome.OUT_OF_MEMORY, "memory limit", "",
					call.detail(), call.duration());
			case DIED, NOT_STARTED -> new Execution(implementationId, Outcome.CRASH,
					crashKind(call.detail()), "", call.detail(), call.duration());
		};
		return classify(e, expected);
	}

	/** A crash's kind: the detail up to its first colon ("driver killed by signal 11", ...). */
	private static String crashKind(String detail) {
		int colon = detail.indexOf(": ");
		return colon < 0 ? detail : detail.substring(0, colon);
	}

	/**
	 * Applies an implementation's expected-error list: a runtime error the language does not define is an
	 * internal error of the implementation, a crash.
	 */
	public static Execution classify(Execution e, ExpectedErrors expected) {
		if (e.outcome() == Outcome.RUNTIME_ERROR && !expected.expects(e.errorKind())) {
			return new Execution(e.implementationId(), Outcome.CRASH, "unexpected error: " + e.errorKind(), e.stdout(),
					e.stderr(), e.duration());
		}
		return e;
	}

	private static String cap(String s, ExecutionLimits limits) {
		return OutputCap.cap(s, limits.maxOutputBytes());
	}
}
