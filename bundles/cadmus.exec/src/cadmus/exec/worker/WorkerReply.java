package cadmus.exec.worker;

/**
 * What a worker answers for one program: the outcome's name (an {@code cadmus.api.Outcome} constant), the
 * error kind, the program's output streams, and the coverage points the run reached when the worker collects
 * them (empty otherwise). Plain strings and longs so the worker side needs no platform classes.
 */
public record WorkerReply(String outcome, String errorKind, String stdout, String stderr, long[] coverage) {

	private static final long[] NONE = new long[0];

	public WorkerReply {
		coverage = coverage == null ? NONE : coverage;
	}

	/** A reply without coverage. */
	public WorkerReply(String outcome, String errorKind, String stdout, String stderr) {
		this(outcome, errorKind, stdout, stderr, NONE);
	}

	/** This reply with the run's coverage. */
	public WorkerReply withCoverage(long[] points) {
		return new WorkerReply(outcome, errorKind, stdout, stderr, points);
	}
}
