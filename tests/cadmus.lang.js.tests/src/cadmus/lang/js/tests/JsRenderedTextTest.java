package cadmus.lang.js.tests;

import org.junit.jupiter.api.Test;

import cadmus.api.UnparsableProgramException;
import cadmus.testing.RenderedText;

/**
 * The renderer's text pinned byte for byte ({@link RenderedText}): rendered/ holds programs the generator made for node, seeds
 * 1 to 100, size 120, without the prelude, and super.js, written by hand for the one class they lack (Super),
 * as the renderer wrote them before it was moved onto the core's table-driven one; every one, parsed and
 * rendered again, must come out exactly as it is (a NAME.in file: as the NAME file beside it), and together they hold every class of node the rules generate, so no construct's
 * layout can change unseen.
 */
class JsRenderedTextTest {

	@Test
	void everyStoredProgramIsRenderedAgainExactlyAsItIs() throws UnparsableProgramException {
		RenderedText.assertEveryStoredProgramIsRenderedAgainExactlyAsItIs(JsRenderedTextTest.class, "js", 40);
	}
}
