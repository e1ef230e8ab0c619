package cadmus.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import cadmus.campaign.CampaignParts;
import cadmus.campaign.CampaignService;
import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Program;
import cadmus.api.TextFile;
import cadmus.campaign.CampaignException;
import cadmus.campaign.FileReduction;
import cadmus.campaign.ReducedFindings;
import cadmus.campaign.store.CampaignStore;
import cadmus.reduce.Reducer;
import cadmus.reduce.Reduction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus reduce DIR FINDING}: reduces a finding's program to a small one that still lands in the
 * finding's bucket, judged as the campaign judged it, and writes it beside the campaign. {@code cadmus reduce
 * --lang L --impl a,b [--oracle X] FILE}: reduces a program file to a small one that still shows the finding it
 * shows on those implementations (its text only: a file has no decisions).
 */
@Command(name = "reduce", mixinStandardHelpOptions = true,
		description = { "Reduce a finding's program: shrink its tree and decisions, then (crashes) its text, keeping only "
				+ "programs that land in the finding's bucket when run and judged as the campaign did.",
				"Writes DIR/reduced/finding-FINDING.EXT and prints the reduced program.",
				"With --lang, reduce a program FILE instead: run on the --impl implementations and judged by the oracles "
						+ "(--oracle, default all), its first finding is kept while its lines and tokens are cut; writes "
						+ "FILE's name with .reduced before its extension (or --out).",
				"Exit status: 0 reduced (or already minimal), 6 the finding no longer reproduces (or a file shows none), "
						+ "3 no such campaign or file, 2 no such finding or bad usage." })
