package cadmus.api;

import org.eclipse.emf.ecore.EObject;

/**
 * Makes one technique's programs in one context ({@link Technique#maker}): the decisions of a program, and the tree
 * built of them. The two are apart so that a program comes back from its recorded decisions alone: the caller records
 * what {@link #decisions} gives while {@link #build} draws from it, and a replay of that record builds the same tree.
 */
public interface TechniqueMaker {

	/**
	 * Where a program's decisions come from.
	 *
	 * @param seed  the program's seed (a campaign's program i has {@code CampaignConfig.seedOf(i)}, {@code cadmus
	 *              generate}'s program i has the same)
	 * @param input the byte sequence a feedback loop gave the program, for a technique that {@link Technique#fromInputs};
	 *              null otherwise
	 */
	DecisionSource decisions(long seed, byte[] input);

	/**
	 * The program tree these decisions build: generated, or a corpus program, mutated or not. The same decisions give
	 * the same tree, whoever chose them.
	 *
	 * @throws RulesException when the language's rules cannot build a tree within the context's bound
	 */
	EObject build(DecisionSource decisions);

	/**
	 * Whether a tree built of edited decisions (a reduction's candidate) is still one of this technique's programs: a
	 * targeted program still satisfies its target. A reduction asked to keep the technique ({@code cadmus reduce
	 * --keep-target}) tries no candidate for which this is false. True of every tree by default.
	 */
	default boolean keeps(EObject tree) {
		return true;
	}
}
