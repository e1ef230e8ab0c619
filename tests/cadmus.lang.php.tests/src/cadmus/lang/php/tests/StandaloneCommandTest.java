package cadmus.lang.php.tests;

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
		StandaloneRuns.assertTheEngineAloneDoesWhatCadmusSaw("php", List.of("php.plain", "php.jit-function-debian13", "php.jit-tracing-debian13"), 51002, 25);
	}
}
