package cadmus.campaign.store;

/**
 * A coverage point a feedback-directed campaign reached: its key, when (campaign time) a program first reached
 * it, and when a valid program first did (-1: none yet).
 */
public record CoveragePoint(long point, long foundMillis, long validFoundMillis) {

	public boolean reachedByValid() {
		return validFoundMillis >= 0;
	}
}
