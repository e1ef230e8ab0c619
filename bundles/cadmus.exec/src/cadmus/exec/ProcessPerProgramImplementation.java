package cadmus.exec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.ImplementationSession;
import cadmus.api.Program;

/**
 * An engine run as one fresh process per program, in a private scratch directory that is gone afterwards: the
 * most isolated way to run, and the slowest (the twin of a persistent driver, so usually not in a campaign's
 * default set). A language says only what is its own: the files and the command a program needs
 * ({@link #command}), how much address space the process may reserve ({@link #fence}), and how the way the process
 * ended reads as an execution ({@link #classify}); its {@link Checks}' expected errors are then applied (a runtime
 * error the language does not define is the engine's internal error). The scratch directory and the command are its
 * {@link EnginePlace}'s: a command written with the directory's paths runs as well in an engine root.
 */
public abstract class ProcessPerProgramImplementation extends ProfiledImplementation {

	protected ProcessPerProgramImplementation(Profile profile, Checks checks) {
		super(profile, checks);
	}

	/**
	 * Writes what the program needs into {@code dir} (its text, a driver) and returns the command that runs it
	 * there.
	 */
	protected abstract List<String> command(Path dir, Program program, ExecutionLimits limits) throws IOException;

	/** The execution that the way the process ended stands for, before the expected errors are applied. */
	protected abstract Execution classify(ProcessResult result);

	/** The limits the process runs under: by default the campaign's. */
	protected ExecutionLimits fence(ExecutionLimits limits) {
		return limits;
	}

	/** A standalone run is fenced in as the implementation's own runs are. */
	@Override
	protected final ExecutionLimits standaloneLimits(ExecutionLimits limits) {
		return fence(limits);
	}

	@Override
	public final ImplementationSession open(ExecutionLimits limits) {
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				return runOnce(program, limits);
			}

			@Override
			public void close() {
				// Nothing persists between runs.
			}
		};
	}

	private Execution runOnce(Program program, ExecutionLimits limits) {
		try (var dir = place().scratch("cadmus-" + id())) {
			var command = place().command(command(dir.path(), program, limits), dir.path());
			var result = ProcessRunner.run(command, dir.path(), "", fence(limits));
			return Replies.classify(classify(result), expectedErrors());
		} catch (IOException e) {
			throw new UncheckedIOException("cannot run " + id(), e);
		}
	}
}
