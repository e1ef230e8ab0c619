package cadmus.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.Callable;

import cadmus.campaign.CampaignParts;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Program;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus bench run}: how many generated programs per second each implementation runs, with 1 and 2
 * parallel sessions (workers), after a warm-up; programs are generated beforehand so only running is timed.
 * Prints, for a persistent driver and its process-per-program twin, the ratio between them.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
		description = "Measure programs/s per implementation (persistent driver, process per program, worker JVM).")
final class BenchRunCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Generator generator;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--impl", split = ",", paramLabel = "ID", description = "Implementations (default: all available).")
	private List<String> implementationIds;

	@Option(names = "--workers", split = ",", defaultValue = "1,2", paramLabel = "N", description = "Worker counts to measure (default ${DEFAULT-VALUE}).")
	private List<Integer> workerCounts;

	@Option(names = "--seconds", defaultValue = "10", paramLabel = "S", description = "Measured seconds per implementation and worker count (default ${DEFAULT-VALUE}).")
	private int seconds;

	@Option(names = "--programs", defaultValue = "500", paramLabel = "N", description = "Distinct programs per dialect, run round-robin (default ${DEFAULT-VALUE}).")
	private int programCount;

	BenchRunCommand(LanguageRegistry registry, Generator generator) {
		this.registry = registry;
		this.generator = generator;
	}

	@Override
	public Integer call() throws Exception {
		if (seconds < 1 || programCount < 1 || workerCounts.stream().anyMatch(w -> w < 1)) {
			throw new ParameterException(spec.commandLine(), "--seconds, --programs and --workers must be positive");
		}
		var language = languageOption.resolve(registry, spec.commandLine());
		var byId = CampaignParts.implementationsById(registry, language.id());
		var chosen = new ArrayList<Implementation>();
		if (implementationIds == null) {
			chosen.addAll(byId.values());
		} else {
			for (String id : implementationIds) {
				var i = byId.get(id);
				if (i == null) {
					throw new ParameterException(spec.commandLine(), "unknown implementation '" + id + "'; known: " + String.join(", ", byId.keySet()));
				}
				chosen.add(i);
			}
		}
		var out = spec.commandLine().getOut();
		var programs = new LinkedHashMap<String, List<Program>>();
		var rates = new LinkedHashMap<String, Double>();
		boolean counted = language.statementCount("") >= 0;
		out.printf("%-22s %-8s %12s %10s   %s%s%n", "implementation", "workers", "programs/s", "ok %", "programs run",
				counted ? "   statements/s" : "");
		for (var implementation : chosen) {
			var availability = implementation.availability();
			if (!availability.available()) {
				out.printf("%-22s unavailable: %s%n", implementation.id(), availability.reason());
				continue;
			}
			// The same programs for every implementation of a dialect, so their rates compare: they avoid
			// what any implementation benched lacks.
			var list = programs.computeIfAbsent(implementation.dialect(), d -> generate(language, d,
					Language.lackedByAny(chosen.stream().filter(i -> i.dialect().equals(d)).toList())));
			for (int workers : workerCounts) {
				var r = SoloRate.measure(implementation, list, workers, seconds, language);
				rates.put(implementation.id() + "@" + workers, r.programsPerSecond());
				out.printf("%-22s %-8d %12.1f %10.1f   %12d%s%n", implementation.id(), workers, r.programsPerSecond(),
						r.okPercent(), r.programs(), counted ? String.format("   %12.1f", r.statementsPerSecond()) : "");
				out.flush();
			}
		}
		for (var entry : rates.entrySet()) {
			String id = entry.getKey().substring(0, entry.getKey().indexOf('@'));
			String workers = entry.getKey().substring(entry.getKey().indexOf('@'));
			Double twin = rates.get(id + "-process" + workers);
			if (twin != null && twin > 0) {
				out.printf("persistent driver %s vs process per program, %s worker(s): %.1f times the programs/s%n", id,
						workers.substring(1), entry.getValue() / twin);
			}
		}
		out.flush();
		return ExitCodes.OK;
	}

	private List<Program> generate(Language language, String dialect, java.util.Set<String> avoided) {
		return SoloRate.programs(generator, language, language.rules(dialect, avoided), language.defaultSize(), 1, programCount);
	}

}
