package cadmus.lang.js;

/**
 * A JavaScript program's hot form ({@link cadmus.api.Language#hotProgramText}): its code becomes the body of one
 * function, {@code hot_round}, called round after round in one script, so that V8's, JavaScriptCore's and
 * SpiderMonkey's compilers see it hot (its loops, and the functions it defines and calls, as well as the round
 * itself) and compile it. Each round starts with the prelude's loop fuel full, so every round runs the same code the
 * same number of times. The prelude's {@code out} is redeclared (the later declaration of a name wins): in the
 * rounds before the last it folds what it would print into a running hash instead, and an error that ends such a
 * round is counted there too (a line's end first, then its characters: with nothing after the hash's loop, V8's OSR
 * code for that loop has no statement after it that it could keep leaving, the deoptimization loop of
 * findings/v8-osr-code-deoptimized-on-every-call-after-its-loop.js); the hash is printed before the last round, which prints what the program prints and
 * ends as it ends. In the second half of the quiet rounds, the arguments of the program's calls change type and
 * shape from call to call ({@link JsVaryingCallSites}: {@code hot_vary} passes them as they are in the first half
 * and in the last round, so compilers first see one type at each call site and then others). ES5 throughout, like
 * the prelude, so the ES5-level engines run it too.
 */
final class JsHotForm {

	/** The function the program's code becomes the body of. */
	static final String ROUND = "hot_round";

	private JsHotForm() {
	}

	/** The hot form of a program's rendered code (without the prelude, which goes before it). */
	static String wrap(String code, int rounds) {
		if (rounds < 1) {
			throw new IllegalArgumentException("a hot form needs at least one round, not " + rounds);
		}
		return """
				// Cadmus hot form: the program runs %d times in hot_round; what the first %d rounds print is hashed.
				var hot_quiet = true;
				var hot_sum = 0;
				function out(v) {
				  var s = show(v);
				  if (!hot_quiet) { print(s); return; }
				  hot_sum = (hot_sum * 31 + 10) %% 1000000007;
				  for (var i = 0; i < s.length; i++) { hot_sum = (hot_sum * 31 + s.charCodeAt(i)) %% 1000000007; }
				}
				var hot_varied = 1;
				function hot_vary(v) {
				  if (!hot_quiet || hot_i * 2 < %d) { return v; }
				  hot_varied = (hot_varied * 75 + 74) %% 65537;
				  var mode = hot_varied %% 4;
				  if (typeof v === "number") { return mode === 0 ? v : mode === 1 ? v + 0.5 : mode === 2 ? -v : NaN; }
				  if (typeof v === "string") { return mode === 0 ? v : mode === 1 ? v + "\u0394" : mode === 2 ? "" : v.slice(1) + v.charAt(0); }
				  if (typeof v === "boolean") { return mode %% 2 === 0 ? v : !v; }
				  if (typeof v !== "object" || v === null || !Object.isExtensible(v) || mode === 0) { return v; }
				  if (!Array.isArray(v)) {
				    v.hot_a = 0; v.hot_b = 0; delete v.hot_a; delete v.hot_b;
				    return v;
				  }
				  var n = v.length;
				  if (mode !== 2) { v.push(0.5); v.pop(); }
				  if (mode !== 1) { v[n + 1] = 0; v.length = n; }
				  return v;
				}
				function hot_round() {
				fuel_used = 0;
				%s}
				for (var hot_i = 1; hot_i < %d; hot_i++) {
				  try { hot_round(); } catch (hot_e) { hot_sum = (hot_sum * 31 + 1) %% 1000000007; }
				}
				hot_quiet = false;
				out(hot_sum);
				hot_round();
				""".formatted(rounds, rounds - 1, rounds, code.endsWith("\n") ? code : code + "\n", rounds);
	}
}
