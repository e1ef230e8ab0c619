package cadmus.api;

import java.util.List;

/**
 * Judges what implementations did with one program. Contributed as an OSGi service: the core's oracles apply
 * to every language, a language bundle adds its own (and says which language through {@link #appliesTo}).
 * Oracles are stateless and called from several campaign workers at once.
 */
public interface Oracle {

	/** Short stable id used on the command line and in findings, e.g. {@code differential}. */
	String id();

	/**
	 * What it checks, for people: one sentence, starting with a capital and ending with a full stop, as the
	 * campaign report shows it (e.g. "Every implementation must run the program without crashing.").
	 */
	String description();

	/** Whether it judges programs of this language; the core's oracles judge every language. */
	default boolean appliesTo(String languageId) {
		return true;
	}

	/**
	 * Whether its findings stand whatever the program is, conforming or not: a crash is an implementation's
	 * bug on any input, while a difference between implementations or an error may be the fault of a program
	 * that left the rules (unspecified order, a name deleted). A reducer edits a finding's text without the
	 * rules' checks only for such an oracle.
	 */
	default boolean holdsForAnyProgram() {
		return false;
	}

	/**
	 * Whether it judges what optimizing tiers compiled ({@link Trial#optimized()}) rather than the runs alone: a
	 * program must then be traced ({@link Implementation#optimizedCode}) to be judged by it. A campaign traces the
	 * programs it samples for its optimizing tiers' figures; a reduction traces every candidate.
	 */
	default boolean readsOptimizedCode() {
		return false;
	}

	/** Its verdicts on one trial; empty when the program passes. Never throws for odd executions. */
	List<Verdict> judge(Trial trial);

	/**
	 * What it counted since it started, in the order a person reads it (the checks it made and how they came out,
	 * e.g. programs asserted, assertions proved): what a campaign's summary shows beside the findings, since most
	 * checks pass silently. Counters must be safe for concurrent workers. Most oracles count nothing.
	 */
	default java.util.Map<String, Long> tallies() {
		return java.util.Map.of();
	}
}
