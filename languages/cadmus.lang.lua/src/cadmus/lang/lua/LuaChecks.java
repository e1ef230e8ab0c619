package cadmus.lang.lua;

import java.util.List;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Outcome;
import cadmus.exec.Checks;

/**
 * What every Lua implementation must get right before a campaign trusts it (a program that prints, one that
 * raises, one that does not compile), and the errors that show an implementation broke rather than the
 * program: those are crashes.
 */
final class LuaChecks {

	static final List<Canary> CANARIES = List.of(
			new Canary("prints", "print(\"cadmus canary \" .. (6 * 7))\n", Outcome.OK, "cadmus canary 42\n"),
			new Canary("raises", "local t = nil\nprint(t.field)\n", Outcome.RUNTIME_ERROR, null),
			new Canary("rejects", "local = = 1\n", Outcome.SYNTAX_ERROR, null));

	/**
	 * Lua code may raise any value with any message ({@code error("boom")}), so the language's errors cannot be
	 * listed; what can be listed is what only a broken implementation says: a Java exception or JNI failure
	 * coming out as the program's error, a C Lua panic.
	 */
	static final ExpectedErrors EXPECTED = ExpectedErrors.exceptInternal("^(java|javax|jdk|sun|org\\.luaj|party\\.iroiro)\\.[\\w.$]+(Exception|Error)\\b",
			"\\bPANIC\\b", "^unprotected error in call to Lua API");

	static final Checks CHECKS = new Checks(CANARIES, EXPECTED);

	private LuaChecks() {
	}
}
