package cadmus.lang.lua;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import cadmus.api.ExecutionLimits;
import cadmus.api.OptimizedCode;
import cadmus.api.Program;
import cadmus.exec.EnginePlace;
import cadmus.exec.TracedRun;

/**
 * What LuaJIT's trace compiler compiled of a program in its hot form: the program run once more by luajit with its
 * flags and {@code -jv}, which prints a line per trace compiled on stderr ("[TRACE 3 program.lua:140 loop]"), and
 * each trace's first line read back. A trace is the program's when it starts in the hot form's round, between
 * {@code local function hot_round()} and the loop that calls it (the program's code: its loops and its functions),
 * or the round's when it starts at the round's entry; traces of the prelude's functions and of the harness's own
 * loop are not. Only a program in its hot form tells
 * where its own lines are, so another program cannot tell.
 */
final class LuaJitTrace {

	/** A compiled root or side trace (an aborted one prints "---" in place of its number). */
	private static final Pattern TRACE = Pattern.compile("^\\[TRACE\\s+(\\d+)\\s+(?:\\(\\d+/\\d+\\)\\s+)?program\\.lua:(\\d+)",
			Pattern.MULTILINE);

	private LuaJitTrace() {
	}

	/** Runs the program traced; empty when it is not in its hot form or the run failed. */
	static Optional<OptimizedCode> of(EnginePlace place, String binary, List<String> flags, Program program,
			ExecutionLimits limits) {
		var lines = program.text().split("\n", -1);
		int first = -1;
		int last = -1;
		for (int i = 0; i < lines.length; i++) {
			if (lines[i].startsWith("local function " + LuaHotForm.ROUND + "()")) {
				first = i + 2;
			} else if (first > 0 && lines[i].startsWith("for hot_i = ")) {
				last = i;
			}
		}
		if (first < 0 || last < first) {
			return Optional.empty();
		}
		var command = new ArrayList<String>();
		command.add(place.binary(binary).orElse(binary));
		command.addAll(flags);
		command.addAll(List.of("-jv", "program.lua"));
		var run = TracedRun.run(place, Map.of("program.lua", program.text()), command, limits);
		if (run.isEmpty()) {
			return Optional.empty();
		}
		var result = run.get();
		var own = new ArrayList<String>();
		var round = new ArrayList<String>();
		var m = TRACE.matcher(result.stderr());
		while (m.find()) {
			int line = Integer.parseInt(m.group(2));
			String trace = "trace " + m.group(1) + " at line " + line;
			if (line >= first && line <= last) {
				own.add(trace);
			} else if (line == first - 1) {
				round.add(trace);
			}
		}
		// A tracing JIT compiles loops and calls, not functions: a trace that starts in the round's body is the
		// program's (its loops, its functions' bodies); one that starts at the round's entry is the round's.
		return Optional.of(new OptimizedCode("LuaJIT's trace compiler", own, round));
	}
}
