package cadmus.lang.lua;

/**
 * A Lua program's hot form ({@link cadmus.api.Language#hotProgramText}): its code becomes the body of one local
 * function, {@code hot_round}, called round after round in one chunk, so that LuaJIT's trace compiler finds its loops
 * and the round itself hot. Each round starts with the prelude's loop fuel and recursion budget full, so every round
 * runs the same code the same number of times. The prelude's {@code emit} is shadowed by a local of the same name
 * (code after it sees the new one): in the rounds before the last it folds what it would print into a running hash
 * instead, and an error that ends such a round is counted there too; the hash is printed before the last round,
 * which prints what the program prints and ends as it ends. The hash stays below 2^53, so Lua 5.1's doubles and
 * 5.4's integers agree on it. In the second half of the quiet rounds the arguments of the program's calls change
 * from call to call ({@link LuaVaryingCallSites}: {@code hot_vary} passes them as they are in the first half and in
 * the last round, so the trace compiler first sees one kind of value at each call site and then others).
 */
final class LuaHotForm {

	/** The function the program's code becomes the body of. */
	static final String ROUND = "hot_round";

	private LuaHotForm() {
	}

	/**
	 * The hot form of a program's rendered code (without the prelude, which goes before it); {@code fractions}: whether
	 * numbers may be varied by a half (where they are doubles alone: 5.1 and LuaJIT).
	 */
	static String wrap(String code, int rounds, boolean fractions) {
		if (rounds < 1) {
			throw new IllegalArgumentException("a hot form needs at least one round, not " + rounds);
		}
		return """
				-- Cadmus hot form: the program runs %d times in hot_round; what the first %d rounds print is hashed.
				local hot_quiet, hot_sum, hot_at, hot_varied = true, 0, 0, 1
				local function hot_vary(v)
				  if not hot_quiet or hot_at * 2 < %d then return v end
				  hot_varied = (hot_varied * 75 + 74) %% 65537
				  local mode, kind = hot_varied %% 4, type(v)
				  if kind == "number" then
				    if mode == 1 or mode == 3 and not %s then return -v end
				    if mode == 3 then return v + 0.5 end
				  elseif kind == "string" then
				    if mode == 1 then return v .. "z" end
				    if mode == 2 then return "" end
				    if mode == 3 then return string.sub(v, 2) .. string.sub(v, 1, 1) end
				  elseif kind == "boolean" and mode %% 2 == 1 then
				    return not v
				  end
				  return v
				end
				local function emit(v)
				  local s = show(v)
				  if not hot_quiet then print(s) return end
				  for i = 1, #s do hot_sum = (hot_sum * 31 + string.byte(s, i)) %% 1000000007 end
				  hot_sum = (hot_sum * 31 + 10) %% 1000000007
				end
				local function hot_round()
				fuel_used, rec_depth, rec_calls = 0, 0, 0
				%send
				for hot_i = 1, %d do
				  hot_at = hot_i
				  if not pcall(hot_round) then hot_sum = (hot_sum * 31 + 1) %% 1000000007 end
				end
				hot_quiet = false
				emit(hot_sum)
				hot_round()
				""".formatted(rounds, rounds - 1, rounds, fractions, code.endsWith("\n") ? code : code + "\n", rounds - 1);
	}
}
