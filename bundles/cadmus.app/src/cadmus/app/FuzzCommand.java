package cadmus.app;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import cadmus.campaign.CampaignParts;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignService;
import cadmus.campaign.CampaignFiles;
import cadmus.campaign.CampaignSettings;
import cadmus.clp.ClpTechnique;
import cadmus.corpus.TreeModel;
import cadmus.generate.technique.Techniques;
import cadmus.campaign.CampaignException;
import cadmus.campaign.CampaignResult;
import cadmus.campaign.CampaignSession;
import cadmus.campaign.store.ImplementationStatus;
import cadmus.campaign.store.CampaignStore;
import cadmus.store.PostgresAddress;
import cadmus.reduce.Reducer;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus fuzz}: a campaign. Generates programs, runs each on every trusted implementation, judges them
 * with the oracles and stores findings (bucketed, reproducible from their trace) in the campaign directory,
 * with a live progress line, a clean stop on Ctrl-C, {@code --resume} after a stop or a kill, and an HTML
 * report at the end.
 */
@Command(name = "fuzz", mixinStandardHelpOptions = true, sortOptions = false,
		description = { "Run a fuzzing campaign: generate, run on real implementations, judge, keep findings.",
				"Exit status: 0 done, 5 new findings (see --fail-on), 2 bad usage, 3 no campaign to resume",
				"or its model changed or gone, 4 no implementation can take part, 1 internal error, 130 stopped by Ctrl-C." })
final class FuzzCommand implements Callable<Integer> {

	enum FailOn {
		never, finding, bucket
	}

	static final class Fresh {
		@Option(names = "--lang", required = true, paramLabel = "LANG", description = "Language id (see 'cadmus languages').")
		String languageId;

		@Option(names = "--dialect", paramLabel = "D",
				description = "Dialect (default: that of the --impl given, else the language's first unless fewer than two of its implementations are available and another dialect has more).")
		String dialect;

		@Option(names = "--time", paramLabel = "DURATION", converter = DurationConverter.class,
				description = "Run this long in all, e.g. 60s, 10m, 2h (default 10m unless --count is given).")
		Duration time;

		@Option(names = "--count", paramLabel = "N", description = "Run this many programs in all.")
		Long count;

		@Option(names = "--impl", split = ",", paramLabel = "ID",
				description = "Implementations (default: every one of the dialect, except twins such as -process).")
		List<String> implementations;

		@Option(names = "--command", paramLabel = "ID=COMMAND",
				description = "Also run programs with COMMAND (split at spaces, program file last), a process per program, as implementation ID; repeatable.")
		java.util.Map<String, String> commands;

		@Option(names = "--oracle", split = ",", paramLabel = "ID",
				description = "Oracles (default: all: crash, differential, no-exception, nondeterminism, termination and the language's own).")
		List<String> oracles;

		@Option(names = "--seed", paramLabel = "S", description = "Seed: program i is program i of 'cadmus generate --seed S' (default: from the clock, printed).")
		Long seed;

		@Option(names = "--store", paramLabel = "URL", description = "Keep the campaign on a shared PostgreSQL store, "
				+ "jdbc:postgresql://HOST[:PORT]/DATABASE[?user=U&password=P], in a schema of its own (see --campaign), "
				+ "instead of DIR's own SQLite file; DIR then names the store, and every command that takes a campaign "
				+ "directory reads the shared store through it.")
		String store;

		@Option(names = "--campaign", paramLabel = "NAME", description = "With --store: the campaign's name there (its "
				+ "schema: lower-case letters, digits, '_'; default: DIR's name, made such).")
		String campaignName;

		@Option(names = "--create-only", description = "With --store: create the campaign and run nothing, for "
				+ "processes on any machines to join (--join URL NAME).")
		boolean createOnly;

		@Option(names = "--size", paramLabel = "NODES", description = "Size bound (default: the language's own, see 'cadmus languages').")
		Integer size;

