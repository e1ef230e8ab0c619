package cadmus.lang.js;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import cadmus.api.ExecutionLimits;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;
import cadmus.exec.EnginePlace;
import cadmus.exec.TracedRun;

/**
 * What V8's optimizing tiers (Maglev, TurboFan) compiled of one program: the program run once more by node with the
 * tier's own flags, {@code --trace-opt} and {@code --trace-deopt}, in a process of its own, and V8's lines for each
 * function it finished compiling read back, and those for each deoptimization (for its loops). The program runs as a script of the main context (so that V8 names its functions as it does
 * in the driver's contexts); what it prints is dropped, since V8's trace shares stdout with it. Node's own functions,
 * which get hot while node starts, and the prelude's are left out: a function counts when its name is not the
 * prelude's (nor the hot form's {@code hot_vary}) and occurs in the program. Anonymous functions, which the trace cannot tie to the program, are left out
 * too, so the count errs low.
 */
final class V8OptimizationTrace {

	/** Runs program.js as a script of the main context, its prints dropped. */
	private static final String RUNNER = """
			// Cadmus: one program under V8's --trace-opt, which writes to stdout, so the program's own prints go nowhere.
			const fs = require('fs');
			const vm = require('vm');
			globalThis.print = function () {};
			try {
			  vm.runInThisContext(fs.readFileSync(process.argv[2], 'utf8'), { filename: 'program.js' });
			} catch (e) {
			  // How the program ends is the judged run's business; here only what V8 compiled matters.
			}
			""";
	/**
	 * V8 11's "[completed optimizing 0x... <JSFunction f (sfi = 0x...)> (target TURBOFAN)]" and V8 14's
	 * "[completed compiling 0x... <JSFunction f (sfi = 0x...)> (target TURBOFAN_JS) - took ...]", OSR's too.
	 */
	private static final Pattern COMPLETED = Pattern.compile(
			"^\\[completed (?:compiling|optimizing) .*?<JSFunction ([^ >]*) ?\\(sfi[^>]*>.*?\\(target (\\w+)\\)", Pattern.MULTILINE);
	/**
	 * "[bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x... <JSFunction f (sfi = 0x...)>, 0x...
	 * <Code TURBOFAN_JS>, opt id 3, bytecode offset 81, ...]" (V8 11 and 14 alike; a reason may hold parentheses).
	 */
	private static final Pattern BAILOUT = Pattern.compile("^\\[bailout \\(kind: [\\w-]+, reason: (.*?)\\): begin\\. deoptimizing "
			+ "\\S+ <JSFunction ?([^ >]*) ?\\(sfi[^>]*>,(?: \\S+ <Code \\w+>,)? opt id (\\d+), bytecode offset (\\d+)", Pattern.MULTILINE);
	/**
	 * How many times one compiled code must be deoptimized at one place for one reason to be a loop. In 100 hot
	 * programs on TurboFan after two calls, 547 such places were left once, 7 two or three times, and 4 from 51 to
	 * 285 times (the compiled code kept each time): nothing in between.
	 */
	static final int LOOP = 10;
	private static final Set<String> PRELUDE = JsPrelude.DEFINITIONS.stream().flatMap(d -> d.names().stream())
			.collect(Collectors.toUnmodifiableSet());

	private V8OptimizationTrace() {
	}

	/**
	 * Runs the program on {@code node} with {@code options} and reads what V8's optimizing tiers compiled of it; empty
	 * when the run itself failed (the runner catches what the program throws, so node exits 0 unless it could not run
	 * or was stopped), as the trace then tells nothing. {@code limits} bound the address space as node needs it.
	 */
	static Optional<OptimizedCode> of(Path node, List<String> options, Program program, ExecutionLimits limits) {
		var command = new ArrayList<String>();
		command.add(node.toString());
		command.addAll(options);
		command.addAll(List.of("--trace-opt", "--trace-deopt", "trace-runner.js", "program.js"));
		return TracedRun.run(EnginePlace.MACHINE, Map.of("trace-runner.js", RUNNER, "program.js", program.text()), command,
				limits).filter(result -> result.exitCode() == 0).map(result -> {
					var units = compiled(result.stdout(), program.text());
					return new OptimizedCode("V8 Maglev and TurboFan",
							units.stream().filter(u -> !u.startsWith(JsHotForm.ROUND + " ")).toList(),
							units.stream().filter(u -> u.startsWith(JsHotForm.ROUND + " ")).toList(), loops(result.stdout()));
				});
	}

	/**
	 * The deoptimization loops of a trace: each compiled code (a function's opt id) that was left at one bytecode
	 * offset for one reason at least {@link #LOOP} times, in the order they first happened. Any function counts,
	 * the prelude's and the hot form's too: a loop is the engine's, whoever wrote the code.
	 */
	static List<OptimizedCode.DeoptimizationLoop> loops(String trace) {
		var counts = new java.util.LinkedHashMap<List<String>, Integer>();
		var m = BAILOUT.matcher(trace);
		while (m.find()) {
			counts.merge(List.of(m.group(2), m.group(3), m.group(4), m.group(1)), 1, Integer::sum);
		}
		return counts.entrySet().stream().filter(e -> e.getValue() >= LOOP).map(e -> {
			var key = e.getKey();
			return new OptimizedCode.DeoptimizationLoop((key.get(0).isEmpty() ? "an anonymous function" : key.get(0)) + " (opt id " + key.get(1) + ", bytecode offset "
					+ key.get(2) + ")", key.get(3), e.getValue());
		}).toList();
	}

	/** The program's own functions that the trace says were compiled, each with its tier ("v4 TURBOFAN_JS"). */
	static List<String> compiled(String trace, String programText) {
		var units = new ArrayList<String>();
		var m = COMPLETED.matcher(trace);
		while (m.find()) {
			String name = m.group(1);
			if (!name.isEmpty() && !PRELUDE.contains(name) && !name.equals(JsVaryingCallSites.VARY)
					&& Pattern.compile("(?<![\\w$])" + Pattern.quote(name) + "(?![\\w$])").matcher(programText).find()) {
				units.add(name + " " + m.group(2));
			}
		}
		return units;
	}
}
