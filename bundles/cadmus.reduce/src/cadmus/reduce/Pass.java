package cadmus.reduce;

/**
 * One kind of edit a reduction tries, at numbered positions of the state it holds (a chunk of decisions, a
 * line, a token run). After an accepted candidate the reducer asks again at the same position, of the new
 * state: what followed the deleted chunk has moved into it.
 */
interface Pass {

	String name();

	/** How many positions the pass has in {@code state}. */
	int positions(State state);

	/** The candidate at a position, or null when there is none there (nothing to change, or it would not parse). */
	State candidate(State state, int position);
}
