package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import cadmus.testing.GoldenPrograms;

/**
 * The programs of seed 1 are those they were ({@link GoldenPrograms}): a change to the engine or the rules that
 * changes any of the first 300 sql programs fails here; one that must change them updates the digest and says why.
 */
class GoldenProgramsTest {

	private static final String DIGEST = "a9fc97b230fa90f955086a6758f3b2f73036484b02402fc3cc8c8bdadcee78e5";

	@Test
	void theProgramsOfASeedAreUnchanged() {
		assertEquals(DIGEST, GoldenPrograms.digest("sql", 1, 300));
	}
}
