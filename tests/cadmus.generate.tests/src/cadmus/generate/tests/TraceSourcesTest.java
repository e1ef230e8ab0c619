package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.SplittableRandom;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.SizeBound;
import cadmus.generate.ByteDecisionSource;
import cadmus.generate.Decision;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Trace;

/** Recording, replay and byte-sequence sources: programs reproducible from a trace or from bytes. */
class TraceSourcesTest {

	private final HoleFillingGenerator generator = new HoleFillingGenerator();
	private final MiniLanguage mini = MiniLanguage.standard();

	@Test
	void aReplayedTraceRegeneratesTheSameTree() {
		for (long seed = 0; seed < 100; seed++) {
			var recording = new RecordingDecisionSource(new SeededDecisionSource(seed));
			var tree = generator.generate(mini, recording, SizeBound.DEFAULT);
			var trace = Trace.fromText(recording.trace().toText());
			assertEquals(recording.trace(), trace, "text form lost something");
			var replay = new ReplayDecisionSource(trace);
			assertTrue(EcoreUtil.equals(tree, generator.generate(mini, replay, SizeBound.DEFAULT)), "seed " + seed);
			assertEquals(0, replay.clamped());
		}
	}

	@Test
	void aShrunkTraceStillGeneratesASmallerProgram() {
		int smaller = 0;
		int same = 0;
		int larger = 0;
		for (long seed = 0; seed < 200; seed++) {
			var recording = new RecordingDecisionSource(new SeededDecisionSource(seed));
			var tree = generator.generate(mini, recording, new SizeBound(200));
			var full = recording.trace();
			var half = new Trace(full.decisions().subList(0, full.size() / 2));
			var shrunk = generator.generate(mini, new ReplayDecisionSource(half), new SizeBound(200));
			if (count(shrunk) < count(tree)) {
				smaller++;
			} else if (count(shrunk) == count(tree)) {
				same++;
			} else {
				larger++;
			}
		}
		assertEquals(0, larger, "a trace cut in half gave a larger program");
		// Measured 138 smaller and 62 equal: where the decisions cut away only chose attribute values or classes of
		// one size, the program keeps its size. 100 leaves a margin of 38 (about 5 standard deviations).
		assertTrue(smaller >= 100, "half traces gave only " + smaller + " smaller programs of 200 (" + same + " equal)");
		var empty = generator.generate(mini, new ReplayDecisionSource(new Trace(java.util.List.of())), new SizeBound(200));
		assertEquals(1, count(empty), "an empty trace must give the smallest program");
	}

	/**
	 * An edited trace meets ranges that changed under it (a deleted sibling leaves a list less room): a value
	 * above its range takes the high end, one below it the low end, so the edit changes as little as it can.
	 */
	@Test
	void aValueOutsideItsRangeIsClampedToTheNearestEnd() {
		var replay = new ReplayDecisionSource(new Trace(java.util.List.of(new Decision("a", 0, 100, 70),
				new Decision("b", -10, 10, -7), new Decision("c", 0, 100, 5))));
		assertEquals(9, replay.between("a", 0, 9), "70 in 0..9");
		assertEquals(0, replay.between("b", 0, 9), "-7 in 0..9");
		assertEquals(5, replay.between("c", 0, 9), "5 in 0..9");
		assertEquals(2, replay.clamped());
		assertEquals(3, replay.between("past the end", 3, 9), "past the trace's end: the smallest value");
	}

	@Test
	void badTraceTextNamesTheLine() {
		var e = assertThrows(IllegalArgumentException.class, () -> Trace.fromText("1 0 3 a\nnonsense\n"));
		assertTrue(e.getMessage().contains("line 2"), e.getMessage());
	}

	@Test
	void theSameBytesGiveTheSameTreeAndRunningOutIsDeterministic() {
		var bytes = new byte[12];
		new SplittableRandom(5).nextBytes(bytes);
		var a = generator.generate(mini, new ByteDecisionSource(bytes), SizeBound.DEFAULT);
		var b = generator.generate(mini, new ByteDecisionSource(bytes), SizeBound.DEFAULT);
		assertTrue(EcoreUtil.equals(a, b));
	}