		@Option(names = "--timeout", defaultValue = "10", paramLabel = "SECONDS", description = "Wall-clock limit per run (default ${DEFAULT-VALUE}).")
		int timeoutSeconds;

		@Option(names = "--memory", defaultValue = "1024", paramLabel = "MIB", description = "Memory limit per run (default ${DEFAULT-VALUE}).")
		int memoryMib;

		@Option(names = "--nondeterminism", defaultValue = "2", paramLabel = "PERCENT",
				description = "Programs per hundred run twice to check they are deterministic (default ${DEFAULT-VALUE}).")
		int nondeterminismPercent;

		@Option(names = "--guidance", defaultValue = "random", paramLabel = "MODE",
				description = "Where programs' decisions come from: 'random' (program i from seed S as 'cadmus generate' makes it, the default) or "
						+ "'zest' (byte sequences mutated under coverage and validity feedback from the implementations, "
						+ "as Zest does; each program's sequence is stored, so repro replays it), or one technique of --mix "
						+ "for all programs: 'model', 'langfuzz', 'mutants' or 'corpus-mutants' (needs --model; the same as "
						+ "--mix TECHNIQUE:1).")
		String guidance;

		@Option(names = "--coverage", description = "In a random campaign, also measure and store the coverage its "
				+ "programs reach (as a zest campaign always does), to set random generation beside zest.")
		boolean coverage;

		@Option(names = "--hot", paramLabel = "ROUNDS", description = "Programs in their hot form, for JIT tiers: each runs "
				+ "ROUNDS times in one process, so that JIT compilers compile it (the earlier rounds' output hashed; "
				+ "for languages that have one).")
		Integer hotRounds;

		@Option(names = "--model", paramLabel = "FILE", description = "Draw the programs' classes by a model learned "
				+ "from a corpus (see 'cadmus learn'): TreeFuzz's technique, the programs still conforming. The campaign "
				+ "keeps a copy, so --resume needs nothing else.")
		Path model;

		@Option(names = "--target", paramLabel = "FILE", description = "Make the programs satisfy a target file's "
				+ "constraints (targeted generation, technique clp; see README, 'Targeted generation'): all of them, or "
				+ "clp's share of a --mix. FILE may be the name of a target the language ships (see 'cadmus targets'). "
				+ "The campaign keeps a copy, so --resume needs nothing else.")
		Path target;

		@Option(names = "--mix", paramLabel = "TECHNIQUE:SHARE[,...]", converter = MixConverter.class,
				description = "Share the programs among techniques, e.g. random:2,model:1,langfuzz:1,mutants:1 (all but "
						+ "random need --model; langfuzz splices the shapes of the model corpus's fragments into generated "
						+ "programs, LangFuzz's technique, the rules filling in names and values so that they stay "
						+ "conforming; mutants splice a fragment as the corpus wrote it, its free names renamed to names in "
						+ "scope, as the paper does, and are judged only by --mutant-oracles; corpus-mutants do the same to "
						+ "corpus programs the model keeps whole); the report compares them. "
						+ "Default: all by the model with --model, else all random.")
		MixConverter.Mix mix;

		@Option(names = "--mutant-oracles", paramLabel = "ID[,ID...]", split = ",", description = "The oracles that "
				+ "judge mutants, which the rules did not check, among those of the campaign (default: "
				+ "crash,nondeterminism,termination; differential testing would also report ill-typed mutants whose "
				+ "errors the engines word differently).")
		List<String> mutantOracles;
	}

	static final class Mode {
		@ArgGroup(exclusive = false)
		Fresh fresh;

		@ArgGroup(exclusive = false)
		Resumed resumed;

		@ArgGroup(exclusive = false)
		Joined joined;
	}

	/** A process joined to a campaign on a shared store: one of many, on any machines, sharing its seeds. */
	static final class Joined {
		static final long RANGE = 100;
		static final Duration LEASE = Duration.ofSeconds(60);

