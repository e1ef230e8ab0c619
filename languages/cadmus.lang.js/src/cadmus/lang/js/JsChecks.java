package cadmus.lang.js;

import java.util.List;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Outcome;
import cadmus.exec.Checks;
import cadmus.lang.js.engines.JsErrors;

/**
 * What every JavaScript implementation must get right before a campaign trusts it (a program that prints, one
 * that raises, one that does not compile), and the errors the language defines: any other error an
 * implementation reports shows it broke, not the program, so it is a crash.
 */
final class JsChecks {

	static final List<Canary> CANARIES = List.of(
			new Canary("prints", "print(\"cadmus canary \" + (6 * 7));\n", Outcome.OK, "cadmus canary 42\n"),
			new Canary("raises", "var t = null;\nprint(t.field);\n", Outcome.RUNTIME_ERROR, null),
			new Canary("rejects", "var = = 1;\n", Outcome.SYNTAX_ERROR, null));

	/**
	 * Unlike Lua's, JavaScript's errors can be listed, as kinds ({@link JsErrors}): the standard error classes
	 * (SyntaxError too, which eval and the Function constructor raise at run time) and thrown values that are
	 * not Errors. Anything else is an implementation's own: Rhino's InternalError, a Java exception leaking out
	 * of an engine, an engine's assertion failure.
	 */
	static final ExpectedErrors EXPECTED = ExpectedErrors.of(
			"^(Error|TypeError|RangeError|ReferenceError|SyntaxError|EvalError|URIError|AggregateError)$",
			"^throw (undefined|object|boolean|number|bigint|string|symbol|function)$");

	static final Checks CHECKS = new Checks(CANARIES, EXPECTED);

	private JsChecks() {
	}
}