	@Test
	void theBytesReadMakeTheSameProgramWhetherTheInputWasLongerOrShorter() {
		var random = new SplittableRandom(7);
		int cut = 0;
		int extended = 0;
		for (int round = 0; round < 200; round++) {
			var bytes = new byte[4 * random.nextInt(1, 60)];
			random.nextBytes(bytes);
			var source = new ByteDecisionSource(bytes);
			var recording = new RecordingDecisionSource(source);
			var tree = generator.generate(mini, recording, new SizeBound(100));
			byte[] read = source.read();
			assertEquals(source.consumed(), read.length);
			long span;
			int expected = 0;
			for (var d : recording.trace().decisions()) {
				span = d.hi() - d.lo() + 1;
				expected += span > 0 && span <= 1L << 32 ? 4 : 8;
			}
			assertEquals(expected, read.length, "4 bytes per decision, 8 for a range wider than 32 bits");
			int common = Math.min(bytes.length, read.length);
			assertTrue(java.util.Arrays.equals(bytes, 0, common, read, 0, common), "the given bytes come first");
			cut += read.length < bytes.length ? 1 : 0;
			extended += read.length > bytes.length ? 1 : 0;
			var again = new ByteDecisionSource(read);
			assertTrue(EcoreUtil.equals(tree, generator.generate(mini, again, new SizeBound(100))), "round " + round);
			assertEquals(read.length, again.consumed(), "regenerating reads all of them and nothing past them");
		}
		assertTrue(cut > 0 && extended > 0, "both cases tried: " + cut + " cut, " + extended + " extended");
	}

	@Test
	void mutatingOneDecisionsBytesLeavesEarlierDecisionsAlone() {
		var random = new SplittableRandom(11);
		int changedLater = 0;
		for (int round = 0; round < 200; round++) {
			var bytes = new byte[400];
			random.nextBytes(bytes);
			var before = new RecordingDecisionSource(new ByteDecisionSource(bytes));
			generator.generate(mini, before, new SizeBound(200));
			var decisions = before.trace().decisions();
			int k = random.nextInt(Math.min(decisions.size(), 100));
			var mutated = bytes.clone();
			mutated[4 * k + 3] ^= 1; // the last byte of decision k (each consumes 4 bytes here)
			var after = new RecordingDecisionSource(new ByteDecisionSource(mutated));
			generator.generate(mini, after, new SizeBound(200));
			var again = after.trace().decisions();
			assertEquals(decisions.subList(0, k), again.subList(0, k), "decisions before " + k + " changed");
			if (!decisions.equals(again)) {
				changedLater++;
			}
		}
		// Measured 200 of 200: the flipped bit changes decision k unless its range holds one value.
		assertTrue(changedLater >= 180, "only " + changedLater + " of 200 one-bit mutations changed the decisions");
	}

	@Test
	void byteValuesStayInRange() {
		var source = new ByteDecisionSource(new byte[] { (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff });
		assertEquals(3, source.between("x", 0, 6), "0xffffffff mod 7 is 3");
		var bytes = new byte[4096];
		new SplittableRandom(1).nextBytes(bytes);
		var many = new ByteDecisionSource(bytes);
		for (int i = 0; i < 2000; i++) {
			long v = many.between("v", -5, 5);
			assertTrue(v >= -5 && v <= 5, "out of range: " + v);
			long w = many.between("w", Long.MIN_VALUE / 2, Long.MAX_VALUE / 2 + 7);
			assertTrue(w >= Long.MIN_VALUE / 2 && w <= Long.MAX_VALUE / 2 + 7, "out of range: " + w);
		}
	}

	private static int count(org.eclipse.emf.ecore.EObject tree) {
		int n = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			n++;
		}
		return n;
	}

	@Test
	void consumedCountsEveryByteRead() {
		var source = new ByteDecisionSource(new byte[2]);
		source.choose("a", 3);
		source.between("b", 0, Long.MAX_VALUE);
		assertEquals(12, source.consumed());
		assertEquals(2, source.bytes().length, "the given bytes, not those read past them");
	}

	@Test
	void sequencesOfOneLengthGoOnDifferentlyPastTheirEnd() {
		var random = new SplittableRandom(5);
		var a = new byte[64];
		var b = new byte[64];
		random.nextBytes(a);
		random.nextBytes(b);
		var sourceA = new ByteDecisionSource(a);
		var sourceB = new ByteDecisionSource(b);
		var pastA = new ArrayList<Long>();
		var pastB = new ArrayList<Long>();
		for (int i = 0; i < 48; i++) {
			long x = sourceA.between("x", 0, 1_000_000);
			long y = sourceB.between("x", 0, 1_000_000);
			if (i >= 16) {
				pastA.add(x);
				pastB.add(y);
			}
		}
		assertNotEquals(pastA, pastB, "two fresh inputs of one length must not continue with the same decisions");
		var again = new ByteDecisionSource(a);
		var pastAgain = new ArrayList<Long>();
		for (int i = 0; i < 48; i++) {
			long x = again.between("x", 0, 1_000_000);
			if (i >= 16) {
				pastAgain.add(x);
			}
		}
		assertEquals(pastA, pastAgain, "the bytes past the end are a function of the input");
	}
}
