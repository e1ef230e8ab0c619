package cadmus.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Program;
import cadmus.oracle.Agreement;
import cadmus.oracle.Signatures;
import cadmus.api.TextFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus run}: runs files on every available implementation of a language and shows the outcomes
 * side by side, grouping implementations that printed the same output.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
		description = "Run program files on every available implementation and compare what they print.")
final class RunCommand implements Callable<Integer> {

	private final LanguageRegistry registry;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--impl", split = ",", paramLabel = "ID", description = "Only these implementations (comma-separated ids).")
	private List<String> only;

	@Option(names = "--dialect", paramLabel = "D",
			description = "Only implementations of this dialect (programs of one dialect are not valid in another).")
	private String dialect;

	@Option(names = "--lines", defaultValue = "20", paramLabel = "N",
			description = "Output lines shown per result group (default ${DEFAULT-VALUE}).")
	private int lines;

	@Option(names = "--timeout", defaultValue = "10", paramLabel = "SECONDS", description = "Wall-clock limit per run (default ${DEFAULT-VALUE}).")
	private int timeoutSeconds;

	@Parameters(arity = "1..*", paramLabel = "FILE", description = "Program files.")
	private List<Path> files;

	RunCommand(LanguageRegistry registry) {
		this.registry = registry;
	}

	@Override
	public Integer call() {
		if (timeoutSeconds < 1 || lines < 0) {
			throw new ParameterException(spec.commandLine(), "--timeout must be at least 1 second, --lines at least 0");
		}
		Language language = languageOption.resolve(registry, spec.commandLine());
		var implementations = selected(language);
		var programs = read(language);
		var out = spec.commandLine().getOut();
		var available = Probes.available(implementations, out, language.id());
		var limits = new ExecutionLimits(Duration.ofSeconds(timeoutSeconds), ExecutionLimits.DEFAULT.maxOutputBytes());
		var results = cadmus.exec.ParallelSessions.runAll(available, programs, limits);
		for (int i = 0; i < programs.size(); i++) {
			int index = i;
			show(out, lines, programs.get(i), available, available.stream().map(impl -> results.get(impl).get(index)).toList());
		}
		out.flush();
		return ExitCodes.OK;
	}

	private List<Program> read(Language language) {
		var programs = new ArrayList<Program>();
		for (Path file : files) {
			programs.add(new Program(language.id(), file.toString(), TextFile.read(file, "program file"),
					"file " + file.toAbsolutePath()));
		}
		return programs;
	}

	private List<Implementation> selected(Language language) {
		var all = dialect == null ? registry.implementations(language.id()) : ofDialect(language);
		if (only == null || only.isEmpty()) {
			// Twins (the same engine run another way) only when asked for by name.
			return all.stream().filter(Implementation::inDefaultSet).toList();
		}
		var chosen = new ArrayList<Implementation>();
		for (String id : only) {
			var match = all.stream().filter(impl -> impl.id().equals(id)).findFirst();
			chosen.add(match.orElseThrow(() -> new ParameterException(spec.commandLine(), "unknown implementation '"
					+ id + "' of " + language.id() + "; known: "
					+ all.stream().map(Implementation::id).collect(Collectors.joining(", ")))));
		}
		return chosen;
	}

	private List<Implementation> ofDialect(Language language) {
		String chosen = DialectChoice.resolve(language, dialect, spec.commandLine());
		return registry.implementations(language.id()).stream().filter(impl -> impl.dialect().equals(chosen)).toList();
	}

	/**
	 * Runs are grouped as the differential oracle groups them ({@link Agreement}): on output normalized per
	 * implementation, runs that end OK by what they print, failed runs by outcome class (outcome and error kind).
	 */
	private static void show(PrintWriter out, int lines, Program program, List<Implementation> implementations,
			List<Execution> executions) {
		out.printf("== %s%n", program.name());
		for (var e : executions) {
			out.printf("  %-18s %-13s %6d ms  %s%n", e.implementationId(), e.outcome(), e.duration().toMillis(),
					e.errorKind());
		}
		var groups = Agreement.groups(implementations, executions);
		char label = 'A';
		for (var group : groups) {
			var first = group.get(0);
			String stdout = first.stdout();
			String ids = group.stream().map(Execution::implementationId).collect(Collectors.joining(", "));
			String how = first.outcome() == cadmus.api.Outcome.OK ? "" : " " + Signatures.outcomeClass(first);
			out.printf("  output %c (%s)%s:%s%n", label++, ids, how, stdout.isEmpty() ? " (none)" : "");
			stdout.lines().limit(lines).forEach(line -> out.printf("    | %s%n", line));
			if (stdout.lines().count() > lines) {
				out.printf("    | ... (%d lines)%n", stdout.lines().count());
			}
		}
		out.printf("  %s%n", groups.size() == 1 ? "all agree" : groups.size() + " different results");
	}
}
