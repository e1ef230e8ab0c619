package cadmus.lang.lua.tests;

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
		StandaloneRuns.assertTheEngineAloneDoesWhatCadmusSaw("lua", List.of("lua.lua5.4", "lua.luajit-hot-debian13", "lua.lua5.4-debian13", "lua.lua5.4-gcstress-debian13"), 51001, 25);
	}
}
