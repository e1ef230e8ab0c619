package cadmus.lang.php;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.exec.ProcessPerProgramImplementation;
import cadmus.exec.ProcessResult;
import cadmus.exec.Profile;
import cadmus.lang.php.engines.FatalErrors;

/**
 * PHP's command-line interpreter ({@link PhpBinary}: the machine's 8.2, Debian 13's 8.4) in one configuration ({@link PhpConfiguration}: plain, opcache, a JIT mode),
 * one fresh process per program, without php.ini ({@code -n}), so that what is installed or configured on the
 * machine changes nothing. Exit status 0 is OK; 255 is an uncaught error (a syntax error when PHP says "Parse
 * error"), whose kind is the class of what was thrown or the fatal error's first words; a signal is a crash.
 * The twin of the persistent {@link PhpDriverImplementation}: one fresh process per program
 * ({@link ProcessPerProgramImplementation}), the most isolated way to run and the slowest, so not in a campaign's
 * default set.
 */
final class PhpProcessImplementation extends ProcessPerProgramImplementation {

	private static final Pattern UNCAUGHT = Pattern.compile("Uncaught ([\\w\\\\]+)");
	private static final Pattern FATAL = Pattern.compile("(?m)^(?:PHP )?(Fatal error|Parse error|Warning|Deprecated|Notice): ([^\\n]*)");

	private final PhpBinary binary;
	private final PhpConfiguration configuration;

	PhpProcessImplementation(PhpBinary binary, PhpConfiguration configuration) {
		super(new Profile("php." + configuration.id() + binary.place().idSuffix() + "-process", PhpLanguage.ID,
				PhpDialect.PHP8.id(), binary.describe() + " CLI, " + configuration.description()
						+ ", a fresh process per program").alternative().in(binary.place())
				.debianPackage(binary.debianPackages()).ofBinary(binary.name()), PhpChecks.CHECKS);
		this.binary = binary;
		this.configuration = configuration;
	}

	@Override
	protected Availability probe() {
		return binary.probe();
	}

	@Override
	protected List<String> command(Path dir, Program program, ExecutionLimits limits) throws IOException {
		var file = dir.resolve("program.php");
		Files.writeString(file, program.text(), StandardCharsets.UTF_8);
		var command = new ArrayList<String>(List.of(binary.path(), "-n"));
		for (String setting : configuration.settings()) {
			command.add("-d");
			command.add(setting);
		}
		command.add(file.toString());
		return command;
	}

	@Override
	public java.util.Optional<cadmus.api.StandaloneCommand> standaloneCommand() {
		return java.util.Optional.of(configuration.standalone(binary.name()));
	}

	@Override
	protected Execution classify(ProcessResult r) {
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