		@Option(names = "--join", required = true, arity = "2", paramLabel = "URL CAMPAIGN", description = "Join "
				+ "CAMPAIGN (its name on the store) on the shared store URL, as one of any number of processes on any "
				+ "machines: lease ranges of its seeds, run them, store what they find; end when every range is done "
				+ "(a range whose process died is taken over when its lease expires) or after --for. DIR (--out, default "
				+ "campaigns/CAMPAIGN-HOST-PID) names the store and holds this process's log and report.")
		List<String> join;

		@Option(names = "--range", defaultValue = "100", paramLabel = "N",
				description = "With --join: programs per range it opens (default ${DEFAULT-VALUE}).")
		long range;

		@Option(names = "--lease", defaultValue = "60s", paramLabel = "DURATION", converter = DurationConverter.class,
				description = "With --join: how long a lease lasts unless renewed, which is how long a dead process's "
						+ "range waits to be taken over (default ${DEFAULT-VALUE}; renewed every third of it).")
		Duration lease;

		@Option(names = "--for", paramLabel = "DURATION", converter = DurationConverter.class,
				description = "With --join: leave after this long (default: when the campaign is done).")
		Duration time;
	}

	static final class Resumed {
		@Option(names = "--resume", required = true, paramLabel = "DIR",
				description = "Continue the campaign in DIR (stopped or killed) with its own settings.")
		Path dir;

		@Option(names = "--more-time", paramLabel = "DURATION", converter = DurationConverter.class,
				description = "With --resume: go on this long, e.g. 10m (default: what is left of the campaign's --time; "
						+ "its --count still ends it).")
		Duration moreTime;
	}

	private final LanguageRegistry registry;
	private final CampaignService campaigns;

	@Spec
	private CommandSpec spec;

	@ArgGroup(exclusive = true, multiplicity = "1")
	private Mode mode;

	@Option(names = "--workers", paramLabel = "N", description = "Parallel workers, each with its own implementation "
			+ "processes (default 1; with --join: the campaign's number).")
	private Integer workers;

	@Option(names = "--out", paramLabel = "DIR", description = "Campaign directory (default campaigns/LANG-DATE-TIME).")
	private Path outDir;

	@Option(names = "--fail-on", defaultValue = "finding", paramLabel = "WHEN",
			description = "Exit with 5 when this run stored a new finding ('finding'), opened a new bucket ('bucket'), or never ('never'); default ${DEFAULT-VALUE}.")
	private FailOn failOn;

	@Option(names = "--reduce", description = "Reduce the first finding of each new bucket while the campaign runs, "
			+ "and its 2nd, 4th, 8th and 16th, which tell apart the bugs one bucket may hold (and those of earlier runs "
			+ "not reduced yet); the rest are reduced before the campaign reports. Reduced programs go to DIR/reduced/ "
			+ "and the store; buckets whose first findings' reduced programs coincide are merged.")
	private boolean reduce;

	@Option(names = "--reduce-time", paramLabel = "DURATION", converter = DurationConverter.class, defaultValue = "1m",
			description = "Time budget per reduced finding (default ${DEFAULT-VALUE}).")
	private Duration reduceTime;

	private final cadmus.api.Generator generator;
	/** The techniques installed now. */
	private final java.util.function.Supplier<Techniques> techniques;

	FuzzCommand(LanguageRegistry registry, cadmus.api.Generator generator, CampaignService campaigns,
			java.util.function.Supplier<Techniques> techniques) {
		this.registry = registry;
		this.generator = generator;
		this.campaigns = campaigns;
		this.techniques = techniques;
	}

