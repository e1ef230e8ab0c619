package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import cadmus.api.Language;
import cadmus.api.UnparsableProgramException;
import cadmus.testing.Services;

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

	/**
	 * The grammar's statement rule parses a suffixed expression, then '=' or nothing; Lua's parser refuses the
	 * statements that are not calls and the assignments to what is not a variable, and so does this one (luac5.4 -p:
	 * "syntax error near ..." on each). Found by releng/grammar-false-accepts on mutants of generated programs.
	 */
	@Test
	void aStatementIsACallOrAnAssignmentToAVariable() throws Exception {
		for (String refused : new String[] { "x\n", "local a = {1,} x\n", "(print(1))\n", "a.b\n", "f() = 1\n",
				"(a) = 1\n", "((a)) = 2\n", "a, f() = 1, 2\n" }) {
			var e = assertThrows(UnparsableProgramException.class, () -> lua.parse(refused), refused);
			assertTrue(e.errors().get(0).startsWith("line 1"), refused + ": " + e.getMessage());
		}
		var line = assertThrows(UnparsableProgramException.class, () -> lua.parse("local x = 1\nprint(x)\nx\n"));
		assertEquals(java.util.List.of("line 3: a statement that is an expression must be a function call"), line.errors());
		for (String accepted : new String[] { "print(1)\n", "a.b:c(1)\n", "f{1}\n", "f'x'\n", "(f)(1)\n",
				"a, b.c, d[1] = 1, 2, 3\n", "(f()).x = 1\n", "(a).b = 1\n" }) {
			lua.parse(accepted);
		}
	}
}
