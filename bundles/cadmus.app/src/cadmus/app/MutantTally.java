package cadmus.app;

import java.io.PrintWriter;

import cadmus.corpus.FragmentMutator;

/**
 * What a run of LangFuzz mutants came to (compare --mutants): how many programs took a fragment, how many of the
 * fragments' names were bound as the corpus wrote them and after the renaming, and how many mutants were made again
 * because the grammar did not read them back.
 */
final class MutantTally {

	private int programs;
	private int mutated;
	private int nodes;
	private int references;
	private int boundAsWritten;
	private int bound;
	private int allBoundAsWritten;
	private int allBound;
	private int unreadable;

	/** A program that no fragment could be spliced into, or none of whose mutants the grammar read back. */
	void unmutated() {
		programs++;
	}

	/** A mutant the grammar read back. */
	void add(FragmentMutator.Mutant mutant) {
		programs++;
		mutated++;
		nodes += mutant.nodes();
		references += mutant.references();
		boundAsWritten += mutant.boundAsWritten();
		bound += mutant.bound();
		allBoundAsWritten += mutant.boundAsWritten() == mutant.references() ? 1 : 0;
		allBound += mutant.namesBound() ? 1 : 0;
		unreadable += mutant.unreadable();
	}

	void print(PrintWriter out) {
		out.printf("mutants: %d of %d programs took a fragment (%.1f nodes a fragment) and parse again; %d mutants made "
				+ "before them did not parse (%.1f%% of %d)%n", mutated, programs, nodes / (double) Math.max(1, mutated),
				unreadable, percent(unreadable, unreadable + mutated), unreadable + mutated);
		out.printf("names the fragments refer to: %d; bound as written %d (%.1f%%), after renaming %d (%.1f%%)%n",
				references, boundAsWritten, percent(boundAsWritten, references), bound, percent(bound, references));
		out.printf("mutants with every name bound: as written %d (%.1f%%), after renaming %d (%.1f%%)%n",
				allBoundAsWritten, percent(allBoundAsWritten, mutated), allBound, percent(allBound, mutated));
		out.flush();
	}

	private static double percent(int part, int whole) {
		return 100.0 * part / Math.max(1, whole);
	}
}
