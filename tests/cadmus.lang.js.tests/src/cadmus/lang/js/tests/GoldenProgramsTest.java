package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import cadmus.testing.GoldenPrograms;

/**
 * The programs of seed 1 are those they were ({@link GoldenPrograms}): a change to the engine or the rules that
 * changes any of the first 300 js programs fails here; one that must change them updates the digest and says why.
 */
class GoldenProgramsTest {

	private static final String DIGEST = "e6a5ef121a18de3d646f07ff7990ac88db950e265a71699f68c53a1c4334354c";

	@Test
	void theProgramsOfASeedAreUnchanged() {
		assertEquals(DIGEST, GoldenPrograms.digest("js", 1, 300));
	}
}
