package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
		assertNotEquals(100, same);
	}
}
