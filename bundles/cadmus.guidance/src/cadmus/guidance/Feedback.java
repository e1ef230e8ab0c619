package cadmus.guidance;

import java.util.BitSet;

/**
 * What one execution of a generated program told the guidance: the coverage points it reached (branch ids of the
 * implementations' own code, or whatever the collector counts) and whether the program was valid (ran cleanly
 * everywhere and the oracles judged it conforming) or showed a failure (a finding).
 */
public record Feedback(BitSet covered, boolean valid, boolean failure) {

	public Feedback {
		covered = (BitSet) covered.clone();
	}

	@Override
	public BitSet covered() {
		return (BitSet) covered.clone();
	}
}
