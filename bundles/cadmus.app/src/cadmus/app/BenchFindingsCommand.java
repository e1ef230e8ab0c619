package cadmus.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Program;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignParts;
import cadmus.campaign.CampaignService;
import cadmus.campaign.CampaignSettings;
import cadmus.clp.ClpTechnique;
import cadmus.clp.TargetLibrary;
import cadmus.exec.FindingHeader;
import cadmus.exec.ImplementationProbes;
import cadmus.exec.ScratchDirectory;
import cadmus.generate.technique.Techniques;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus bench findings}: for each kept finding a shipped target was written from, how long a campaign whose
 * programs all satisfy the target takes to find the finding's bucket, beside a random campaign of the same
 * implementations and seed, the two side by side; each has at most the same time. The bucket is the one the campaign would file the kept
 * program in, judged here on the campaign's implementations, so a finding the installed engine no longer shows is
 * skipped with its reason, as is one whose engine is not available, or which generation avoids by design.
 */
@Command(name = "findings", mixinStandardHelpOptions = true,
		description = { "For each kept finding a shipped target was written from: the time a campaign of the target "
				+ "(technique clp) takes to find the finding's bucket, beside a random campaign's (the two run side by "
				+ "side, one worker each).",
				"Run from a source tree: --findings names a language bundle's findings/ folder." })
