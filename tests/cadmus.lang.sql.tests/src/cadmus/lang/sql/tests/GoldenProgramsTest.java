package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import cadmus.testing.GoldenPrograms;

/**
 * The programs of seed 1 are those they were ({@link GoldenPrograms}): a change to the engine or the rules that
 * changes any of the first 300 sql programs fails here; one that must change them updates the digest and says why.
 */
class GoldenProgramsTest {

	private static final String DIGEST = "d3552d724d2cce9a9a38d95da4bbd3437f5bdc5e4cb966ae0e09186b33b588db";

	@Test
	void theProgramsOfASeedAreUnchanged() {
		assertEquals(DIGEST, GoldenPrograms.digest("sql", 1, 300));
	}
}
