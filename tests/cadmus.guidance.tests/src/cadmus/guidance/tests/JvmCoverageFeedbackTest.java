package cadmus.guidance.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import cadmus.api.Coverage;
import cadmus.api.ExecutionLimits;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.JvmWorkerImplementation;
import cadmus.generate.ByteDecisionSource;
import cadmus.guidance.Feedback;
import cadmus.guidance.ZestGuidance;
import fake.engine.RareBranchEngine;

/**
 * Zest's loop on a fake JVM target run in a real worker JVM, its feedback the branch coverage the real collector
 * (the JaCoCo agent in the worker) measures: the target's deepest branch needs four decisions right (one program
 * in 2^32), and zest reaches it within the budget where random generation does not. Seeded and bounded: the same
 * programs and the same coverage every run, no timing.
 */
class JvmCoverageFeedbackTest {

	private static final int BUDGET = 60_000;

	private static final JvmWorkerImplementation TARGET = new JvmWorkerImplementation("fake.rare", "fake", "",
			"fake target with a rare branch", RareBranchEngine.class.getName(), List.of(),
			List.of("cadmus.exec", "cadmus.guidance.tests"), List.of("-Xmx64m", "-XX:+UseSerialGC"))
			.covering(List.of("cadmus.guidance.tests"));
	private static ImplementationSession session;

	@BeforeAll
	static void open() {
		session = TARGET.open(new ExecutionLimits(Duration.ofSeconds(10), 1 << 16), true);
	}

	@AfterAll
	static void close() {
		session.close();
	}

	/** The program four decisions make. */
	private static String program(byte[] input) {
		var decisions = new ByteDecisionSource(input);
		var text = new StringBuilder();
		for (int i = 0; i < 4; i++) {
			text.append(i == 0 ? "" : " ").append(decisions.between("d" + i, 0, 255));
		}
		return text.toString();
	}

	private static String run(String program) {
		var e = session.run(new Program("fake", "p", program, "test"));
		assertEquals(Outcome.OK, e.outcome(), e.stderr());
		return e.stdout();
	}

	@Test
	void eachPathHasItsOwnPointsAndTheSamePathTheSame() {
		run("1 2 3 4");
		var none = session.coverage();
		run("7 2 3 4");
		var first = session.coverage();
		run("1 5 6 8");
		assertEquals(none, session.coverage(), "the same path, the same points");
		assertTrue(none.size() > 0, "the fake engine's branches are measured");
		assertNotEquals(none, first);
		assertFalse(java.util.Arrays.stream(none.points()).allMatch(p -> contains(first, p)),
				"the first branch's other edge is not in the other path");
	}

	private static boolean contains(Coverage c, long point) {
		return java.util.Arrays.binarySearch(c.points(), point) >= 0;
	}

	@Test
	void zestReachesTheRareBranchWithinTheBudgetWhereRandomGenerationDoesNot() {
		var zest = new ZestGuidance(1, 16);
		Map<Long, Integer> numbers = new HashMap<>();
		long reachedAt = -1;
		for (int i = 0; i < BUDGET && reachedAt < 0; i++) {
			byte[] input = zest.next();
			String reached = run(program(input));
			var points = new BitSet();
			for (long key : session.coverage().points()) {
				points.set(numbers.computeIfAbsent(key, k -> numbers.size()));
			}
			zest.handle(input, new Feedback(points, true, false));
			if (reached.equals("deepest")) {
				reachedAt = i + 1;
			}
		}
		assertTrue(reachedAt > 0, "zest did not reach the deepest branch in " + BUDGET + " programs: " + zest.state());
		System.out.println("zest on the JVM target reached the deepest branch after " + reachedAt + " programs, "
				+ zest.state());

		var random = new SplittableRandom(1);
		for (int i = 0; i < BUDGET; i++) {
			byte[] input = new byte[16];
			for (int b = 0; b < input.length; b++) {
				input[b] = (byte) random.nextInt(256);
			}
			assertNotEquals("deepest", run(program(input)), "random generation reached the deepest branch");
		}
	}
}
