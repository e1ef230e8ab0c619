package cadmus.guidance;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Zest's feedback-directed parameter search (Algorithm 2 of the paper) over the byte sequences Cadmus's
 * {@code ByteDecisionSource} turns into programs. The corpus starts empty: the first input is random. Then the
 * loop cycles through the corpus, making children of each input by mutation ({@link ByteMutator}):
 * {@value #CHILDREN} of an input kept for valid coverage, {@value #FAVORED_CHILDREN} of one that reached points
 * no input had (JQF's Zest gives such "favored" inputs 20 times the baseline of 50); after each execution,
 * {@link #handle} keeps the input if it covered points no input had covered, or if it is valid and covered points
 * no valid input had covered. Deterministic for a seed: the same
 * feedback gives the same inputs. Not thread-safe: one loop per campaign worker.
 */
public final class ZestGuidance {

	/** Children made of a corpus input each time the loop comes to it. */
	static final int CHILDREN = 50;
	/** Children made of an input that reached points no input had reached. */
	static final int FAVORED_CHILDREN = 20 * CHILDREN;

	private final SplittableRandom random;
	private final ByteMutator mutator;
	private final int initialBytes;
	private final List<SavedInput> corpus = new ArrayList<>();
	private final BitSet covered = new BitSet();
	private final BitSet coveredByValid = new BitSet();
	private int parent;
	private int children;
	private long executions;
	private long valid;
	private long failures;

	/**
	 * @param seed         the loop's own randomness (mutation choices)
	 * @param initialBytes the length of the first, random input (decisions times 4 bytes)
	 */
	public ZestGuidance(long seed, int initialBytes) {
		this.random = new SplittableRandom(seed);
		this.mutator = new ByteMutator(random);
		this.initialBytes = Math.max(ByteMutator.DECISION_BYTES, initialBytes);
	}

	/** Resumes with a stored corpus (oldest first) and the coverage it reached, as a resumed campaign does. */
	public void restore(List<SavedInput> saved, BitSet coveredBefore, BitSet coveredByValidBefore) {
		corpus.addAll(saved);
		covered.or(coveredBefore);
		coveredByValid.or(coveredByValidBefore);
	}

	/** The next input to generate a program from. */
	public byte[] next() {
		if (corpus.isEmpty()) {
			return mutator.fresh(initialBytes);
		}
		if (children >= childrenOf(corpus.get(parent % corpus.size()))) {
			children = 0;
			parent = (parent + 1) % corpus.size();
		}
		children++;
		byte[] base = corpus.get(parent % corpus.size()).bytes();
		byte[] other = corpus.size() > 1 ? corpus.get(random.nextInt(corpus.size())).bytes() : null;
		return mutator.mutate(base, other);
	}

	private static int childrenOf(SavedInput input) {
		return input.reason() == Verdict.SAVED_NEW_COVERAGE ? FAVORED_CHILDREN : CHILDREN;
	}

	/** Takes an execution's feedback on {@code input} and applies the save rules. */
	public Verdict handle(byte[] input, Feedback feedback) {
		executions++;
		if (feedback.valid()) {
			valid++;
		}
		if (feedback.failure()) {
			failures++;
		}
		BitSet points = feedback.covered();
		BitSet fresh = (BitSet) points.clone();
		fresh.andNot(covered);
		BitSet freshValid = (BitSet) points.clone();
		freshValid.andNot(coveredByValid);
		Verdict verdict = Verdict.DISCARDED;
		if (!fresh.isEmpty()) {
			verdict = Verdict.SAVED_NEW_COVERAGE;
		} else if (feedback.valid() && !freshValid.isEmpty()) {
			verdict = Verdict.SAVED_NEW_VALID_COVERAGE;
		}
		covered.or(points);
		if (feedback.valid()) {
			coveredByValid.or(points);
		}
		if (verdict != Verdict.DISCARDED) {
			corpus.add(new SavedInput(input, verdict, executions));
		}
		return verdict;
	}

	public GuidanceState state() {
		return new GuidanceState(corpus.size(), covered.cardinality(), coveredByValid.cardinality(), executions, valid, failures);
	}

	/** The corpus, oldest first. */
	public List<SavedInput> corpus() {
		return List.copyOf(corpus);
	}
}
