package cadmus.reduce;

import java.util.function.ToIntFunction;

/**
 * One kind of edit a reduction tries, at numbered positions of the state it holds (a chunk of decisions, a
 * line, a token run). After an accepted candidate the reducer asks again at the same position, of the new
 * state: what followed the deleted chunk has moved into it.
 *
 * @param positions how many positions the pass has in a state
 * @param candidate the candidate at a position, or null when there is none there (nothing to change, or it
 *                  would not parse)
 * @param alike     whether a candidate must also run exactly as the state it was made from on every
 *                  implementation (edits meant to change nothing: {@link CandidateTest#reproducesAlike})
 */
record Pass(String name, ToIntFunction<State> positions, Candidate candidate, boolean alike) {

	/** A pass whose candidates need only reproduce the finding. */
	Pass(String name, ToIntFunction<State> positions, Candidate candidate) {
		this(name, positions, candidate, false);
	}

	/** Makes the candidate at a position of a state. */
	interface Candidate {
		State at(State state, int position);
	}
}
