package cadmus.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import cadmus.api.Generator;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.campaign.CampaignException;
import cadmus.campaign.FindingReduction;
import cadmus.campaign.store.CampaignStore;
import cadmus.reduce.Reducer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus reduce DIR FINDING}: reduces a finding's program to a small one that still lands in the
 * finding's bucket, judged as the campaign judged it, and writes it beside the campaign.
 */
@Command(name = "reduce", mixinStandardHelpOptions = true,
		description = { "Reduce a finding's program: shrink its tree and decisions, then (crashes) its text, keeping only programs that "
				+ "land in the finding's bucket when run and judged as the campaign did.",
				"Writes DIR/reduced/finding-FINDING.EXT and prints the reduced program.",
				"Exit status: 0 reduced (or already minimal), 6 the finding no longer reproduces, 3 no such campaign, "
						+ "2 no such finding." })
final class ReduceCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final Generator generator;
	private final Supplier<List<Oracle>> oracles;

	@Spec
	private CommandSpec spec;

	@Mixin
	private FindingArguments finding;

	@Option(names = "--time", paramLabel = "DURATION", converter = DurationConverter.class, defaultValue = "5m",
			description = "Time budget (default ${DEFAULT-VALUE}); the smallest program found by then is the result.")
	private Duration budget;

	@Option(names = "--workers", paramLabel = "N", description = "Candidates run at once (default: the cores).")
	private Integer workers;

	@Option(names = "--no-text", description = "Only shrink decisions (every candidate conforming), even for a crash; "
			+ "by default crash findings are then cut by lines and tokens too (other findings never are: a program "
			+ "edited outside the rules may differ or fail for reasons of its own).")
	private boolean noText;

	ReduceCommand(LanguageRegistry registry, Generator generator, Supplier<List<Oracle>> oracles) {
		this.registry = registry;
		this.generator = generator;
		this.oracles = oracles;
	}

	@Override
	public Integer call() throws Exception {
		int n = workers == null ? MachineCpu.cores() : workers;
		if (n < 1) {
			throw new ParameterException(spec.commandLine(), "--workers must be at least 1");
		}
		var out = spec.commandLine().getOut();
		try (var store = CampaignStore.open(finding.dir)) {
			var config = store.config();
			var language = CampaignParts.language(registry, config);
			cadmus.reduce.Reduction r;
			try {
				r = new FindingReduction(store, language, generator).reduce(finding.findingId,
						CampaignParts.implementationsById(registry, config),
						CampaignParts.oraclesById(oracles.get(), config.languageId()),
						new Reducer.Options(n, budget, !noText));
			} catch (CampaignException e) {
				throw new CliFailure(ExitCodes.USAGE, e.getMessage());
			}
			if (!r.verified()) {
				out.printf("finding %d does NOT reproduce: its program no longer lands in its bucket, nothing to reduce%n",
						finding.findingId);
				out.flush();
				return ExitCodes.NOT_REPRODUCED;
			}
			Path file = finding.dir.resolve("reduced").resolve("finding-" + finding.findingId + "." + language.fileExtension());
			Files.createDirectories(file.getParent());
			Files.writeString(file, r.reducedText());
			out.printf("finding %d reduced from %d to %d tokens (%.0f%%) in %.1f s: %d candidates run, %d kept%s%n",
					finding.findingId, r.originalTokens(), r.reducedTokens(), 100 * r.ratio(), r.took().toMillis() / 1000.0,
					r.candidatesRun(), r.candidatesAccepted(), r.timedOut() ? " (time budget spent)" : "");
			out.printf("passes: %s%n", r.textEdited() ? "tree and decisions, then lines and tokens"
					: "tree and decisions only (every candidate conforming)");
			out.printf("reduced program: %s%n%n%s%n", file, r.reducedText().stripTrailing());
			out.flush();
			return ExitCodes.OK;
		}
	}
}
