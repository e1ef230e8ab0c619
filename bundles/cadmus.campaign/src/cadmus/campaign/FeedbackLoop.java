package cadmus.campaign;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

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
 * <p>
 * In a campaign that many processes share (each leasing its seeds), each keeps a loop of its own and takes in, every
 * so often, the inputs the others saved to the store's corpus, as AFL's parallel instances sync their queues: each
 * is run here next, and saved here when it reaches something new here (it is not stored again: the store has it).
 * Running them, rather than taking their coverage on trust, keeps each loop's coverage its own measurement.
 */
final class FeedbackLoop {

	/** Decisions in a first, random input: programs that need more read on past its end (still deterministic). */
	private static final int INITIAL_DECISIONS = 256;

	/** Null when the campaign is random and only measures. */
	private final ZestGuidance guidance;
	private final CoverageTally tally;
	private final Map<Long, byte[]> inputs = new ConcurrentHashMap<>();
	private final int corpusBefore;
	/** The store other processes save to, in a shared campaign whose corpus this loop takes in; null otherwise. */
	private final CampaignStore shared;
	private final long shareNanos;
	private final AtomicLong nextShare;
	/** Program indices whose corpus entries this loop holds: restored, saved here, or taken in from others. */
	private final Set<Long> known = ConcurrentHashMap.newKeySet();
	/** Inputs other processes saved, waiting to be run here. */
	private final Queue<byte[]> offered = new ConcurrentLinkedQueue<>();
	/** Claimed programs whose input another process saved. */
	private final Set<Long> takenInIndices = ConcurrentHashMap.newKeySet();
	private long takenIn;
	private long keptIn;
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
		this(store, guided, seed, run, null);
	}

	/**
	 * @param shareEvery in a campaign many processes share: how often the loop takes in what the others saved (null:
	 *                   this process runs the campaign alone, or the campaign is not feedback-directed)
	 */
	FeedbackLoop(CampaignStore store, boolean guided, long seed, int run, Duration shareEvery) {
		tally = new CoverageTally(store);
		var corpus = store.corpus();
		corpusBefore = corpus.size();
		shared = guided && shareEvery != null ? store : null;
		shareNanos = shareEvery == null ? 0 : shareEvery.toNanos();
		nextShare = new AtomicLong(System.nanoTime() + shareNanos);
		if (guided) {
			guidance = new ZestGuidance(seed * 31 + run, INITIAL_DECISIONS * 4);
			var saved = new ArrayList<SavedInput>();
			for (var entry : corpus) {
				saved.add(new SavedInput(entry.input(), savedAs(store, entry), entry.index()));
				known.add(entry.index());
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

	/**
	 * Gives program {@code index} its input (the next of those other processes saved, in a shared campaign, before
	 * the guidance's own); call once per index, in the order the indices are handed out.
	 */
	void claim(long index) {
		takeInShared();
		synchronized (this) {
			byte[] input = offered.poll();
			if (input != null) {
				takenInIndices.add(index);
				takenIn++;
			} else {
				input = guidance.next();
			}
			inputs.put(index, input);
		}
	}

	/**
	 * When it is time, reads the corpus entries other processes saved since the last look and offers their inputs;
	 * one claiming thread reads, outside the loop's lock, while the others go on.
	 */
	private void takeInShared() {
		if (shared == null) {
			return;
		}
		long now = System.nanoTime();
		long due = nextShare.get();
		if (now - due < 0 || !nextShare.compareAndSet(due, now + shareNanos)) {
			return;
		}
		for (var entry : shared.corpusBesides(known::contains)) {
			if (known.add(entry.index())) {
				offered.add(entry.input());
			}
		}
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
		takenInIndices.remove(index);
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
		String savedAs = verdict == Verdict.DISCARDED ? "" : verdict.name();
		if (takenInIndices.remove(index)) {
			// Another process's input, in the store's corpus already under the program that saved it first.
			keptIn += savedAs.isEmpty() ? 0 : 1;
			savedAs = "";
		} else if (!savedAs.isEmpty()) {
			known.add(index);
		}
		return new GuidedInput(input, savedAs, reach.newPoints(), reach.newValidPoints());
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
		return new GuidanceState(s.corpus(), s.covered(), s.coveredByValid(), executions, valid, failures, takenIn, keptIn);
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
