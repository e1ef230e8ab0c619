package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;

class LuaParserTest {

	private final Language lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");

	@Test
	void everyHandWrittenProgramParsesAndSurvivesARoundTrip() throws Exception {
		var programs = Programs.all();
		assertTrue(programs.size() >= 8, "programs missing: " + programs.keySet());
		for (var entry : programs.entrySet()) {
			var tree = lua.parse(entry.getValue());
			String rendered = lua.render(tree);
			var again = lua.parse(rendered);
			assertTrue(EcoreUtil.equals(tree, again), entry.getKey() + " rendered differently:\n" + rendered);
		}
	}

	@Test
	void theParserBuildsTheExpectedTree() throws Exception {
		var tree = lua.parse("local x = 1 + 2 * 3\nprint(x)\n");
		String rendered = lua.render(tree);
		assertEquals("local x = 1 + (2 * 3)\nprint(x)\n", rendered);
	}

	@Test
	void stringEscapesAreReadAsLuaReadsThem() throws Exception {
		var tree = lua.parse("s = \"a\\65\\x42\\n\\\"q\\\"\\\\\"");
		assertEquals("s = \"aAB\\n\\\"q\\\"\\\\\"\n", lua.render(tree));
	}

	@Test
	void longBracketsAreReadAsLuaReadsThem() throws Exception {
		// A first line break is skipped, escapes are not escapes, every line break reads as \n; levels 0 to 2.
		var tree = lua.parse("s = [[\nab\\n\r\nc]]\nt = [=[a]]b]=]\nu = [==[]=]]==]\n--[==[ a comment ]] ]==] v = 1\n--[[ x ]]");
		assertEquals("s = \"ab\\\\n\\nc\"\nt = \"a]]b\"\nu = \"]=]\"\nv = 1\n", lua.render(tree));
		assertThrows(UnparsableProgramException.class, () -> lua.parse("s = [==[ never closed ]=]"));
	}

	@Test
	void syntaxErrorsNameTheirLine() {
		var e = assertThrows(UnparsableProgramException.class, () -> lua.parse("local x = 1\nx = = 2\n"));
		assertTrue(e.errors().get(0).startsWith("line 2"), e.getMessage());
		assertThrows(UnparsableProgramException.class, () -> lua.parse("if x then"));
		assertThrows(UnparsableProgramException.class, () -> lua.parse("s = \"\\q\""));
	}
}
