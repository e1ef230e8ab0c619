package cadmus.lang.php;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.Executables;
import cadmus.exec.ProcessResult;
import cadmus.exec.ProcessRunner;
import cadmus.exec.ScratchDirectory;
import cadmus.lang.php.engines.FatalErrors;

/**
 * PHP's command-line interpreter in one configuration ({@link PhpConfiguration}: plain, opcache, a JIT mode),
 * one fresh process per program, without php.ini ({@code -n}), so that what is installed or configured on the
 * machine changes nothing. Exit status 0 is OK; 255 is an uncaught error (a syntax error when PHP says "Parse
 * error"), whose kind is the class of what was thrown or the fatal error's first words; a signal is a crash.
 * The twin of the persistent {@link PhpDriverImplementation}: the most isolated way to run and the slowest, so
 * not in a campaign's default set.
 */
final class PhpProcessImplementation implements Implementation {

	static final String BINARY = "php8.2";
	private static final Pattern UNCAUGHT = Pattern.compile("Uncaught ([\\w\\\\]+)");
	private static final Pattern FATAL = Pattern.compile("(?m)^(?:PHP )?(Fatal error|Parse error|Warning|Deprecated|Notice): ([^\\n]*)");

	private final PhpConfiguration configuration;

	PhpProcessImplementation(PhpConfiguration configuration) {
		this.configuration = configuration;
	}

	@Override
	public String id() {
		return "php." + configuration.id() + "-process";
	}

	@Override
	public boolean inDefaultSet() {
		return false;
	}

	@Override
	public List<cadmus.api.Canary> canaries() {
		return PhpChecks.CANARIES;
	}

	@Override
	public cadmus.api.ExpectedErrors expectedErrors() {
		return PhpChecks.EXPECTED;
	}

	@Override
	public String languageId() {
		return PhpLanguage.ID;
	}

	@Override
	public String dialect() {
		return PhpDialect.PHP8.id();
	}

	@Override
	public String description() {
		return "php8.2 CLI, " + configuration.description() + ", a fresh process per program";
	}

	/** One binary in four configurations, as the drivers run it. */
	@Override
	public String binary() {
		return BINARY;
	}

	@Override
	public String installCommand() {
		return "apt-get install php8.2-cli php8.2-opcache";
	}

	@Override
	public Availability availability() {
		return probe();
	}

	/** Whether php8.2 is here, and its version ("PHP 8.2.36"). */
	static Availability probe() {
		var path = Executables.onPath(BINARY);
		if (path.isEmpty()) {
			return Availability.unavailable(BINARY + " is not on the PATH (Debian package php8.2-cli)");
		}
		try (var dir = new ScratchDirectory("cadmus-probe")) {
			var result = ProcessRunner.run(List.of(path.get().toString(), "-n", "-r", "echo 'PHP ', PHP_VERSION;"), dir.path(),
					"", new ExecutionLimits(java.time.Duration.ofSeconds(10), 4096));
			String version = result.stdout().strip();
			return version.startsWith("PHP ") ? Availability.available(version)
					: Availability.unavailable(BINARY + " printed no version: " + result.stderr().strip());
		} catch (IOException e) {
			return Availability.unavailable(BINARY + " does not start: " + e.getMessage());
		}
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				try (var dir = new ScratchDirectory("cadmus-php")) {
					var file = dir.path().resolve("program.php");
					Files.writeString(file, program.text(), StandardCharsets.UTF_8);
					var command = new ArrayList<String>(List.of(BINARY, "-n"));
					for (String setting : configuration.settings()) {
						command.add("-d");
						command.add(setting);
					}
					command.add(file.toString());
					return classify(ProcessRunner.run(command, dir.path(), "", limits));
				} catch (IOException e) {
					throw new UncheckedIOException("cannot run " + BINARY, e);
				}
			}

			@Override
			public void close() {
				// Nothing persists between runs.
			}
		};
	}

	private Execution classify(ProcessResult r) {
		return r.ending(id()).orElseGet(() -> {
			var fatal = FATAL.matcher(r.stderr());
			if (fatal.find() && fatal.group(1).equals("Parse error")) {
				return r.execution(id(), Outcome.SYNTAX_ERROR, "parse error");
			}
			var uncaught = UNCAUGHT.matcher(r.stderr());
			if (uncaught.find()) {
				return r.execution(id(), Outcome.RUNTIME_ERROR, uncaught.group(1));
			}
			return r.execution(id(), Outcome.RUNTIME_ERROR,
					fatal.find(0) ? FatalErrors.kind(fatal.group(2)) : "exit status " + r.exitCode());
		});
	}
}
