package cadmus.lang.php.tests;

import org.junit.jupiter.api.Test;

import cadmus.testing.GenerationSweep;

/**
 * Generation never gives up in php: each of 100,000 programs of a seed no other test uses is generated and rendered
 * as a campaign makes it ({@link GenerationSweep}); a failure names the program, which
 * {@code cadmus generate --lang php [--dialect D] --seed 48009004 --count i+1} makes again (the last one printed).
 * Measured: 290 s for the 100,000 on both cores of a shared 2-core machine under load (load average about 9). PHP's
 * generation itself is the slow part (rendering adds nothing measurable, and the engine before issue 48 took as
 * long): about 5.5 ms a program on one core.
 */
class GenerationNeverFailsTest {

	/** Used by no other test: the programs are new to the rules. */
	private static final long SEED = 48_009_004;
	private static final int PROGRAMS = 100_000;

	@Test
	void everyProgramOfAFreshSeedIsGenerated() {
		GenerationSweep.assertEveryProgramIsGenerated("php", SEED, PROGRAMS);
	}
}
