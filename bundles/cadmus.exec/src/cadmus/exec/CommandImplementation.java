package cadmus.exec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;

/**
 * An implementation given on the command line: a command (split at spaces) that gets the program file as its
 * last argument, one fresh process per program, fenced in like every other. For testing one's own build of
 * an interpreter. Exit status 0 is OK, death by a signal a crash, any other status a runtime error whose kind
 * is the last line the command wrote to stderr.
 */
public final class CommandImplementation implements Implementation {

	private final String id;
	private final String languageId;
	private final String dialect;
	private final String extension;
	private final List<String> command;

	public CommandImplementation(String id, String languageId, String dialect, String extension, String command) {
		this.id = id;
		this.languageId = languageId;
		this.dialect = dialect;
		this.extension = extension;
		this.command = List.of(command.strip().split("\\s+"));
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String languageId() {
		return languageId;
	}

	@Override
	public String dialect() {
		return dialect;
	}

	@Override
	public String description() {
		return "command '" + String.join(" ", command) + "', a fresh process per program";
	}

	@Override
	public Availability availability() {
		String program = command.get(0);
		boolean found = program.contains("/") ? Files.isExecutable(java.nio.file.Path.of(program))
				: Executables.onPath(program).isPresent();
		return found ? Availability.available("command " + String.join(" ", command))
				: Availability.unavailable(program + " is not an executable file or on the PATH");
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				try (var dir = new ScratchDirectory("cadmus-" + id)) {
					var file = dir.path().resolve("program." + extension);
					Files.writeString(file, program.text(), StandardCharsets.UTF_8);
					var line = new ArrayList<>(command);
					line.add(file.toString());
					return classify(ProcessRunner.run(line, dir.path(), "", limits));
				} catch (IOException e) {
					throw new UncheckedIOException("cannot run " + command.get(0), e);
				}
			}

			@Override
			public void close() {
				// Nothing persists between runs.
			}
		};
	}

	/** The command as given, the program's file last: what the user's own build runs alone. */
	@Override
	public java.util.Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		var arguments = new ArrayList<>(command.subList(1, command.size()));
		arguments.add(cadmus.api.StandaloneCommand.FILE);
		return java.util.Optional.of(new cadmus.api.StandaloneCommand(command.get(0), arguments));
	}

	@Override
	public java.util.Optional<cadmus.api.StandaloneRun> runAlone(cadmus.api.StandaloneCommand standalone, String fileName,
			String programText, ExecutionLimits limits) {
		String program = standalone.binary();
		var path = program.contains("/") ? java.util.Optional.of(program) : Executables.onPath(program).map(Object::toString);
		return path.flatMap(p -> StandaloneRunner.run(EnginePlace.MACHINE, standalone, p, fileName, programText, limits));
	}

	private Execution classify(ProcessResult r) {
		return r.ending(id).orElseGet(() -> r.execution(id, Outcome.RUNTIME_ERROR,
				r.stderr().strip().lines().reduce((a, b) -> b).orElse("exit status " + r.exitCode())));
	}
}
