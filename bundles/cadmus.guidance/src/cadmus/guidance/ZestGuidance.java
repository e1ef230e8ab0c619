package cadmus.guidance;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Zest's feedback-directed parameter search (Algorithm 2 of the paper) over the byte sequences Cadmus's
 * {@code ByteDecisionSource} turns into programs. The corpus starts empty: the first input is random. Then the loop
 * makes {@value #CHILDREN} children at a time by mutation ({@link ByteMutator}) of the corpus input {@link RareParents}
 * chooses (the one reaching the points fewest executions reached), and one input in {@value #FRESH_ONE_IN} is
 * fresh, as random generation would make it, so that the loop never covers less ground than random generation
 * does; after each execution, {@link #handle} keeps the input if it covered points no input had covered, or if it
 * is valid and covered points no valid input had covered (the paper's save rules). Deterministic for a seed: the
 * same feedback gives the same inputs. Not thread-safe: one loop per campaign.
 */
public final class ZestGuidance {

	/** Children made of a corpus input each time the loop comes to it. */
	static final int CHILDREN = 50;
	/** One input in this many is fresh rather than a child. */
	static final int FRESH_ONE_IN = 10;

	private final SplittableRandom random;
	private final ByteMutator mutator;
	private final int initialBytes;
	private final List<SavedInput> corpus = new ArrayList<>();
	private final RareParents parents = new RareParents();
	private final BitSet covered = new BitSet();
	private final BitSet coveredByValid = new BitSet();
	private int parent;
	private int children = CHILDREN;
	private long executions;
	private long valid;
	private long failures;

	/**
	 * @param seed         the loop's own randomness (mutation choices)
	 * @param initialBytes the length of a fresh, random input (decisions times 4 bytes)
	 */
	public ZestGuidance(long seed, int initialBytes) {
		this.random = new SplittableRandom(seed);
		this.mutator = new ByteMutator(random);
		this.initialBytes = Math.max(ByteMutator.DECISION_BYTES, initialBytes);
	}

	/** Resumes with a stored corpus (oldest first) and the coverage it reached, as a resumed campaign does. */
	public void restore(List<SavedInput> saved, BitSet coveredBefore, BitSet coveredByValidBefore) {
		corpus.addAll(saved);
		saved.forEach(input -> parents.restored());
		covered.or(coveredBefore);
		coveredByValid.or(coveredByValidBefore);
	}

	/** The next input to generate a program from. */
	public byte[] next() {
		if (corpus.isEmpty() || random.nextInt(FRESH_ONE_IN) == 0) {
			return mutator.fresh(initialBytes);
		}
		if (children >= CHILDREN) {
			children = 0;
			parent = parents.next(CHILDREN);
		}
		children++;
		byte[] base = corpus.get(parent).bytes();
		byte[] other = corpus.size() > 1 ? corpus.get(random.nextInt(corpus.size())).bytes() : null;
		return mutator.mutate(base, other);
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
		parents.executed(points);
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
			parents.saved(points);
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
