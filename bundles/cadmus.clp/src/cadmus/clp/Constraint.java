package cadmus.clp;

/**
 * One thing a targeted program must satisfy, checked on its tree. A {@link Target} is a conjunction of them; the
 * search prunes by what a constraint says before a program is complete where it can ({@link #forbids}), and checks
 * the rest on the finished tree.
 */
public sealed interface Constraint permits Occurs, AnyOf, SizeRange {

	/** Whether the tree the facts describe satisfies it. */
	boolean holds(TreeFacts facts);

	/**
	 * Whether no program that satisfies it can have a node of this class anywhere: the search then never chooses the
	 * class, rather than finding out when the program is complete.
	 */
	default boolean forbids(org.eclipse.emf.ecore.EClass chosen) {
		return false;
	}

	/** The constraint as a target file states it, for reports of what failed. */
	String describe();
}
