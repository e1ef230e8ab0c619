package cadmus.lang.lua.engines;

/**
 * Lua source that reroutes {@code print} and {@code io.write} to a sink function, for engines whose native
 * output cannot be captured per program. Formats values with the engine's own {@code tostring}, as print does.
 */
final class CapturedOutput {

	static final String SINK = "__cadmus_sink";

	static final String PRELUDE = "local sink, tostring, select, concat = " + SINK + ", tostring, select, table.concat\n"
			+ SINK + " = nil\n"
			+ "print = function(...)\n"
			+ "  local n, parts = select('#', ...), {}\n"
			+ "  for i = 1, n do parts[i] = tostring((select(i, ...))) end\n"
			+ "  sink(concat(parts, '\\t') .. '\\n')\n"
			+ "end\n"
			+ "local stdout = io.stdout\n"
			+ "io.write = function(...)\n"
			+ "  for i = 1, select('#', ...) do sink(tostring((select(i, ...)))) end\n"
			+ "  return stdout\n"
			+ "end\n";

	private CapturedOutput() {
	}
}