	@Override
	public Integer call() throws Exception {
		var out = spec.commandLine().getOut();
		if (mode.resumed != null && (workers != null || outDir != null)) {
			throw new ParameterException(spec.commandLine(), "--resume runs the campaign with its own --workers and --out");
		}
		try (var store = mode.resumed != null
				? StoreChoice.resume(spec.commandLine(), mode.resumed.dir, mode.resumed.moreTime)
				: mode.joined != null
						? StoreChoice.join(spec.commandLine(), mode.joined.join.get(0), mode.joined.join.get(1), outDir)
						: fresh();
				var log = new CampaignLog(store.dir())) {
			Path dir = store.dir();
			var config = store.config();
			var campaign = campaigns.open(store, dir);
			if (mode.resumed != null && mode.resumed.moreTime != null) {
				campaign.runFor(mode.resumed.moreTime);
			}
			if (store.shared()) {
				// Every process on a shared store leases its seeds, the one that made the campaign too, so that any
				// number may join it while it runs.
				var j = mode.joined;
				campaign.join(JoinChoice.join(spec.commandLine(), j == null ? Joined.RANGE : j.range,
						j == null ? Joined.LEASE : j.lease, j == null ? null : workers));
				if (j != null && j.time != null) {
					campaign.runFor(j.time);
				}
			}
			if (mode.fresh != null && mode.fresh.createOnly) {
				spec.commandLine().getOut().printf("campaign created on %s, for processes to join: cadmus fuzz --join URL %s%n",
						store.where(), shared(mode.fresh, dir).schema());
				return ExitCodes.OK;
			}
			if (reduce) {
				campaign.reduceNewBuckets(new Reducer.Options(config.workers(), reduceTime, true));
			}
			List<ImplementationStatus> statuses;
			try {
				// A campaign's model that changed or is gone is an InputFileException, the user's input (exit 3, CadmusCli)
				statuses = campaign.prepare();
			} catch (CampaignException e) {
				throw new CliFailure(ExitCodes.UNAVAILABLE, e.getMessage());
			}
			new CampaignBanner(out, spec.commandLine().getErr()).print(statuses, campaign.implementations(), config, dir);
			try (var session = CampaignSession.stoppedOnShutdown(campaign, "cadmus fuzz")) {
				CampaignResult result;
				try (var progress = new ProgressLine(campaign, spec.commandLine().getErr(), System.console() != null)) {
					result = campaign.run(statuses);
				}
				Path report = writeReport(store, dir);
				new CampaignSummary(out).print(result, campaign.snapshot(), store, dir, report, reduce, campaign.oracles());
				return exitCode(result);
			} catch (CampaignException e) {
				throw new CliFailure(ExitCodes.INTERNAL, e.getMessage());
			}
		}
	}

	private CampaignStore fresh() throws IOException {
		var given = given(mode.fresh);
		var installed = techniques.get();
		var mix = TechniqueChoice.guidanceMix(spec.commandLine(), mode.fresh.guidance, mode.fresh.mix);
		if (mix != mode.fresh.mix) {
			// --guidance langfuzz (or model, mutants, corpus-mutants): a generated campaign of that one technique.
			mode.fresh.guidance = CampaignConfig.RANDOM;
		}
		mix = TechniqueChoice.fileMix(spec.commandLine(), given, mix, installed);
		var configured = configure(mode.fresh);
		var parts = new TechniqueChoice.Parts(registry.language(configured.languageId()).orElseThrow(), generator,
				installed);
		var config = HotOption.apply(spec.commandLine(), registry, TechniqueChoice.apply(spec.commandLine(), configured,
				given, mix, mode.fresh.mutantOracles, parts), mode.fresh.hotRounds);
		Path dir = StoreChoice.newDir(outDir, config.languageId());
		var store = StoreChoice.create(dir, config, shared(mode.fresh, dir));
		if (given.model() != null) {
			CampaignFiles.keep(store, given.model());
		}
		for (var file : given.texts().entrySet()) {
			CampaignFiles.keep(store, file.getKey(), file.getValue());
		}
		String language = config.dialect().isEmpty() ? config.languageId() : config.languageId() + " " + config.dialect();
		spec.commandLine().getOut().printf("campaign %s: %s on %s, seed %d%n", dir,
				language, String.join(", ", config.implementations()), config.seed());
		spec.commandLine().getOut().flush();
		return store;
	}

