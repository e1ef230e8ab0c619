package cadmus.lang.lua.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.generate.SeededDecisionSource;
import cadmus.testing.HotForms;
import cadmus.testing.Services;

/**
 * The hot form of generated programs ({@code Language.hotProgramText}) means what the program means: on the
 * reference, its last round prints exactly what the program prints, after one line, the hash of the earlier rounds;
 * and each tier of the dialect prints the same as the reference, hash included: LuaJIT's interpreter alone and its
 * trace compiler hot at once, Debian 12's and Debian 13's, beside embedded C Lua 5.1; Debian 13's Lua 5.4.7 beside
 * embedded C Lua 5.4. Programs of a seed no other test uses.
 */
class LuaHotFormTest {

	private static final long SEED = 50_003_002;
	private static final int PROGRAMS = 60;
	private static final int ROUNDS = 100;
	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 20);

	private static List<String> outputs(String id, List<Program> programs) {
		return HotForms.outputs("lua", id, programs, LIMITS);
	}

	@ParameterizedTest
	@CsvSource({ "5.1, lua.luajava-5.1, lua.luajit-joff", "5.1, lua.luajava-5.1, lua.luajit-hot",
			"5.1, lua.luajava-5.1, lua.luajit-joff-debian13", "5.1, lua.luajava-5.1, lua.luajit-hot-debian13",
			"5.4, lua.luajava-5.4, lua.lua5.4-debian13", "5.4, lua.luajava-5.4, lua.lua5.4-gcstress-debian13",
			"5.4, lua.luajava-5.4, lua.lua5.4-genstress-debian13" })
	void theLastRoundPrintsWhatTheProgramPrintsAndEveryTierTheSame(String dialect, String reference, String tier) {
		var lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
		var generator = Services.get(Generator.class, null);
		var rules = lua.rules(dialect);
		var plain = new ArrayList<Program>();
		var hot = new ArrayList<Program>();
		for (int i = 0; i < PROGRAMS; i++) {
			var tree = generator.generate(lua, rules, new SeededDecisionSource(SeededDecisionSource.programSeed(SEED, i)),
					SizeBound.DEFAULT);
			plain.add(new Program("lua", "plain-" + i, lua.programText(tree, rules), "program " + i));
			hot.add(new Program("lua", "hot-" + i, lua.hotProgramText(tree, rules, ROUNDS).orElseThrow(), "program " + i));
		}
		var expected = outputs(reference, hot);
		HotForms.assertLastRoundIsTheProgram(outputs(reference, plain), expected, hot);
		var tierOutputs = outputs(tier, hot);
		for (int i = 0; i < PROGRAMS; i++) {
			assertEquals(expected.get(i), tierOutputs.get(i), tier + " on hot program " + i + ":\n" + hot.get(i).text());
		}
	}

	/**
	 * In the second half of the quiet rounds a call site sees other values than in the first: where numbers are
	 * doubles alone (5.1), negated numbers (-0 for 0) and numbers plus a half where it saw integral ones, other
	 * strings, the negated boolean; in 5.4, integers stay integers (negated, never a float). The function records what
	 * it saw in a global table, which outlives the rounds (it classifies without calls, whose arguments are varied
	 * too); the last round prints it.
	 */
	@ParameterizedTest
	@CsvSource({ "5.1, lua.luajit-hot, 'boolean, integral, negative, negative zero, string of 0, string of 2, string of 3, with a half'",
			"5.4, lua.luajava-5.4, 'boolean, integer, negative, string of 0, string of 2, string of 3'" })
	void theLaterQuietRoundsVaryWhatEachCallSitePasses(String dialect, String id, String seen) throws Exception {
		var lua = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=lua)");
		var tree = lua.parse("""
				local function seen(x)
				  local kind = type(x)
				  if kind == "number" then
				    if x % 1 ~= 0 then kind = "with a half"
				    elseif x == 0 and 1 / x < 0 then kind = "negative zero"
				    elseif x < 0 then kind = "negative"
				    elseif math.type and math.type(x) == "integer" then kind = "integer"
				    else kind = "integral" end
				  elseif kind == "string" then kind = "string of " .. #x end
				  SEEN = SEEN or {}
				  SEEN[kind] = true
				  return x
				end
				for i = 1, 3 do seen(0) seen(3) seen("ab") seen(true) end
				local kinds = {}
				for k in pairs(SEEN) do kinds[#kinds + 1] = k end
				table.sort(kinds)
				emit(table.concat(kinds, ", "))
				""");
		var program = new Program("lua", "varying", lua.hotProgramText(tree, lua.rules(dialect), ROUNDS).orElseThrow(),
				"by hand");
		String output = outputs(id, List.of(program)).get(0);
		String[] lines = output.split("\n", 3);
		assertTrue(lines[0].startsWith("OK"), output + "\n" + program.text());
		assertEquals("\"" + seen + "\"\n", lines[2], program.text());
	}
}
