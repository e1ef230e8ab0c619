package cadmus.campaign;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
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
 * Zest's loop inside a campaign, shared by its workers: each program index claimed gets its input (a byte
 * sequence) from the guidance; each judged program's runs become feedback (the coverage points its implementations
 * reached, or the novelty of their output where they cannot measure coverage; valid; a finding) and go back to
 * the guidance, which saves the input into the corpus when it reached something new. A worker generates a few
 * programs ahead, so feedback arrives a few inputs late; the loop does not depend on it arriving at once.
 */
final class FeedbackLoop {

	/** Decisions in a first, random input: programs that need more read on past its end (still deterministic). */
	private static final int INITIAL_DECISIONS = 256;

	private final ZestGuidance guidance;
	private final Map<Long, byte[]> inputs = new ConcurrentHashMap<>();
	/** Point keys → the dense numbers the guidance's bit sets use (guarded by this). */
	private final Map<Long, Integer> numbers = new HashMap<>();
	/** Dense numbers → point keys (guarded by this). */
	private final List<Long> keys = new ArrayList<>();
	private final BitSet reachedByValid = new BitSet();
	private long executions;
	private long valid;
	private long failures;

	/**
	 * A loop that goes on from what the store holds (nothing for a new campaign): its corpus, the points reached
	 * and its programs so far.
	 *
	 * @param run the campaign's run, so that a resumed campaign mutates differently from the run before
	 */
	FeedbackLoop(CampaignStore store, long seed, int run) {
		guidance = new ZestGuidance(seed * 31 + run, INITIAL_DECISIONS * 4);
		var saved = new ArrayList<SavedInput>();
		for (var entry : store.corpus()) {
			saved.add(new SavedInput(entry.input(), Verdict.valueOf(entry.savedAs()), entry.index()));
		}
		var all = new BitSet();
		for (var point : store.coveragePoints()) {
			int n = number(point.point());
			all.set(n);
			if (point.reachedByValid()) {
				reachedByValid.set(n);
			}
		}
		guidance.restore(saved, all, reachedByValid);
		var counters = store.counters();
		executions = counters.programs();
		valid = counters.valid();
		failures = counters.findings();
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
	 * Takes a judged program's feedback and applies the save rules.
	 *
	 * @param coverage per execution (in the same order), the points its implementation measured; an execution
	 *                 whose implementation measures none counts by its output's novelty
	 * @param measured per execution, whether its implementation measures coverage
	 * @return what to store with the program
	 */
	synchronized GuidedInput judged(long index, List<Execution> executionList, List<Coverage> coverage,
			List<Boolean> measured, boolean isValid, boolean failure) {
		byte[] input = input(index);
		inputs.remove(index);
		var points = new BitSet();
		var newKeys = new ArrayList<Long>();
		var newValidKeys = new ArrayList<Long>();
		for (int i = 0; i < executionList.size(); i++) {
			if (measured.get(i)) {
				for (long key : coverage.get(i).points()) {
					add(key, points, newKeys);
				}
			} else {
				for (long key : OutputNovelty.points(executionList.get(i))) {
					add(key, points, newKeys);
				}
			}
		}
		if (isValid) {
			for (int n = points.nextSetBit(0); n >= 0; n = points.nextSetBit(n + 1)) {
				if (!reachedByValid.get(n)) {
					reachedByValid.set(n);
					newValidKeys.add(keyOf(n));
				}
			}
		}
		executions++;
		valid += isValid ? 1 : 0;
		failures += failure ? 1 : 0;
		var verdict = guidance.handle(input, new Feedback(points, isValid, failure));
		return new GuidedInput(input, verdict == Verdict.DISCARDED ? "" : verdict.name(), toArray(newKeys),
				toArray(newValidKeys));
	}

	/** A program the rules could not make: it reached nothing and is not valid. */
	synchronized GuidedInput failedToGenerate(long index) {
		return judged(index, List.of(), List.of(), List.of(), false, false);
	}

	private void add(long key, BitSet points, List<Long> newKeys) {
		Integer n = numbers.get(key);
		if (n == null) {
			n = number(key);
			newKeys.add(key);
		}
		points.set(n);
	}

	private int number(long key) {
		return numbers.computeIfAbsent(key, k -> {
			keys.add(k);
			return keys.size() - 1;
		});
	}

	private long keyOf(int number) {
		return keys.get(number);
	}

	/** Where the loop stands, over all runs of the campaign. */
	synchronized GuidanceState state() {
		var s = guidance.state();
		return new GuidanceState(s.corpus(), s.covered(), s.coveredByValid(), executions, valid, failures);
	}

	private static long[] toArray(List<Long> list) {
		long[] a = new long[list.size()];
		for (int i = 0; i < a.length; i++) {
			a[i] = list.get(i);
		}
		return a;
	}
}