	/** The files given for the campaign's techniques, read once: what is checked is what the campaign keeps. */
	private TechniqueChoice.Given given(Fresh f) throws IOException {
		var paths = new java.util.TreeMap<String, Path>();
		var texts = new java.util.TreeMap<String, String>();
		if (f.model != null) {
			paths.put(CampaignFiles.MODEL, f.model);
		}
		if (f.target != null) {
			Path file = TargetChoice.resolve(LanguageChoice.resolve(registry, f.languageId, spec.commandLine()), f.target);
			paths.put(ClpTechnique.KIND, file);
			texts.put(ClpTechnique.KIND, cadmus.api.TextFile.read(file, "target file"));
		}
		return new TechniqueChoice.Given(paths, f.model == null ? null : TreeModel.read(f.model), texts);
	}

	private CampaignConfig configure(Fresh f) {
		var commandLine = spec.commandLine();
		Language language = LanguageChoice.resolve(registry, f.languageId, commandLine);
		var all = CampaignParts.implementationsById(registry, language.id());
		var dialectChoice = CampaignDialect.choose(language, f.dialect, all, f.implementations, commandLine);
		String dialect = dialectChoice.dialect();
		int workers = this.workers == null ? 1 : this.workers;
		if (workers < 1 || f.size != null && f.size < 1 || f.timeoutSeconds < 1 || f.memoryMib < 16) {
			throw new ParameterException(commandLine, "--workers, --size and --timeout must be positive, --memory at least 16");
		}
		if (f.count != null && f.count < 1) {
			throw new ParameterException(commandLine, "--count must be positive");
		}
		if (f.nondeterminismPercent < 0 || f.nondeterminismPercent > 100) {
			throw new ParameterException(commandLine, "--nondeterminism is a percentage, 0 to 100");
		}
		var commands = f.commands == null ? java.util.Map.<String, String>of() : f.commands;
		for (var entry : commands.entrySet()) {
			if (all.containsKey(entry.getKey()) || !entry.getKey().matches("[A-Za-z0-9_.-]+") || entry.getValue().isBlank()) {
				throw new ParameterException(commandLine, "--command " + entry.getKey() + "=...: the id must be new and made of "
						+ "letters, digits, '.', '_' or '-', and the command not empty");
			}
			all.put(entry.getKey(), CampaignParts.command(entry.getKey(), language, dialect, entry.getValue()));
		}
		var chosen = ImplementationChoice.resolve(all, language.id(), dialect, f.implementations, commandLine);
		if (chosen.isEmpty()) {
			throw new CliFailure(ExitCodes.UNAVAILABLE, "no implementation of " + language.id() + " " + dialect + " is installed");
		}
		if (!dialectChoice.note().isEmpty()) {
			spec.commandLine().getOut().println(dialectChoice.note());
		}
		try {
			return campaigns.configure(new CampaignSettings(language.id(), dialect, chosen.stream().map(Implementation::id).toList(),
					f.oracles, f.seed, workers, f.time, f.count, f.size, f.timeoutSeconds, f.memoryMib, f.nondeterminismPercent,
					commands, f.guidance, f.coverage));
		} catch (IllegalArgumentException e) {
			throw new ParameterException(commandLine, e.getMessage());
		}
	}

	/** The shared store --store names, the campaign's schema there; null without --store. */
	private PostgresAddress shared(Fresh f, Path dir) {
		return StoreChoice.shared(spec.commandLine(), f.store, f.campaignName, f.createOnly, dir);
	}

	static Path writeReport(CampaignStore store, Path dir) throws IOException {
		return cadmus.campaign.report.ReportFile.write(store, dir);
	}

	private int exitCode(CampaignResult r) {
		return switch (failOn) {
			case never -> ExitCodes.OK;
			case finding -> r.newFindings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
			case bucket -> r.newBuckets() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
		};
	}
}
