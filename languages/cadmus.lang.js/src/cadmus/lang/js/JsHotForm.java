package cadmus.lang.js;

/**
 * A JavaScript program's hot form ({@link cadmus.api.Language#hotProgramText}): its code becomes the body of one
 * function, {@code hot_round}, called round after round in one script, so that V8's, JavaScriptCore's and
 * SpiderMonkey's compilers see it hot (its loops, and the functions it defines and calls, as well as the round
 * itself) and compile it. Each round starts with the prelude's loop fuel full, so every round runs the same code the
 * same number of times. The prelude's {@code out} is redeclared (the later declaration of a name wins): in the
 * rounds before the last it folds what it would print into a running hash instead, and an error that ends such a
 * round is counted there too; the hash is printed before the last round, which prints what the program prints and
 * ends as it ends. ES5 throughout, like the prelude, so the ES5-level engines run it too.
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
				  for (var i = 0; i < s.length; i++) { hot_sum = (hot_sum * 31 + s.charCodeAt(i)) %% 1000000007; }
				  hot_sum = (hot_sum * 31 + 10) %% 1000000007;
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
				""".formatted(rounds, rounds - 1, code.endsWith("\n") ? code : code + "\n", rounds);
	}
}
