package cadmus.campaign.store;

/**
 * A finding's reduction as stored beside it: whether the finding reproduced when reduction began (if not, the
 * text is the original's), the reduced program and its trace (null when its text was edited), both sizes in
 * tokens, how long it took and how many candidates ran, whether parsed statements or text were edited after
 * the decisions, and when; and the reduced program's shape ({@link cadmus.campaign.ReducedShape}: null for a
 * finding that did not reproduce, and for reductions stored before schema version 7).
 */
public record StoredReduction(long finding, boolean reproduced, String text, String trace, int originalTokens,
		int reducedTokens, long tookMillis, int candidates, boolean statementsEdited, boolean textEdited,
		String reducedAt, String shape) {
}
