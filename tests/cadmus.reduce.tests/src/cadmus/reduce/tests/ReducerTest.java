package cadmus.reduce.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import cadmus.api.Program;
import cadmus.generate.Decision;
import cadmus.generate.Trace;
import cadmus.reduce.CandidateTest;
import cadmus.reduce.ProgramSource;
import cadmus.reduce.Reducer;
import cadmus.reduce.TokenCount;

/**
 * The reducer on a toy generator whose program is its decisions written out, one statement per decision
 * ({@code v<value>;}), so what a minimal program is, is known: the interestingness tests here want certain
 * values in a certain order, as a bug wants certain constructs.
 */
class ReducerTest {

	/** A program per trace: each decision in 0..9 becomes {@code v<value>;}, on its own line. */
	private static final ProgramSource TOY = (trace, aims, unobserved) -> {
		var text = new StringBuilder();
		var consumed = new ArrayList<Decision>();
		for (var d : trace.decisions()) {
			long v = Math.max(0, Math.min(9, d.value()));
			consumed.add(new Decision("toy", 0, 9, v));
			text.append('v').append(v).append(";\n");
		}
		return Optional.of(new ProgramSource.Replayed(program(text.toString()), new Trace(consumed), null));
	};

	private static Program program(String text) {
		return new Program("toy", "toy.txt", text, "test");
	}

	private static Trace randomTrace(long seed, int n) {
		var random = new Random(seed);
		var decisions = new ArrayList<Decision>();
		for (int i = 0; i < n; i++) {
			decisions.add(new Decision("toy", 0, 9, random.nextInt(10)));
		}
		return new Trace(decisions);
	}

	/** Interesting when the text has a 7 statement and, after it, a 3 one (the "bug"). */
	private static final Predicate<String> SEVEN_THEN_THREE = t -> t.indexOf("v7;") >= 0
			&& t.indexOf("v3;", t.indexOf("v7;")) > 0;

	private static CandidateTest testOf(Predicate<String> interesting, AtomicInteger runs) {
		return new CandidateTest() {
			@Override
			public boolean reproduces(Program candidate) {
				runs.incrementAndGet();
				return interesting.test(candidate.text());
			}

			@Override
			public void close() {
			}
		};
	}

	private static Trace interestingTrace(long seed) {
		for (long s = seed; ; s++) {
			var trace = randomTrace(s, 200);
			if (SEVEN_THEN_THREE.test(TOY.replay(trace, null, Set.of()).orElseThrow().program().text())) {
				return trace;
			}
		}
	}

	@Test
	void decisionShrinkingReachesTheMinimalProgram() {
		var trace = interestingTrace(1);
		var original = TOY.replay(trace, null, Set.of()).orElseThrow().program();
		var runs = new AtomicInteger();
		var r = new Reducer(TOY, t -> true, () -> testOf(SEVEN_THEN_THREE, runs)).reduce(original, trace,
				new Reducer.Options(1, Duration.ofMinutes(1), false));
		assertTrue(r.verified());
		assertFalse(r.textEdited(), "text passes were not asked for");
		// Two statements: 7 first, then 3, and nothing else.
		assertEquals("v7;\nv3;\n", r.reducedText());
		assertEquals(TokenCount.of(original.text()), r.originalTokens());
		assertEquals(4, r.reducedTokens());
		assertEquals(List.of(7L, 3L), r.reducedTrace().decisions().stream().map(Decision::value).toList());
		assertTrue(SEVEN_THEN_THREE.test(r.reducedText()));
		assertTrue(r.candidatesRun() == runs.get() - 2, "every run counted but the first and last judgements: " + r);
	}

	@Test
	void parallelCandidatesGiveTheSameResultAsOneAtATime() {
		var trace = interestingTrace(5);
		var original = TOY.replay(trace, null, Set.of()).orElseThrow().program();
		var one = new Reducer(TOY, t -> true, () -> testOf(SEVEN_THEN_THREE, new AtomicInteger())).reduce(original, trace,
				new Reducer.Options(1, Duration.ofMinutes(1), true));
		var four = new Reducer(TOY, t -> true, () -> testOf(SEVEN_THEN_THREE, new AtomicInteger())).reduce(original, trace,
				new Reducer.Options(4, Duration.ofMinutes(1), true));
		assertEquals(one.reducedText(), four.reducedText());
		assertEquals(one.candidatesAccepted(), four.candidatesAccepted());
	}

