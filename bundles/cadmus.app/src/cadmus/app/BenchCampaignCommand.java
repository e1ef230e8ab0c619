package cadmus.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import cadmus.campaign.CampaignParts;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.store.PostgresAddress;
import cadmus.store.PostgresStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus bench campaign}: a campaign's programs/s next to each of its implementations' solo programs/s
 * on the campaign's own programs, with the ratio to the slowest: a campaign should run at the pace of its
 * slowest implementation, and everything else it does (generating, judging, storing) should hide behind that.
 * Both rates are taken after a warm-up, over the same measured time.
 */
@Command(name = "campaign", mixinStandardHelpOptions = true,
		description = "Measure a campaign's programs/s against each implementation's solo programs/s.")
final class BenchCampaignCommand implements Callable<Integer> {

	private static final int SOLO_PROGRAMS = 500;

	private final LanguageRegistry registry;
	private final Generator generator;
	private final Supplier<List<Oracle>> installedOracles;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--dialect", paramLabel = "D", description = "Dialect (default: as for fuzz).")
	private String dialect;

	@Option(names = "--impl", split = ",", paramLabel = "ID", description = "Implementations (default: as for fuzz).")
	private List<String> implementationIds;

	@Option(names = "--workers", defaultValue = "1", paramLabel = "N", description = "Campaign workers (default ${DEFAULT-VALUE}); solo rates use as many sessions.")
	private int workers;

	@Option(names = "--seconds", defaultValue = "20", paramLabel = "S", description = "Measured seconds per implementation and per campaign (default ${DEFAULT-VALUE}).")
	private int seconds;

	@Option(names = "--warmup", defaultValue = "15", paramLabel = "S",
			description = "Campaign seconds before the measured ones (default ${DEFAULT-VALUE}): sessions open, and the JIT "
					+ "compiles the generator, which on 2 cores takes most of a minute to finish.")
	private int warmup;

	@Option(names = "--schedule", split = ",", defaultValue = "PIPELINED,SEQUENTIAL", paramLabel = "S",
			description = "Campaign schedules to measure: PIPELINED, SEQUENTIAL (default ${DEFAULT-VALUE}).")
	private List<Campaign.Schedule> schedules;

	@Option(names = "--store", paramLabel = "URL", description = "Also measure each campaign on this shared PostgreSQL "
			+ "store (a schema of its own, dropped after), alternating with the SQLite store, and print what the shared "
			+ "store costs per program: writes and their time, rows, bytes, and, for a server on this machine, its CPU.")
	private String store;

	@Option(names = "--joined", defaultValue = "1", paramLabel = "N", description = "With --store: the shared store's "
			+ "campaign is run by N processes joined to it (N campaigns in this JVM, each leasing seeds as fuzz --join "
			+ "does), sharing --workers between them; the SQLite campaign runs alone with all of them (default "
			+ "${DEFAULT-VALUE}).")
	private int joined;

	@Option(names = "--rounds", paramLabel = "N", description = "Measurements of each campaign (default 1; 2 with "
			+ "--store, the two stores alternating, since this machine's noise is larger than their difference).")
	private Integer rounds;

	/** The techniques installed now: a bench campaign's programs are random, and random generation is one. */
	private final Supplier<List<cadmus.api.Technique>> installedTechniques;

	BenchCampaignCommand(LanguageRegistry registry, Generator generator, Supplier<List<Oracle>> installedOracles,
			Supplier<List<cadmus.api.Technique>> installedTechniques) {
		this.installedTechniques = installedTechniques;
		this.registry = registry;
		this.generator = generator;
		this.installedOracles = installedOracles;
	}

