package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import cadmus.generate.SeededDecisionSource;

class DecisionSourceTest {

	@Test
	void valuesStayInTheirRanges() {
		var d = new SeededDecisionSource(42);
		for (int i = 0; i < 10_000; i++) {
			int c = d.choose("c", 7);
			assertTrue(c >= 0 && c < 7);
			long b = d.between("b", -3, 3);
			assertTrue(b >= -3 && b <= 3);
		}
		assertEquals(5, d.between("fixed", 5, 5));
		assertThrows(IllegalArgumentException.class, () -> d.choose("empty", 0));
		assertThrows(IllegalArgumentException.class, () -> d.between("empty", 2, 1));
	}

	@Test
	void zeroWeightsAreNeverChosen() {
		var d = new SeededDecisionSource(1);
		var counts = new int[4];
		for (int i = 0; i < 10_000; i++) {
			counts[d.chooseWeighted("w", new double[] { 0, 1, 0, 3 })]++;
		}
		assertEquals(0, counts[0]);
		assertEquals(0, counts[2]);
		assertTrue(counts[3] > 2 * counts[1], "weights ignored: " + counts[1] + " vs " + counts[3]);
		assertThrows(IllegalArgumentException.class, () -> d.chooseWeighted("none", new double[] { 0, 0 }));
	}

	@Test
	void programSourcesAreReproducibleAndIndependent() {
		var a = SeededDecisionSource.forProgram(7, 3);
		var b = SeededDecisionSource.forProgram(7, 3);
		var c = SeededDecisionSource.forProgram(7, 4);
		long same = 0;
		for (int i = 0; i < 100; i++) {
			long x = a.between("x", 0, Long.MAX_VALUE - 1);
			assertEquals(x, b.between("x", 0, Long.MAX_VALUE - 1));
			if (x == c.between("x", 0, Long.MAX_VALUE - 1)) {
				same++;
			}
		}
		// Two independent draws from 2^63 values meet with probability 2^-63: none of 100 may.
		assertEquals(0, same, "programs 3 and 4 drew equal values");
		// Neither do the draws of neighbouring programs, aligned or shifted (one stream read from a later point):
		// 2000 pairs of 10 x 10 values from 2^63 meet by chance with probability below 2^-42.
		for (long program = 0; program < 2000; program++) {
			var mine = new java.util.HashSet<Long>();
			var first = SeededDecisionSource.forProgram(7, program);
			var next = SeededDecisionSource.forProgram(7, program + 1);
			for (int i = 0; i < 10; i++) {
				mine.add(first.between("x", 0, Long.MAX_VALUE - 1));
			}
			for (int i = 0; i < 10; i++) {
				long x = next.between("x", 0, Long.MAX_VALUE - 1);
				assertTrue(!mine.contains(x), "programs " + program + " and " + (program + 1) + " share the value " + x);
			}
		}
		// Coin flips of independent programs agree about half the time; a derivation that lost the index (every
		// program one stream) would agree every time.
		int agree = 0;
		for (long program = 0; program < 2000; program++) {
			var first = SeededDecisionSource.forProgram(7, program);
			var next = SeededDecisionSource.forProgram(7, program + 1);
			if (first.choose("coin", 2) == next.choose("coin", 2)) {
				agree++;
			}
		}
		// Measured 1014 agreements (seed 7, programs 0..1999): expected 1000, standard deviation about 22; a margin of
		// 150 is about seven standard deviations.
		assertTrue(Math.abs(agree - 1000) < 150, "first coin flips of neighbouring programs agreed " + agree + " times of 2000");
	}
}