	@Test
	void textPassesReduceAFileWithoutATraceAndNeverRunWhatDoesNotParse() {
		String text = "v1;\nv7;\nv2;\nv9;\nv3;\nv4;\n";
		Predicate<String> parses = t -> t.matches("(v\\d;\n)*");
		var ran = new ArrayList<String>();
		var test = new CandidateTest() {
			@Override
			public synchronized boolean reproduces(Program candidate) {
				ran.add(candidate.text());
				return SEVEN_THEN_THREE.test(candidate.text());
			}

			@Override
			public void close() {
			}
		};
		var r = new Reducer(null, parses, () -> test).reduce(program(text), null,
				new Reducer.Options(2, Duration.ofMinutes(1), true));
		assertEquals("v7;\nv3;\n", r.reducedText());
		assertTrue(r.textEdited());
		assertTrue(ran.stream().allMatch(parses), "ran a candidate that does not parse: " + ran);
	}

	@Test
	void aBlockThatOnlyParsesWholeIsDeletedWhereverItStarts() {
		// Braces must balance; the block of three lines starts at the second line, not at a multiple of three.
		Predicate<String> parses = t -> t.chars().filter(c -> c == '{').count() == t.chars().filter(c -> c == '}').count()
				&& t.indexOf('}') >= t.indexOf('{');
		String text = "a\n{\nb\n}\nc\n{\n}\nX\nd\n";
		var r = new Reducer(null, parses, () -> testOf(t -> t.contains("X"), new AtomicInteger())).reduce(program(text),
				null, new Reducer.Options(1, Duration.ofMinutes(1), true));
		assertEquals("X\n", r.reducedText());
	}

	@Test
	void aProgramThatDoesNotReproduceIsNotReducedAndAFlakyResultFallsBackToTheOriginal() {
		var trace = interestingTrace(9);
		var original = TOY.replay(trace, null, Set.of()).orElseThrow().program();
		var gone = new Reducer(TOY, t -> true, () -> testOf(t -> false, new AtomicInteger())).reduce(original, trace,
				new Reducer.Options(1, Duration.ofMinutes(1), true));
		assertFalse(gone.verified());
		assertEquals(original.text(), gone.reducedText());
		assertEquals(0, gone.candidatesAccepted());

		// Interesting except on the very last judgement: the reduced program did not hold up when judged again.
		var calls = new AtomicInteger();
		var steady = new Reducer(TOY, t -> true, () -> testOf(SEVEN_THEN_THREE, calls)).reduce(original, trace,
				new Reducer.Options(1, Duration.ofMinutes(1), false));
		int total = calls.get();
		var judged = new AtomicInteger();
		var failsLast = new Reducer(TOY, t -> true, () -> testOf(t -> judged.incrementAndGet() < total
				&& SEVEN_THEN_THREE.test(t), new AtomicInteger())).reduce(original, trace,
						new Reducer.Options(1, Duration.ofMinutes(1), false));
		assertTrue(steady.verified());
		assertEquals(total, judged.get(), "the same judgements in the same order");
		assertFalse(failsLast.verified());
		assertEquals(original.text(), failsLast.reducedText(), "a result that did not reproduce is never reported");
	}

	@Test
	void theTimeBudgetEndsAReduction() {
		var trace = interestingTrace(3);
		var original = TOY.replay(trace, null, Set.of()).orElseThrow().program();
		var slow = new Reducer(TOY, t -> true, () -> testOf(t -> {
			try {
				Thread.sleep(20);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			return SEVEN_THEN_THREE.test(t);
		}, new AtomicInteger())).reduce(original, trace, new Reducer.Options(1, Duration.ofMillis(300), true));
		assertTrue(slow.timedOut());
		assertTrue(slow.took().toMillis() < 3000, "took " + slow.took());
		assertTrue(slow.verified() && SEVEN_THEN_THREE.test(slow.reducedText()), "what it holds still reproduces");
	}
}
