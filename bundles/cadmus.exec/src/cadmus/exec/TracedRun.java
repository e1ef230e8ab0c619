package cadmus.exec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import cadmus.api.ExecutionLimits;

/**
 * One run of a program with an engine's trace of its compiler on, for {@link cadmus.api.Implementation#optimizedCode}:
 * the files (the program, a runner) written into a scratch directory of the engine's place, the command run there,
 * and what it printed, the trace included. Traces are long where much gets hot, so up to 16 MiB of output is read.
 */
public final class TracedRun {

	private static final int TRACE_BYTES = 16 << 20;

	private TracedRun() {
	}

	/**
	 * The run's result; empty when it could not start, timed out or died of a signal (its trace then tells nothing).
	 *
	 * @param files   name to text, written into the run's directory (the command names them relative to it)
	 */
	public static Optional<ProcessResult> run(EnginePlace place, Map<String, String> files, List<String> command,
			ExecutionLimits limits) {
		try (var dir = place.scratch("cadmus-trace")) {
			for (var file : files.entrySet()) {
				Files.writeString(dir.path().resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
			}
			var traced = new ExecutionLimits(limits.timeout(), TRACE_BYTES, limits.memoryBytes());
			var result = ProcessRunner.run(place.command(command, dir.path()), dir.path(), "", traced);
			return result.timedOut() || result.signal() != 0 ? Optional.empty() : Optional.of(result);
		} catch (IOException e) {
			return Optional.empty();
		}
	}
}
