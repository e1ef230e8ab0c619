package cadmus.lang.php;

import java.util.List;

import cadmus.api.Canary;
import cadmus.api.ExpectedErrors;
import cadmus.api.Outcome;
import cadmus.exec.Checks;

/**
 * What every PHP implementation must get right before a campaign trusts it (a program that prints, one that
 * throws, one that does not compile), and the errors that show the engine broke rather than the program: those
 * are crashes.
 */
final class PhpChecks {

	static final List<Canary> CANARIES = List.of(
			new Canary("prints", "<?php\necho 'cadmus canary ', 6 * 7, \"\\n\";\n", Outcome.OK, "cadmus canary 42\n"),
			new Canary("throws", "<?php\nthrow new RuntimeException('canary');\n", Outcome.RUNTIME_ERROR, null),
			new Canary("rejects", "<?php\n$x = ;\n", Outcome.SYNTAX_ERROR, null));

	/**
	 * A program may throw anything, so the language's errors cannot be listed; what only a broken engine says can:
	 * the memory manager's and the JIT's own complaints.
	 */
	static final ExpectedErrors EXPECTED = ExpectedErrors.exceptInternal("zend_mm_heap corrupted",
			"\\bJIT\\b.*(failure|error)", "Possible integer overflow in memory allocation");

	static final Checks CHECKS = new Checks(CANARIES, EXPECTED);

	private PhpChecks() {
	}
}
