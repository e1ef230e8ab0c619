package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Program;
import cadmus.testing.Engines;

/**
 * What LuaJIT's trace compiler compiled of a program in its hot form, read from -jv, on Debian 12's and Debian 13's
 * LuaJIT: a loop of the round's is a trace of the program's, the prelude's and the harness's loops are not; the
 * interpreter alone, and a program not in its hot form, cannot tell.
 */
class LuaJitTraceTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 20);
	/** The shape of a hot form: a prelude function with a loop, the round with a loop, the harness's loop. */
	private static final String HOT = """
			local function prelude_loop(n) local s = 0 for i = 1, n do s = s + i end return s end
			-- Cadmus hot form: the program runs 50 times in hot_round; what the first 49 rounds print is hashed.
			local hot_sum = 0
			local function hot_round()
			local total = 0
			for i = 1, 300 do
			  total = (total + i * 3) % 1000003
			end
			hot_sum = (hot_sum + total) % 1000003
			end
			for hot_i = 1, 49 do
			  if not pcall(hot_round) then hot_sum = hot_sum + 1 end
			end
			hot_round()
			print(hot_sum, prelude_loop(3))
			""";

	private static Implementation implementation(String id) {
		return Engines.available("lua", id);
	}

	@ParameterizedTest
	@ValueSource(strings = { "lua.luajit-hot", "lua.luajit-hot-debian13" })
	void theRoundsLoopIsTracedAndNothingOutsideTheRoundCounts(String id) {
		var code = implementation(id).optimizedCode(new Program("lua", "hot.lua", HOT, "hot form"), LIMITS).orElseThrow();
		// LuaJIT 2.1 traces the round's loop (line 6), the round's entry (line 4), the harness's loop (line 11) and the
		// prelude's (line 1): the first is the program's, the second the round's, the others neither.
		assertTrue(code.units().stream().anyMatch(t -> t.endsWith(" at line 6")), code.toString());
		assertTrue(code.units().stream().allMatch(t -> t.matches(".* at line ([5-9]|10)")), code.toString());
		assertTrue(code.rounds().stream().allMatch(t -> t.endsWith(" at line 4")), code.toString());
	}

	@ParameterizedTest
	@ValueSource(strings = { "lua.luajit-joff", "lua.luajit-joff-debian13" })
	void theInterpreterAloneCannotTell(String id) {
		assertEquals(Optional.empty(), implementation(id).optimizedCode(new Program("lua", "hot.lua", HOT, "hot"), LIMITS));
	}

	@ParameterizedTest
	@ValueSource(strings = { "lua.luajit-hot" })
	void aProgramNotInItsHotFormCannotTell(String id) {
		var plain = new Program("lua", "plain.lua", "local s = 0\nfor i = 1, 300 do s = s + i end\nprint(s)\n", "plain");
		assertEquals(Optional.empty(), implementation(id).optimizedCode(plain, LIMITS));
	}
}