	@Override
	public Integer call() throws Exception {
		if (seconds < 1 || workers < 1 || warmup < 0 || rounds != null && rounds < 1) {
			throw new ParameterException(spec.commandLine(), "--seconds, --workers and --rounds must be positive, --warmup not negative");
		}
		if (joined < 1 || workers % joined != 0 || joined > 1 && store == null) {
			throw new ParameterException(spec.commandLine(), "--joined N takes --store, and --workers a multiple of N");
		}
		if (store != null) {
			try {
				new PostgresAddress(store, "bench");
			} catch (IllegalArgumentException e) {
				throw new ParameterException(spec.commandLine(), e.getMessage());
			}
		}
		var out = spec.commandLine().getOut();
		var language = languageOption.resolve(registry, spec.commandLine());
		var byId = CampaignParts.implementationsById(registry, language.id());
		var dialectChoice = CampaignDialect.choose(language, dialect, byId, implementationIds, spec.commandLine());
		if (!dialectChoice.note().isEmpty()) {
			out.println(dialectChoice.note());
		}
		var chosen = Probes.available(ImplementationChoice.resolve(byId, language.id(), dialectChoice.dialect(),
				implementationIds, spec.commandLine()), out, language.id() + " " + dialectChoice.dialect());
		var config = config(language, dialectChoice.dialect(), chosen);
		var programs = SoloRate.programs(generator, language, config.rules(language), config.size(), config.seed(), SOLO_PROGRAMS);
		boolean counted = language.statementCount("") >= 0;
		double statementsPerProgram = programs.stream().mapToInt(p -> language.statementCount(p.text())).average().orElse(0);
		out.printf("%s%s, %d worker(s), %d s measured (campaigns after %d s)%s%n", language.id(),
				config.dialect().isEmpty() ? "" : " " + config.dialect(), workers, seconds, warmup,
				counted ? String.format(", %.1f statements per program", statementsPerProgram) : "");
		out.printf("%-32s %12s %14s%s%n", "", "programs/s", "CPU ms/program", counted ? "  statements/s" : "");
		double slowest = Double.MAX_VALUE;
		double cpuPerProgramOfAll = 0;
		for (var implementation : chosen) {
			var rate = SoloRate.measure(implementation, programs, workers, seconds, language);
			slowest = Math.min(slowest, rate.programsPerSecond());
			cpuPerProgramOfAll = rate.cpuMillisPerProgram() < 0 || cpuPerProgramOfAll < 0 ? -1
					: cpuPerProgramOfAll + rate.cpuMillisPerProgram();
			out.printf("%-32s %12.1f %14s%s%n", "solo " + implementation.id(), rate.programsPerSecond(),
					cpuColumn(rate.cpuMillisPerProgram()), counted ? String.format("  %12.1f", rate.statementsPerSecond()) : "");
			out.flush();
		}
		// Running every implementation costs at least the sum of their solo CPU per program: on this machine's
		// cores, that bounds any campaign's rate, however well it overlaps its work.
		double ceiling = cpuPerProgramOfAll > 0 ? 1000 * MachineCpu.cores() / cpuPerProgramOfAll : -1;
		if (chosen.size() > 1 && ceiling > 0) {
			out.printf("%-32s %12.1f %14.3f   (%d cores over the solo CPU per program summed)%n", "CPU ceiling of all together",
					ceiling, cpuPerProgramOfAll, MachineCpu.cores());
		}
		int times = rounds != null ? rounds : store != null ? 2 : 1;
		var stores = store == null ? List.of(false) : List.of(false, true);
		for (var schedule : schedules) {
			var measured = new java.util.LinkedHashMap<Boolean, List<CampaignRate>>();
			for (int round = 0; round < times; round++) {
				for (boolean shared : stores) {
					var rate = campaignRate(language, config, chosen, schedule, shared);
					measured.computeIfAbsent(shared, k -> new java.util.ArrayList<>()).add(rate);
					String name = "campaign " + schedule.name().toLowerCase() + (store == null ? "" : shared ? " shared, " + joined + " joined" : " sqlite");
					out.printf("%-32s %12.1f %14s%s   %.0f%% of the slowest solo rate%s%n", name,
							rate.programsPerSecond(), cpuColumn(rate.cpuMillisPerProgram()),
							counted ? String.format("  %12.1f", rate.programsPerSecond() * statementsPerProgram) : "",
							100 * rate.programsPerSecond() / slowest,
							ceiling > 0 ? String.format(", %.0f%% of the CPU ceiling", 100 * rate.programsPerSecond() / Math.min(ceiling,
									slowest)) : "");
					out.printf("%-32s %s%n", "", rate.store().describe());
					out.flush();
				}
			}
			if (store != null) {
				StoreCost.compare(measured.get(false), measured.get(true), MachineCpu.cores()).forEach(out::println);
			}
		}
		if (counted) {
			out.println("(a campaign's statements/s: its programs/s times the statements per program of the solo programs)");
		}
		out.flush();
		return ExitCodes.OK;
	}

