package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import cadmus.testing.GoldenPrograms;

/**
 * The programs of seed 1 are those they were ({@link GoldenPrograms}): a change to the engine or the rules that
 * changes any of the first 300 sql programs fails here; one that must change them updates the digest and says why.
 */
class GoldenProgramsTest {

	private static final String DIGEST = "f2519f61bd786ff12f9793321bb0d3cdb0f91d66bec901a4626c1962750fd2c3";

	@Test
	void theProgramsOfASeedAreUnchanged() {
		assertEquals(DIGEST, GoldenPrograms.digest("sql", 1, 300));
	}
}
