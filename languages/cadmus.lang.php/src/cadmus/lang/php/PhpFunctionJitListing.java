package cadmus.lang.php;

import java.util.ArrayList;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import cadmus.api.ExecutionLimits;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;
import cadmus.exec.TracedRun;

/**
 * What PHP's function JIT ({@code opcache.jit=1205}) compiled of one program: it compiles every function when the
 * script loads and traces nothing, so its listing of the code it made is what tells, each function's code headed by
 * its name ("JIT$f: ; ..."): PHP 8.2's assembly ({@code ZEND_JIT_DEBUG_ASM}, bit 0) and 8.4's IR (bit 24, as 8.4
 * lists assembly only when built with a disassembler, which Debian's is not); each release ignores the other's bit.
 * A unit is a function the program declares (not the prelude's, nor the hot form's); the round is the hot form's
 * {@code hot_round}, or a plain program's top-level code (the script itself, "JIT$/path/program.php"). What this
 * proves is that opcache cached the program and the JIT ran on it, which a setting can silently prevent.
 */
final class PhpFunctionJitListing {

	private static final String DEBUG = "opcache.jit_debug=0x1000001";
	/** A compiled function's heading: "JIT$f: ; (/tmp/x/program.php)", "JIT$C::m: ; after folding". */
	private static final Pattern HEADING = Pattern.compile("^JIT\\$(\\S+): ;", Pattern.MULTILINE);
	private static final String SCRIPT = "program.php";

	private PhpFunctionJitListing() {
	}

	/** Runs the program with the function JIT's listing and reads what it compiled; empty when the run failed. */
	static Optional<OptimizedCode> of(PhpBinary binary, PhpConfiguration configuration, Program program,
			ExecutionLimits limits) {
		return TracedRun.run(binary.place(), Map.of(SCRIPT, program.text()),
				PhpJitTrace.command(binary, configuration, DEBUG), limits).map(result -> {
					boolean hot = program.text().contains("function " + PhpHotForm.ROUND + "(");
					var units = new ArrayList<String>();
					var rounds = new ArrayList<String>();
					var m = HEADING.matcher(result.stderr() + "\n" + result.stdout());
					while (m.find()) {
						String name = m.group(1);
						if (hot ? name.equals(PhpHotForm.ROUND) : name.endsWith("/" + SCRIPT)) {
							rounds.add(hot ? name : PhpJitTrace.TOP_LEVEL);
						} else if (!name.contains("/") && PhpJitTrace.own(name, program.text())) {
							units.add(name);
						}
					}
					return new OptimizedCode("PHP's function JIT", units, rounds);
				});
	}
}
