package cadmus.lang.js.tests;

import java.util.List;

import org.junit.jupiter.api.Test;

import cadmus.testing.StandaloneRuns;

/**
 * The command an upstream report gives (`cadmus upstream`) shows with the engine alone what Cadmus saw the
 * implementation do ({@link StandaloneRuns}): for generated programs of a seed no other test uses, on the machine's
 * engine and today's tiers.
 */
class StandaloneCommandTest {

	@Test
	void theEngineAloneDoesWhatCadmusSaw() {
		StandaloneRuns.assertTheEngineAloneDoesWhatCadmusSaw("js", List.of("js.node", "js.node26-turbofan", "js.jsc-eager-debian13", "js.gjs-debian13"), 51003, 25);
	}
}
