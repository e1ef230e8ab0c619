package cadmus.exec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Optional;

import cadmus.api.ExecutionLimits;
import cadmus.api.StandaloneCommand;
import cadmus.api.StandaloneRun;

/**
 * Runs a program by an implementation's {@link StandaloneCommand}, as a maintainer would: the file written into a
 * scratch directory of the engine's place, the binary found there (inside an engine root when the engine comes
 * from one), nothing of Cadmus's around it, the output kept raw.
 */
final class StandaloneRunner {

	/** The scratch directory in paths the engine prints, as this machine or an engine root names it. */
	private static final java.util.regex.Pattern SCRATCH = java.util.regex.Pattern.compile("(?:/[^\\s:'\"/]+)*/cadmus-alone\\d+/");

	private StandaloneRunner() {
	}

	private static String unscratched(String text) {
		return SCRATCH.matcher(text).replaceAll("");
	}

	/** The run, {@code binary} being the path of the command's binary in the place; empty when it could not start. */
	static Optional<StandaloneRun> run(EnginePlace place, StandaloneCommand command, String binary, String fileName,
			String programText, ExecutionLimits limits) {
		try (var dir = place.scratch("cadmus-alone")) {
			Files.writeString(dir.path().resolve(fileName), command.fileText(programText), StandardCharsets.UTF_8);
			var words = command.words(binary, fileName);
			var result = ProcessRunner.run(place.command(words, dir.path()), dir.path(), "", limits);
			// The file as the maintainer's shell names it: no scratch directory of Cadmus's in messages.
			return Optional.of(new StandaloneRun(command.shown(fileName), result.exitCode(), result.signal(),
					result.timedOut(), unscratched(result.stdout()), unscratched(result.stderr())));
		} catch (IOException e) {
			return Optional.empty();
		}
	}
}
