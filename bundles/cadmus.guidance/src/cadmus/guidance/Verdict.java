package cadmus.guidance;

/** What the guidance did with an input after its execution (Zest's save rules). */
public enum Verdict {
	/** Kept in the corpus: it covered points no input had covered. */
	SAVED_NEW_COVERAGE,
	/** Kept in the corpus: it is valid and covered points no valid input had covered. */
	SAVED_NEW_VALID_COVERAGE,
	/** Not kept: nothing new. */
	DISCARDED
}
