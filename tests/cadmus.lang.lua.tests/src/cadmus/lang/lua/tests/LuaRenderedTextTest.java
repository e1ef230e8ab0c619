package cadmus.lang.lua.tests;

import org.junit.jupiter.api.Test;

import cadmus.api.UnparsableProgramException;
import cadmus.testing.RenderedText;

/**
 * The renderer's text pinned byte for byte ({@link RenderedText}): rendered/ holds programs the generator made (Lua 5.4, seeds 1 to
 * 40, and Lua 5.1, seeds 41 to 80; size 120, without the prelude), as the renderer wrote them before it was moved onto the core's
 * table-driven one; every one, parsed and rendered again, must come out exactly as it is (a NAME.in file: as the
 * NAME file beside it), and together they hold every class of node the rules generate, so no construct's
 * layout can change unseen.
 */
class LuaRenderedTextTest {

	@Test
	void everyStoredProgramIsRenderedAgainExactlyAsItIs() throws UnparsableProgramException {
		RenderedText.assertEveryStoredProgramIsRenderedAgainExactlyAsItIs(LuaRenderedTextTest.class, "lua", 40);
	}
}