final class ReduceCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Generator generator;
	private final Supplier<List<Oracle>> oracles;
	private final CampaignService campaigns;

	@Spec
	private CommandSpec spec;

	@Parameters(arity = "1..2", paramLabel = "DIR FINDING | FILE",
			description = "A campaign directory and a finding id (see 'cadmus findings DIR --all'), or with --lang a program file.")
	private List<String> operands;

	@Option(names = "--time", paramLabel = "DURATION", converter = DurationConverter.class, defaultValue = "5m",
			description = "Time budget (default ${DEFAULT-VALUE}); the smallest program found by then is the result.")
	private Duration budget;

	@Option(names = "--workers", paramLabel = "N", description = "Candidates run at once (default: the cores).")
	private Integer workers;

	@Option(names = "--no-text", description = "Only shrink the tree and decisions (every candidate conforming), even for "
			+ "a crash; by default crash findings are then cut by lines and tokens too (other findings never are: a "
			+ "program edited outside the rules may differ or fail for reasons of its own).")
	private boolean noText;

	@Option(names = "--keep-target", description = "Keep every candidate a program of the technique that made the "
			+ "finding's program: a targeted program (fuzz --target) keeps satisfying its target. Only the tree, its "
			+ "decisions and the prelude are then edited.")
	private boolean keepTarget;

	@Option(names = "--lang", paramLabel = "LANG", description = "Reduce a program FILE of this language (see 'cadmus languages').")
	private String languageId;

	@Option(names = "--dialect", paramLabel = "D", description = "With --lang: the dialect of the implementations.")
	private String dialect;

	@Option(names = "--impl", split = ",", paramLabel = "ID", description = "With --lang: the implementations to run it on.")
	private List<String> implementationIds;

	@Option(names = "--oracle", split = ",", paramLabel = "ID",
			description = "With --lang: the oracles judging it, in order (default: every oracle of the language).")
	private List<String> oracleIds;

	@Option(names = "--out", paramLabel = "FILE", description = "With --lang: where the reduced program goes.")
	private Path out;

	@Option(names = "--timeout", defaultValue = "10", paramLabel = "SECONDS",
			description = "With --lang: wall-clock limit per run (default ${DEFAULT-VALUE}).")
	private int timeoutSeconds;

	ReduceCommand(LanguageRegistry registry, Generator generator, CampaignService campaigns) {
		this.registry = registry;
		this.generator = generator;
		this.campaigns = campaigns;
		this.oracles = campaigns::oracles;
	}

	@Override
	public Integer call() throws Exception {
		int n = workers == null ? MachineCpu.cores() : workers;
		if (n < 1) {
			throw new ParameterException(spec.commandLine(), "--workers must be at least 1");
		}
		var options = new Reducer.Options(n, budget, !noText, keepTarget);
		if (languageId != null) {
			if (keepTarget) {
				throw new ParameterException(spec.commandLine(), "--keep-target is for a campaign's finding: a program "
						+ "file has no decisions to keep a target by");
			}
			if (operands.size() != 1) {
				throw new ParameterException(spec.commandLine(), "with --lang, give one program FILE, not " + operands);
			}
			return reduceFile(Path.of(operands.get(0)), options);
		}
		if (operands.size() != 2) {
			throw new ParameterException(spec.commandLine(), "give a campaign DIR and a FINDING id (or --lang and a FILE)");
		}
		long findingId;
		try {
			findingId = Long.parseLong(operands.get(1));
		} catch (NumberFormatException e) {
			throw new ParameterException(spec.commandLine(), "FINDING must be a number, not '" + operands.get(1) + "'");
		}
		return reduceFinding(Path.of(operands.get(0)), findingId, options);
	}

	private int reduceFinding(Path dir, long findingId, Reducer.Options options) throws IOException {
		var out = spec.commandLine().getOut();
		try (var store = CampaignStore.open(dir)) {
			ReducedFindings.Kept kept;
			try {
				kept = campaigns.reduce(store, dir, findingId, options);
			} catch (CampaignException e) {
				throw new CliFailure(ExitCodes.USAGE, e.getMessage());
			}
			Reduction r = kept.reduction();
			if (!r.verified()) {
				out.printf("finding %d does NOT reproduce: its program no longer lands in its bucket, nothing to reduce%n",
						findingId);
				out.flush();
				return ExitCodes.NOT_REPRODUCED;
			}
			print(out, "finding " + findingId, r);
			kept.mergedInto().ifPresent(bucket -> out.printf(
					"bucket merged into bucket %d: their reduced programs are the same%n", bucket));
			out.printf("reduced program: %s%n%n%s%n", kept.file(), r.reducedText().stripTrailing());
			out.flush();
			return ExitCodes.OK;
		}
	}

	private int reduceFile(Path file, Reducer.Options options) throws IOException {
		var out = spec.commandLine().getOut();
		Language language = LanguageChoice.resolve(registry, languageId, spec.commandLine());
		String chosenDialect = DialectChoice.resolve(language, dialect, spec.commandLine());
		if (implementationIds == null || implementationIds.isEmpty()) {
			throw new ParameterException(spec.commandLine(), "with --lang, name the implementations to run it on (--impl)");
		}
		var implementations = ImplementationChoice.resolve(CampaignParts.implementationsById(registry, language.id()),
				language.id(), chosenDialect, implementationIds, spec.commandLine());
		// The file first: a missing or unreadable one is said before implementations are started.
		String text = TextFile.read(file, "program file");
		var available = Probes.available(implementations, out, language.id());
		var byId = CampaignParts.oraclesById(oracles.get(), language.id());
		List<Oracle> judging = oracleIds == null ? List.copyOf(byId.values()) : oracleIds.stream().map(id -> {
			var oracle = byId.get(id);
			if (oracle == null) {
				throw new ParameterException(spec.commandLine(), "unknown oracle '" + id + "'; known: " + byId.keySet());
			}
			return oracle;
		}).toList();
		var limits = new ExecutionLimits(Duration.ofSeconds(timeoutSeconds), ExecutionLimits.DEFAULT.maxOutputBytes());
		FileReduction.Result result;
		try {
			result = new FileReduction(language, available, judging, limits).reduce(
					new Program(language.id(), file.toString(), text, "file " + file.toAbsolutePath()), options);
		} catch (CampaignException e) {
			out.println(e.getMessage());
			out.flush();
			return ExitCodes.NOT_REPRODUCED;
		}
		var r = result.reduction();
		out.printf("finding: %s %s%n", result.finding().oracle(), result.finding().signature());
		if (!r.verified()) {
			out.printf("%s does NOT show it again when rerun (flaky?): nothing to reduce%n", file);
			out.flush();
			return ExitCodes.NOT_REPRODUCED;
		}
		print(out, file.toString(), r);
		Path target = out(file, language);
		Files.writeString(target, r.reducedText());
		out.printf("reduced program: %s%n%n%s%n", target, r.reducedText().stripTrailing());
		out.flush();
		return ExitCodes.OK;
	}

	private Path out(Path file, Language language) {
		if (out != null) {
			return out;
		}
		String name = file.getFileName().toString();
		int dot = name.lastIndexOf('.');
		String stem = dot > 0 ? name.substring(0, dot) : name;
		return file.resolveSibling(stem + ".reduced." + language.fileExtension());
	}

	private static void print(PrintWriter out, String what, Reduction r) {
		out.printf("%s reduced from %d to %d tokens (%.0f%%) in %.1f s: %d candidates run, %d kept%s%n", what,
				r.originalTokens(), r.reducedTokens(), 100 * r.ratio(), r.took().toMillis() / 1000.0, r.candidatesRun(),
				r.candidatesAccepted(), r.timedOut() ? " (time budget spent)" : "");
		if (r.hasPrelude()) {
			out.printf("beyond the %d-token prelude every program of the language starts with: %d to %d tokens%s%n",
					r.preludeTokens(), r.originalTokens() - r.preludeTokens(), r.reducedTokens() - r.keptPreludeTokens(),
					r.preludeTrimmed() ? " (of the prelude, the " + r.keptPreludeTokens() + " tokens of the definitions it uses are kept)"
							: "");
		}
		boolean decisions = r.preludeTokens() >= 0;
		var steps = new ArrayList<String>();
		if (decisions) {
			steps.add("tree and decisions");
		}
		if (r.truncated()) {
			steps.add("the shortest prefix of lines");
		}
		if (r.preludeTrimmed()) {
			steps.add("the prelude's unused definitions dropped");
		}
		if (r.statementsEdited()) {
			steps.add("statements of the parsed program deleted or hoisted");
		}
		if (r.textEdited() || !decisions) {
			steps.add("lines and tokens");
		}
		out.printf("passes: %s%s%n", String.join(", then ", steps), !decisions ? " (a file has no decisions)"
				: r.textEdited() || r.statementsEdited() ? "" : " (every candidate conforming)");
	}
}
