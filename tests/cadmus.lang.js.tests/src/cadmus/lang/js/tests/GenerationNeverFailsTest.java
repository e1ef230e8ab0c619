package cadmus.lang.js.tests;

import org.junit.jupiter.api.Test;

import cadmus.testing.GenerationSweep;

/**
 * Generation never gives up in js: each of 100,000 programs of a seed no other test uses is generated and rendered
 * as a campaign makes it ({@link GenerationSweep}); a failure names the program, which
 * {@code cadmus generate --lang js [--dialect D] --seed 48009002 --count i+1} makes again (the last one printed).
 * Measured: 66 s for the 100,000 on both cores of a shared 2-core machine under load (load average about 9).
 */
class GenerationNeverFailsTest {

	/** Used by no other test: the programs are new to the rules. */
	private static final long SEED = 48_009_002;
	private static final int PROGRAMS = 100_000;

	@Test
	void everyProgramOfAFreshSeedIsGenerated() {
		GenerationSweep.assertEveryProgramIsGenerated("js", SEED, PROGRAMS);
	}
}
