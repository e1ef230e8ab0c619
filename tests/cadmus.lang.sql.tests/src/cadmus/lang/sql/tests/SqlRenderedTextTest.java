package cadmus.lang.sql.tests;

import org.junit.jupiter.api.Test;

import cadmus.api.UnparsableProgramException;
import cadmus.testing.RenderedText;

/**
 * The renderer's text pinned byte for byte ({@link RenderedText}): rendered/ holds programs the generator made (seeds 1 to 40,
 * size 120; its checks rendered as the queries they stand for, which parse back as plain queries, so each
 * file is the text those render to; checks.in.sql has the checks in their source syntax), as the renderer
 * wrote them before it was moved onto the core's table-driven one; every one, parsed and rendered again, must come out exactly as it is (a NAME.in file: as the
 * NAME file beside it), and together they hold every class of node the rules generate, so no construct's
 * layout can change unseen.
 */
class SqlRenderedTextTest {

	@Test
	void everyStoredProgramIsRenderedAgainExactlyAsItIs() throws UnparsableProgramException {
		RenderedText.assertEveryStoredProgramIsRenderedAgainExactlyAsItIs(SqlRenderedTextTest.class, "sql", 40);
	}
}
