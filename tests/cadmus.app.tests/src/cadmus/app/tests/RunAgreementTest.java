package cadmus.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cadmus run} says "agree" as a campaign's differential oracle judges: failed runs agree on their outcome
 * class (outcome and error kind), not on what they printed before failing. Grouped by outcome and output, as run
 * did before, the first program's three runs agreed (all RUNTIME_ERROR after printing 1), though LuaJ names the
 * nil it indexes differently, which a campaign buckets as a disagreement.
 */
class RunAgreementTest {

	@TempDir
	static Path temp;

	@Test
	void runGroupsFailedRunsByTheirErrorAsTheDifferentialOracleDoes() throws Exception {
		Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/lua5.1")) && Files.isExecutable(Path.of("/usr/bin/luajit")),
				"C Lua 5.1 and LuaJIT (Debian lua5.1, luajit) are not installed");
		var cadmus = new Product(temp.resolve("configuration"));
		Path nilIndex = Files.writeString(temp.resolve("nil-index.lua"), "print(1)\nlocal t = nil\nprint(t.x)\n");
		Path sameError = Files.writeString(temp.resolve("same-error.lua"), "io.write(\"a\")\nerror(\"boom\")\n");
		var r = cadmus.run("run", "--lang", "lua", "--impl", "lua.luaj,lua.lua5.1,lua.luajit", nilIndex.toString(),
				sameError.toString());
		assertEquals(0, r.exitCode(), r.toString());
		String first = r.stdout().substring(0, r.stdout().indexOf("== " + sameError));
		assertTrue(first.contains("output A (lua.luaj) RUNTIME_ERROR(attempt to index ? (a nil value)):")
				&& first.contains("output B (lua.lua5.1, lua.luajit) RUNTIME_ERROR(attempt to index local '_' (a nil value)):")
				&& first.contains("  2 different results"), r.toString());
		String second = r.stdout().substring(r.stdout().indexOf("== " + sameError));
		assertTrue(second.contains("output A (lua.luaj, lua.lua5.1, lua.luajit) RUNTIME_ERROR(boom):") && second.contains("  all agree"),
				r.toString());
	}
}
