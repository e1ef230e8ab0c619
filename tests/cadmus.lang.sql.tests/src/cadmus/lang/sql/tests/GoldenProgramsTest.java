package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import cadmus.testing.GoldenPrograms;

/**
 * The programs of seed 1 are those they were ({@link GoldenPrograms}): a change to the engine or the rules that
 * changes any of the first 300 sql programs fails here; one that must change them updates the digest and says why.
 */
class GoldenProgramsTest {

	private static final String DIGEST = "2fa3c720622b264d6f6aeaa46c35e66169f629d27ab1c0f080d52f61d4b83835";

	@Test
	void theProgramsOfASeedAreUnchanged() {
		assertEquals(DIGEST, GoldenPrograms.digest("sql", 1, 300));
	}
}