final class BenchFindingsCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Generator generator;
	private final CampaignService campaigns;
	private final Supplier<Techniques> techniques;

	@Spec
	private CommandSpec spec;

	@Mixin
	private LanguageOption languageOption;

	@Option(names = "--findings", required = true, paramLabel = "DIR",
			description = "The language bundle's kept findings (e.g. languages/cadmus.lang.js/findings).")
	private Path findingsDir;

	@Option(names = "--time", defaultValue = "30m", paramLabel = "T", converter = DurationConverter.class,
			description = "Time each campaign has to find the bucket (default ${DEFAULT-VALUE}).")
	private Duration time;

	@Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "Both campaigns' seed (default ${DEFAULT-VALUE}).")
	private long seed;

	@Option(names = "--out", paramLabel = "DIR",
			description = "Keep the campaigns here, one folder per finding and technique (default: a temporary folder, "
					+ "deleted).")
	private Path out;

	@Option(names = "--target", paramLabel = "NAME", split = ",",
			description = "Only these shipped targets (their names, as `cadmus targets` lists them).")
	private List<String> onlyTargets;

	@Parameters(arity = "0..*", paramLabel = "FINDING", description = "Only these findings (file names).")
	private List<String> only;

	BenchFindingsCommand(LanguageRegistry registry, Generator generator, CampaignService campaigns,
			Supplier<Techniques> techniques) {
		this.registry = registry;
		this.generator = generator;
		this.campaigns = campaigns;
		this.techniques = techniques;
	}

	/** A kept finding and a target written from it. */
	private record Pair(String finding, TargetLibrary.Shipped target) {
	}

	@Override
	public Integer call() throws Exception {
		if (!Files.isDirectory(findingsDir)) {
			throw new ParameterException(spec.commandLine(), "--findings " + findingsDir + " is not a folder");
		}
		Language language = languageOption.resolve(registry, spec.commandLine());
		var pairs = new ArrayList<Pair>();
		for (var target : TargetLibrary.of(language)) {
			if (onlyTargets != null && !onlyTargets.contains(target.name())) {
				continue;
			}
			target.findings().stream().filter(f -> only == null || only.contains(f)).forEach(f -> pairs.add(new Pair(f, target)));
		}
		if (pairs.isEmpty()) {
			throw new ParameterException(spec.commandLine(), "no shipped target of " + language.id()
					+ (onlyTargets == null ? "" : " named " + String.join(", ", onlyTargets)) + " was written from "
					+ (only == null ? "a kept finding" : String.join(", ", only)));
		}
		var out = spec.commandLine().getOut();
		out.printf("%s: %d pairs of a kept finding and a target written from it; each campaign at most %s, seed %d%n",
				language.id(), pairs.size(), BucketRace.span(time.toSeconds()), seed);
		out.flush();
		if (this.out != null) {
			raceAll(language, pairs, this.out, out);
		} else {
			try (var scratch = new ScratchDirectory("cadmus-bench-findings")) {
				raceAll(language, pairs, scratch.path(), out);
			}
		}
		return ExitCodes.OK;
	}

	private void raceAll(Language language, List<Pair> pairs, Path root, PrintWriter out)
			throws IOException, InterruptedException {
		for (var pair : pairs) {
			race(language, pair, root.resolve(pair.finding() + "-" + pair.target().name()), out);
			out.flush();
		}
	}

	private void race(Language language, Pair pair, Path dir, PrintWriter out) throws IOException, InterruptedException {
		out.printf("%n%s, target %s%n", pair.finding(), pair.target().name());
		Path file = findingsDir.resolve(pair.finding());
		if (!Files.isRegularFile(file)) {
			out.println("  skipped: no such file in " + findingsDir);
			return;
		}
		String text = Files.readString(file);
		FindingHeader header;
		try {
			header = FindingHeader.of(file.toString(), text);
		} catch (IllegalArgumentException e) {
			out.println("  skipped: " + e.getMessage());
			return;
		}
		var skip = unfit(header);
		if (skip.isPresent()) {
			out.println("  skipped: " + skip.get());
			return;
		}
		var all = CampaignParts.implementationsById(registry, language.id());
		var shows = all.get(header.implementations().get(0));
		if (shows == null) {
			out.println("  skipped: " + header.implementations().get(0) + " is not installed");
			return;
		}
		var chosen = new ArrayList<Implementation>();
		for (String id : new LinkedHashSet<>(concat(header.implementations(), header.references()))) {
			var implementation = all.get(id);
			if (implementation != null && implementation.dialect().equals(shows.dialect())) {
				chosen.add(implementation);
			}
		}
		var availability = ImplementationProbes.probe(chosen);
		if (!availability.get(shows).available()) {
			out.println("  skipped: " + shows.id() + " is not available: " + availability.get(shows).reason());
			return;
		}
		chosen.removeIf(i -> !availability.get(i).available());
		var config = campaigns.configure(new CampaignSettings(language.id(), shows.dialect(),
				chosen.stream().map(Implementation::id).toList(), null, seed, 1, time, null, null, 10, 1024, 2, Map.of(),
				CampaignConfig.RANDOM, false));
		var judged = KeptFindingBuckets.judge(new Program(language.id(), pair.finding(), text, "kept finding " + pair.finding()),
				config, CampaignParts.implementations(registry, config), CampaignParts.oracles(campaigns.oracles(), config));
		out.println("  on " + String.join(", ", config.implementations()));
		if (judged.buckets().isEmpty()) {
			out.println("  skipped: the kept program lands in no bucket here (" + judged.executions().stream()
					.map(e -> e.implementationId() + " " + e.outcome()).reduce((a, b) -> a + ", " + b).orElse("") + ")");
			return;
		}
		judged.buckets().forEach(b -> out.println("  bucket " + b.oracle() + ": " + b.signature()));
		out.flush();
		// Side by side, one worker each, so that both have the machine as it is during the same minutes (it is noisy)
		// and a race takes its time once, not twice.
		var targetedConfig = targeted(config, language, pair.target());
		var targeted = side(() -> BucketRace.run(campaigns, targetedConfig, Map.of(ClpTechnique.KIND,
				pair.target().text()), dir.resolve("clp"), judged.buckets(), time));
		var random = side(() -> BucketRace.run(campaigns, config, Map.of(), dir.resolve("random"), judged.buckets(), time));
		out.println("  clp     " + result(targeted));
		out.println("  random  " + result(random));
	}

	/** One side of a race, started on a thread of its own. */
	private static java.util.concurrent.FutureTask<BucketRace.Result> side(
			java.util.concurrent.Callable<BucketRace.Result> campaign) {
		var task = new java.util.concurrent.FutureTask<>(campaign);
		new Thread(task, "bench findings race").start();
		return task;
	}

	/** What a side found, once it ended. */
	private static String result(java.util.concurrent.FutureTask<BucketRace.Result> side)
			throws IOException, InterruptedException {
		try {
			return side.get().describe();
		} catch (java.util.concurrent.ExecutionException e) {
			if (e.getCause() instanceof IOException io) {
				throw io;
			}
			if (e.getCause() instanceof RuntimeException r) {
				throw r;
			}
			throw new IllegalStateException(e.getCause());
		}
	}

	/** Why a finding cannot be raced for: found outside a campaign's runs, or generation avoids its shape. */
	private static Optional<String> unfit(FindingHeader header) {
		if (header.command() != null) {
			return Optional.of("shown by a command's report (" + header.command() + "), not a campaign's runs");
		}
		if (header.loop() != null) {
			return Optional.of("a deoptimization loop, shown by a hot campaign's traces");
		}
		if (!header.avoided().isEmpty()) {
			return Optional.of("generation avoids its shape (" + String.join(", ", header.avoided()) + ")");
		}
		return Optional.empty();
	}

	/** The random campaign's configuration with every program made by the target's technique. */
	private CampaignConfig targeted(CampaignConfig config, Language language, TargetLibrary.Shipped target)
			throws IOException {
		Path file = TargetChoice.resolve(language, Path.of(target.name()));
		var given = new TechniqueChoice.Given(Map.of(ClpTechnique.KIND, file), null, Map.of(ClpTechnique.KIND, target.text()));
		var installed = techniques.get();
		var mix = TechniqueChoice.fileMix(spec.commandLine(), given, null, installed);
		return TechniqueChoice.apply(spec.commandLine(), config, given, mix, null,
				new TechniqueChoice.Parts(language, generator, installed));
	}

	private static List<String> concat(List<String> a, List<String> b) {
		var all = new ArrayList<>(a);
		all.addAll(b);
		return all;
	}

}
