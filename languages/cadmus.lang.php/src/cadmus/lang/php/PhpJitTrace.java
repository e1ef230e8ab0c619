package cadmus.lang.php;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import cadmus.api.ExecutionLimits;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;
import cadmus.exec.TracedRun;

/**
 * What PHP's tracing JIT compiled of one program: the program run once more by the binary in the configuration,
 * with {@code opcache.jit_debug} set to print each trace's start (the function and line it starts in) and each
 * trace compiled, on stderr. A trace counts as the program's when it starts in a function the program declares (not
 * the prelude's), or in the code of its round: in a hot form ({@link PhpHotForm}) its {@code hot_round} (the top
 * level there is the form's own loop, not the program's), in a plain program its top-level code ({@code $main}),
 * which stands in for a round. The function JIT
 * ({@code opcache.jit=1205}) compiles every function when the script loads and traces nothing, so only the tracing
 * configuration can tell.
 */
final class PhpJitTrace {

	/** ZEND_JIT_DEBUG_TRACE_START | ZEND_JIT_DEBUG_TRACE_COMPILED (php-src ext/opcache/jit/zend_jit.h). */
	private static final String DEBUG = "opcache.jit_debug=0x5000";
	/** "---- TRACE 3 start (loop) f() /tmp/x/program.php:12", "---- TRACE 3 compiled". */
	private static final Pattern LINE = Pattern.compile("^---- TRACE (\\d+) (?:start \\([^)]*\\) (\\S+)\\(\\)|(compiled))",
			Pattern.MULTILINE);
	static final String TOP_LEVEL = "$main";
	private static final Set<String> PRELUDE = PhpPrelude.definitions().stream().flatMap(d -> d.names().stream())
			.collect(Collectors.toUnmodifiableSet());

	private PhpJitTrace() {
	}

	/** Runs the program with the tracing JIT's debug output and reads what it compiled; empty when the run failed. */
	static Optional<OptimizedCode> of(PhpBinary binary, PhpConfiguration configuration, Program program,
			ExecutionLimits limits) {
		return TracedRun.run(binary.place(), Map.of("program.php", program.text()), command(binary, configuration, DEBUG),
				limits).map(result -> {
			// The debug output goes to stderr; stdout is read too, in case PHP buffers it there.
			var compiled = compiled(result.stderr() + "\n" + result.stdout(), program.text());
			String round = program.text().contains("function " + PhpHotForm.ROUND + "(") ? PhpHotForm.ROUND : TOP_LEVEL;
			return new OptimizedCode("PHP's tracing JIT",
					compiled.stream().filter(f -> !f.equals(round) && !f.equals(TOP_LEVEL)).toList(),
					compiled.stream().filter(round::equals).toList());
		});
	}

	/** PHP alone in the configuration, with one more setting, on program.php. */
	static List<String> command(PhpBinary binary, PhpConfiguration configuration, String setting) {
		var command = new ArrayList<String>(List.of(binary.path(), "-n"));
		for (String s : configuration.settings()) {
			command.add("-d");
			command.add(s);
		}
		command.addAll(List.of("-d", setting, "program.php"));
		return command;
	}

	/** The functions each compiled trace started in, when the program's own ({@value #TOP_LEVEL} for its top level). */
	static List<String> compiled(String debug, String programText) {
		var startedIn = new HashMap<String, String>();
		var functions = new ArrayList<String>();
		var m = LINE.matcher(debug);
		while (m.find()) {
			if (m.group(3) == null) {
				startedIn.put(m.group(1), m.group(2));
				continue;
			}
			String function = startedIn.get(m.group(1));
			if (function != null && (function.equals(TOP_LEVEL) || own(function, programText))) {
				functions.add(function);
			}
		}
		return functions;
	}

	/** A function (or Class::method) the program declares, not the prelude nor the hot form's. */
	static boolean own(String function, String programText) {
		String name = function.substring(function.lastIndexOf(':') + 1);
		return !PRELUDE.contains(name) && !name.equalsIgnoreCase(PhpVaryingCallSites.VARY)
				&& Pattern.compile("function\\s+&?" + Pattern.quote(name) + "\\s*\\(", Pattern.CASE_INSENSITIVE).matcher(programText).find();
	}
}
