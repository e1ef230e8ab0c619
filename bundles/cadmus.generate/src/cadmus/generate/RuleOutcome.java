package cadmus.generate;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * What a node's type rule fixed, as a steering source sees it once the rule has run ({@link TreeDecisions#ruled}):
 * the attributes it set and the counts of children it asked for. The rule's own choices (a SELECT's DISTINCT, whether
 * it is ordered) come out here, so a source can learn which of them give what a target asks of such nodes.
 */
public interface RuleOutcome {

	/** Whether the rule set the value of {@code attribute} (the engine draws the others later). */
	boolean fixes(EAttribute attribute);

	/** The value the rule set of {@code attribute}; null where it set none. */
	Object attribute(EAttribute attribute);

	/** How many values of {@code feature} the rule asked for; -1 where it left the count to the engine. */
	int fixedCount(EStructuralFeature feature);

	/**
	 * The node the rule ran for. Its children are made after the rule, so a source that waits for the node's subtree
	 * (until the run ends) can learn what the rule's choices led to below it, not only what they fixed.
	 */
	org.eclipse.emf.ecore.EObject node();
}
