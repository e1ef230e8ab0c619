package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import cadmus.api.Coverage;
import cadmus.api.Execution;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.GuidedInput;
import cadmus.guidance.Feedback;
import cadmus.guidance.GuidanceState;
import cadmus.guidance.SavedInput;
import cadmus.guidance.Verdict;
import cadmus.guidance.ZestGuidance;

/**
 * A campaign's coverage, shared by its workers, and in a feedback-directed campaign Zest's loop around it: each
 * program index claimed gets its input (a byte sequence) from the guidance; each judged program's runs become
 * feedback (the coverage points its implementations reached, or the novelty of their output where they cannot
 * measure coverage; valid; a finding) and go back to the guidance, which saves the input into the corpus when it
 * reached something new. A worker generates a few programs ahead, so feedback arrives a few inputs late; the loop
 * does not depend on it arriving at once. A random campaign that measures coverage only counts the points.
 */
final class FeedbackLoop {

	/** Decisions in a first, random input: programs that need more read on past its end (still deterministic). */
	private static final int INITIAL_DECISIONS = 256;

	/** Null when the campaign is random and only measures. */
	private final ZestGuidance guidance;
	private final CoverageTally tally;
	private final Map<Long, byte[]> inputs = new ConcurrentHashMap<>();
	private final int corpusBefore;
	private long executions;
	private long valid;
	private long failures;

	/**
	 * A loop that goes on from what the store holds (nothing for a new campaign): its corpus, the points reached
	 * and its programs so far.
	 *
	 * @param guided whether decisions come from the loop (zest), or the campaign only measures coverage (random)
	 * @param run    the campaign's run, so that a resumed campaign mutates differently from the run before
	 */
	FeedbackLoop(CampaignStore store, boolean guided, long seed, int run) {
		tally = new CoverageTally(store);
		var corpus = store.corpus();
		corpusBefore = corpus.size();
		if (guided) {
			guidance = new ZestGuidance(seed * 31 + run, INITIAL_DECISIONS * 4);
			var saved = new ArrayList<SavedInput>();
			for (var entry : corpus) {
				saved.add(new SavedInput(entry.input(), savedAs(store, entry), entry.index()));
			}
			guidance.restore(saved, tally.reached(), tally.reachedByValid());
		} else {
			guidance = null;
		}
		var counters = store.counters();
		executions = counters.programs();
		valid = counters.valid();
		failures = counters.findings();
	}

	/** Whether programs' decisions come from the loop. */
	boolean guided() {
		return guidance != null;
	}

	/** Gives program {@code index} its input; call once per index, in the order the indices are handed out. */
	synchronized void claim(long index) {
		inputs.put(index, guidance.next());
	}

	/** The input of a claimed program. */
	byte[] input(long index) {
		byte[] input = inputs.get(index);
		if (input == null) {
			throw new IllegalStateException("program " + index + " has no input: it was not claimed");
		}
		return input;
	}

	/** Forgets a claimed program that was not judged (the campaign stopped first). */
	void forget(long index) {
		inputs.remove(index);
	}

	/**
	 * Takes a judged program's feedback and, in a feedback-directed campaign, applies the save rules.
	 *
	 * @param read     the bytes the program's decisions read (null: the whole input it was given), which the
	 *                  guidance keeps and mutates, and the store keeps for regenerating the program
	 * @param coverage per execution (in the same order), the points its implementation measured
	 * @param measured per execution, whether its implementation measures coverage
	 * @return what to store with the program
	 */
	synchronized GuidedInput judged(long index, byte[] read, List<Execution> executionList, List<Coverage> coverage,
			List<Boolean> measured, boolean isValid, boolean failure) {
		var reach = tally.reach(executionList, coverage, measured, isValid);
		executions++;
		valid += isValid ? 1 : 0;
		failures += failure ? 1 : 0;
		if (guidance == null) {
			return new GuidedInput(null, "", reach.newPoints(), reach.newValidPoints());
		}
		byte[] input = read != null ? read : input(index);
		inputs.remove(index);
		var verdict = guidance.handle(input, new Feedback(reach.points(), isValid, failure));
		return new GuidedInput(input, verdict == Verdict.DISCARDED ? "" : verdict.name(), reach.newPoints(),
				reach.newValidPoints());
	}

	/** A program the rules could not make: it reached nothing and is not valid. */
	synchronized GuidedInput failedToGenerate(long index) {
		return judged(index, null, List.of(), List.of(), List.of(), false, false);
	}

	/** Where the loop stands, over all runs of the campaign (a corpus of 0 when it only measures). */
	synchronized GuidanceState state() {
		if (guidance == null) {
			var reached = tally.reached().cardinality();
			return new GuidanceState(corpusBefore, reached, tally.reachedByValid().cardinality(), executions, valid, failures);
		}
		var s = guidance.state();
		return new GuidanceState(s.corpus(), s.covered(), s.coveredByValid(), executions, valid, failures);
	}

	/**
	 * Why a corpus entry was saved; a name no Cadmus writes means a damaged store: an input error (exit 3), not a
	 * failure of the run's store.
	 */
	private static Verdict savedAs(CampaignStore store, cadmus.campaign.store.CorpusEntry entry) {
		try {
			return Verdict.valueOf(entry.savedAs());
		} catch (IllegalArgumentException e) {
			throw new cadmus.api.InputFileException("campaign store " + store.dir().resolve(CampaignStore.FILE)
					+ ": corpus input " + entry.index() + " was saved as '" + entry.savedAs() + "', which this Cadmus does "
					+ "not know", e);
		}
	}
}
