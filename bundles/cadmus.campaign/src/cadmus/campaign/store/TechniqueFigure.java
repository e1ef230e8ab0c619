package cadmus.campaign.store;

/**
 * What one technique's programs of a campaign came to (a campaign mixing techniques compares them).
 *
 * @param technique  the {@link cadmus.api.Technique#id} of one of the campaign's techniques
 * @param programs   its programs judged
 * @param valid      of them valid (every implementation ran it cleanly, no oracle called it invalid)
 * @param invalid    of them invalid (nondeterministic, not terminating, or not made)
 * @param findings   findings in its programs
 * @param buckets    buckets its programs' findings fall in (after merges by reduction)
 * @param firstFound of them, those one of its programs found first
 * @param nodes      its programs' tree nodes, summed
 * @param runMicros  its programs' running time on all implementations, summed, over the programs that have it
 * @param timed      programs with a running time (those stored before it was kept have none)
 */
public record TechniqueFigure(String technique, long programs, long valid, long invalid, long findings, int buckets,
		int firstFound, long nodes, long runMicros, long timed) {

	/** Per cent of its programs that were valid; 0 with none. */
	public double validPercent() {
		return programs == 0 ? 0 : 100.0 * valid / programs;
	}

	/** Its programs' mean size in tree nodes; 0 with none. */
	public double meanNodes() {
		return programs == 0 ? 0 : (double) nodes / programs;
	}

	/** Its programs' mean running time over all implementations, in milliseconds; 0 with none timed. */
	public double meanRunMillis() {
		return timed == 0 ? 0 : runMicros / 1000.0 / timed;
	}
}
