package cadmus.guidance.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import cadmus.api.DecisionSource;
import cadmus.generate.ByteDecisionSource;
import cadmus.guidance.Feedback;
import cadmus.guidance.Verdict;
import cadmus.guidance.ZestGuidance;

/**
 * Zest's loop against a small fake target whose deepest branch needs a rare combination of four decisions
 * (d0 = 7, d1 = 42, d2 = 99, d3 = 3: one input in 2^32 by chance). Seeded and bounded: the same executions
 * every run, no timing.
 */
class ZestGuidanceTest {

	private static final int BUDGET = 100_000;
	private static final int DEEPEST = 4;

	/** The fake target: its "program" is four decisions; each nested condition is a coverage point. */
	private static Feedback run(DecisionSource decisions) {
		var covered = new BitSet();
		covered.set(0);
		long d0 = decisions.between("d0", 0, 255);
		long d1 = decisions.between("d1", 0, 255);
		long d2 = decisions.between("d2", 0, 255);
		long d3 = decisions.between("d3", 0, 255);
		if (d0 == 7) {
			covered.set(1);
			if (d1 == 42) {
				covered.set(2);
				if (d2 == 99) {
					covered.set(3);
					if (d3 == 3) {
						covered.set(DEEPEST);
					}
				}
			}
		}
		// Programs with d0 = 255 are "invalid" (an implementation rejected them), as a syntax error would be.
		return new Feedback(covered, d0 != 255, false);
	}

	@Test
	void zestReachesTheRareBranchWithinTheBudgetWhereRandomGenerationDoesNot() {
		var zest = new ZestGuidance(1, 16);
		long reachedAt = -1;
		for (int i = 0; i < BUDGET && reachedAt < 0; i++) {
			byte[] input = zest.next();
			var feedback = run(new ByteDecisionSource(input));
			zest.handle(input, feedback);
			if (feedback.covered().get(DEEPEST)) {
				reachedAt = i + 1;
			}
		}
		assertTrue(reachedAt > 0, "zest did not reach the deepest branch in " + BUDGET + " executions: " + zest.state());
		System.out.println("zest reached the deepest branch after " + reachedAt + " executions, " + zest.state());

		var random = new SplittableRandom(1);
		int deepestByRandom = 0;
		for (int i = 0; i < BUDGET; i++) {
			byte[] input = new byte[16];
			for (int b = 0; b < input.length; b++) {
				input[b] = (byte) random.nextInt(256);
			}
			var covered = run(new ByteDecisionSource(input)).covered();
			deepestByRandom = Math.max(deepestByRandom, covered.length() - 1);
		}
		assertTrue(deepestByRandom < DEEPEST, "random generation reached branch " + deepestByRandom);
	}

	@Test
	void inputsAreKeptForNewCoverageOrForNewCoverageAmongValidInputs() {
		var zest = new ZestGuidance(2, 16);
		var first = new BitSet();
		first.set(0);
		first.set(1);
		assertEquals(Verdict.SAVED_NEW_COVERAGE, zest.handle(new byte[16], new Feedback(first, false, false)));
		assertEquals(Verdict.DISCARDED, zest.handle(new byte[16], new Feedback(first, false, false)),
				"nothing new, and not valid");
		assertEquals(Verdict.SAVED_NEW_VALID_COVERAGE, zest.handle(new byte[16], new Feedback(first, true, false)),
				"points covered before, but never by a valid input");
		assertEquals(Verdict.DISCARDED, zest.handle(new byte[16], new Feedback(first, true, false)));
		var state = zest.state();
		assertEquals(2, state.corpus());
		assertEquals(2, state.covered());
		assertEquals(2, state.coveredByValid());
		assertEquals(50.0, state.validPercent());
	}

	@Test
	void theSameSeedAndFeedbackGiveTheSameInputs() {
		var a = new ZestGuidance(3, 16);
		var b = new ZestGuidance(3, 16);
		for (int i = 0; i < 2_000; i++) {
			byte[] x = a.next();
			byte[] y = b.next();
			assertArrayEquals(x, y, "input " + i);
			a.handle(x, run(new ByteDecisionSource(x)));
			b.handle(y, run(new ByteDecisionSource(y)));
		}
		assertEquals(a.state(), b.state());
	}
}
