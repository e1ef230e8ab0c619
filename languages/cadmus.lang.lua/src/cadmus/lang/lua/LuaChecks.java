package cadmus.lang.lua;

import java.util.List;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Outcome;
import cadmus.exec.Checks;

/**
 * What every Lua implementation must get right before a campaign trusts it (a program that prints, one that
 * raises, one that does not compile), and the runtime errors Lua defines: the messages of the reference
 * manual and of the standard library, as C Lua, LuaJIT and LuaJ word them. Any other runtime error (a Java
 * exception leaking out of LuaJ, an internal assertion) is a crash of the implementation.
 */
final class LuaChecks {

	static final List<Canary> CANARIES = List.of(
			new Canary("prints", "print(\"cadmus canary \" .. (6 * 7))\n", Outcome.OK, "cadmus canary 42\n"),
			new Canary("raises", "local t = nil\nprint(t.field)\n", Outcome.RUNTIME_ERROR, null),
			new Canary("rejects", "local = = 1\n", Outcome.SYNTAX_ERROR, null));

	static final ExpectedErrors EXPECTED = ExpectedErrors.of(
			"^attempt to ", "^bad argument", "stack overflow", "^table index is (nil|NaN)", "^invalid ",
			"^wrong number of arguments", "number has no integer representation", "^'for' ", "^string length overflow",
			"^resulting string too large", "not enough memory", "^assertion failed", "^error in error handling",
			"^\\(error object is a .* value\\)", "^nil$", "^loop in ", "^object length is not", "^unable to ",
			"^cannot ", "^value expected", "^integer overflow", "^unfinished capture", "^malformed pattern",
			"^missing ", "^too many ", "^pattern too complex", "^variable '.*' got a non-closable value",
			"^cadmus:");

	static final Checks CHECKS = new Checks(CANARIES, EXPECTED);

	private LuaChecks() {
	}
}
