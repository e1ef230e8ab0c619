package cadmus.guidance;

/**
 * Where the loop stands, for the progress line and the report: corpus size, coverage points reached by all inputs
 * and by valid ones, executions, the valid share and failures.
 */
public record GuidanceState(int corpus, int covered, int coveredByValid, long executions, long valid, long failures) {

	public double validPercent() {
		return executions == 0 ? 0 : 100.0 * valid / executions;
	}
}
