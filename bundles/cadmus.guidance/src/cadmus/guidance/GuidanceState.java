package cadmus.guidance;

/**
 * Where the loop stands, for the progress line and the report: corpus size, coverage points reached by all inputs
 * and by valid ones, executions, the valid share and failures; in a campaign that many processes share, the inputs
 * the others saved that this loop ran ({@code takenIn}), and of those, the ones it saved as they reached something
 * new here too ({@code keptIn}).
 */
public record GuidanceState(int corpus, int covered, int coveredByValid, long executions, long valid, long failures,
		long takenIn, long keptIn) {

	/** The state of a loop that shares nothing. */
	public GuidanceState(int corpus, int covered, int coveredByValid, long executions, long valid, long failures) {
		this(corpus, covered, coveredByValid, executions, valid, failures, 0, 0);
	}

	public double validPercent() {
		return executions == 0 ? 0 : 100.0 * valid / executions;
	}
}