	private CampaignConfig config(Language language, String dialect, List<Implementation> chosen) {
		var oracles = List.copyOf(CampaignParts.oraclesById(installedOracles.get(), language.id()).keySet());
		// Stopped by the benchmark; the time limit only guards against a hang.
		return new CampaignConfig(language.id(), dialect, chosen.stream().map(Implementation::id).toList(), oracles, 1, workers,
				warmup + seconds + 600, 0, language.defaultSize(), 10_000, 1L << 30, 2, Map.of(),
				List.copyOf(Language.lackedByAny(chosen)));
	}

	private static String cpuColumn(double millis) {
		return millis < 0 ? "-" : String.format("%.3f", millis);
	}

	/** A campaign's programs/s and the machine's busy CPU ms per program, over the measured time, and its store's cost. */
	record CampaignRate(double programsPerSecond, double cpuMillisPerProgram, StoreCost store) {
	}

	private CampaignRate campaignRate(Language language, CampaignConfig config, List<Implementation> chosen, Campaign.Schedule schedule,
			boolean onShared) throws Exception {
		var shared = onShared ? new PostgresAddress(this.store, "bench_" + Long.toHexString(System.nanoTime())) : null;
		try {
			return campaignRate(language, config, chosen, schedule, shared);
		} catch (cadmus.campaign.store.StoreException | java.sql.SQLException e) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, "the shared store: " + e.getMessage());
		} finally {
			if (shared != null) {
				try {
					PostgresStore.drop(shared);
				} catch (java.sql.SQLException e) {
					spec.commandLine().getErr().println("cadmus bench campaign: could not drop its schema " + shared.schema()
							+ " on " + shared.where() + ": " + e.getMessage());
				}
			}
		}
	}

	/** Programs/s of a campaign in a scratch directory, between the warm-up's end and the measured time's. */
	private CampaignRate campaignRate(Language language, CampaignConfig config, List<Implementation> chosen,
			Campaign.Schedule schedule, PostgresAddress shared) throws Exception {
		try (var scratch = new cadmus.exec.ScratchDirectory("cadmus-bench-campaign")) {
			var stores = new ArrayList<CampaignStore>();
			var campaigns = new ArrayList<Campaign>();
			var runs = new ArrayList<Thread>();
			CampaignLog log = null;
			try {
				int processes = shared == null ? 1 : joined;
				for (int i = 0; i < processes; i++) {
					Path dir = scratch.path().resolve("campaign-" + i);
					stores.add(shared == null ? CampaignStore.create(dir, config)
							: i == 0 ? CampaignStore.create(dir, config, shared) : CampaignStore.join(dir, shared));
					var campaign = new Campaign(stores.get(i), dir, language, generator, installedTechniques.get(), chosen,
							CampaignParts.oracles(installedOracles.get(), config), schedule);
					if (shared != null) {
						campaign.join(new Campaign.Join("bench-" + i, JoinChoice.host(), 100, java.time.Duration.ofSeconds(60),
								workers / joined));
					}
					campaigns.add(campaign);
					if (i == 0) {
						// The campaigns' log goes to the first one's directory, not between the figures.
						log = new CampaignLog(dir);
					}
				}
				for (var campaign : campaigns) {
					var statuses = campaign.prepare();
					var run = new Thread(() -> campaign.run(statuses), "bench campaign");
					runs.add(run);
					run.start();
				}
				while (programs(campaigns) == 0 && runs.stream().allMatch(Thread::isAlive)) {
					Thread.sleep(10);
				}
				Thread.sleep(warmup * 1000L);
				long programsBefore = programs(campaigns);
				double cpuBefore = MachineCpu.busySeconds();
				var storeBefore = StoreCost.Reading.of(stores, shared);
				long start = System.nanoTime();
				Thread.sleep(seconds * 1000L);
				long programs = programs(campaigns) - programsBefore;
				double cpu = MachineCpu.busySeconds() - cpuBefore;
				var storeCost = StoreCost.between(storeBefore, StoreCost.Reading.of(stores, shared), programs);
				double elapsed = (System.nanoTime() - start) / 1e9;
				campaigns.forEach(Campaign::stop);
				for (var run : runs) {
					run.join();
				}
				return new CampaignRate(programs / elapsed, cpuBefore < 0 || programs == 0 ? -1 : 1000 * cpu / programs, storeCost);
			} finally {
				campaigns.forEach(Campaign::stop);
				for (var run : runs) {
					run.join();
				}
				stores.forEach(CampaignStore::close);
				if (log != null) {
					log.close();
				}
			}
		}
	}

	private static long programs(List<Campaign> campaigns) {
		return campaigns.stream().mapToLong(c -> c.snapshot().programs()).sum();
	}
}
