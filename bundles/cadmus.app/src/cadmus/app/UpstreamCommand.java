package cadmus.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

import cadmus.api.ExecutionLimits;
import cadmus.api.InputFileException;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.TextFile;
import cadmus.campaign.CampaignException;
import cadmus.campaign.CampaignParts;
import cadmus.campaign.CampaignService;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.upstream.UpstreamCase;
import cadmus.campaign.upstream.UpstreamCases;
import cadmus.campaign.upstream.UpstreamReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus upstream}: a finding as the report its engine's maintainers would accept — engine, version, tier
 * flags, program, the one command that shows it with the engine alone, actual and expected, each run for real.
 */
@Command(name = "upstream", mixinStandardHelpOptions = true,
		description = { "Write a finding as an upstream bug report (Markdown): engine, version and tier flags, the program,"
				+ " the one command that shows the bug with the engine alone, actual and expected (the engine's other"
				+ " tiers and other engines, run alone now).",
				"  cadmus upstream FILE           a kept finding (its cadmus-finding header names the implementations)",
				"  cadmus upstream DIR FINDING    a campaign's finding (its reduced program, where reduced)",
				"Exit status: 0 the engine alone shows the bug, 6 it does not, 2 bad usage, 3 unreadable or malformed"
						+ " input, 4 an implementation the finding names is not installed." })
final class UpstreamCommand implements Callable<Integer> {

	private final LanguageRegistry registry;
	private final CampaignService campaigns;

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE|DIR", description = "A kept finding's file, or a campaign directory.")
	private Path source;

	@Parameters(index = "1", arity = "0..1", paramLabel = "FINDING", description = "The campaign's finding id.")
	private Long findingId;

	@Option(names = "--tracker", paramLabel = "TEXT", defaultValue = "not searched yet",
			description = "What a search of the engine's tracker found, for a campaign's finding (a kept one's header says):"
					+ " new, or known: URL (default: ${DEFAULT-VALUE}).")
	private String tracker;

	@Option(names = "--spec", paramLabel = "TEXT", defaultValue = "",
			description = "The specification's section the expected behaviour follows (e.g. \"ECMA-262 22.2.2\").")
	private String specification;

	@Option(names = "--out", paramLabel = "FILE", description = "Write the report to FILE instead of standard output.")
	private Path out;

	@Option(names = "--timeout", defaultValue = "10", paramLabel = "SECONDS",
			description = "Wall-clock limit per run (default ${DEFAULT-VALUE}).")
	private int timeoutSeconds;

	UpstreamCommand(LanguageRegistry registry, CampaignService campaigns) {
		this.registry = registry;
		this.campaigns = campaigns;
	}

	@Override
	public Integer call() throws Exception {
		if (timeoutSeconds < 1) {
			throw new ParameterException(spec.commandLine(), "--timeout must be at least 1 second");
		}
		var limits = new ExecutionLimits(Duration.ofSeconds(timeoutSeconds), ExecutionLimits.DEFAULT.maxOutputBytes());
		var upstreamCase = findingId == null ? keptCase() : campaignCase();
		for (var showing : upstreamCase.showing()) {
			var availability = showing.availability();
			if (!availability.available()) {
				throw new CliFailure(ExitCodes.UNAVAILABLE, showing.id() + ", which shows the bug, is not installed: "
						+ availability.reason() + (showing.installCommand().isEmpty() ? "" : "; install: " + showing.installCommand()));
			}
		}
		var report = UpstreamReport.of(upstreamCase, limits);
		if (out == null) {
			spec.commandLine().getOut().print(report.text());
			spec.commandLine().getOut().flush();
		} else {
			Files.writeString(out, report.text());
			spec.commandLine().getOut().printf("report: %s%n", out);
		}
		if (!report.shownAlone()) {
			spec.commandLine().getErr().println("cadmus upstream: the engine alone does not show the bug (see Actual)");
		}
		return report.shownAlone() ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
	}

	private UpstreamCase keptCase() {
		if (Files.isDirectory(source)) {
			throw new ParameterException(spec.commandLine(), source + " is a directory: give FINDING, or a kept finding's file");
		}
		String text = TextFile.read(source, "kept finding");
		String name = source.getFileName().toString();
		Language language = registry.languages().stream().filter(l -> name.endsWith("." + l.fileExtension())).findFirst()
				.orElseThrow(() -> new InputFileException(source, "no installed language has files named *"
						+ name.substring(Math.max(0, name.lastIndexOf('.')))));
		try {
			return UpstreamCases.ofKeptFinding(source.toString(), text, language,
					CampaignParts.implementationsById(registry, language.id()), specification);
		} catch (IllegalArgumentException e) {
			throw new CliFailure(ExitCodes.INPUT, e.getMessage());
		}
	}

	private UpstreamCase campaignCase() {
		try (var store = CampaignStore.open(source)) {
			return campaigns.upstreamCase(store, source, findingId, tracker, specification);
		} catch (CampaignException e) {
			throw new CliFailure(ExitCodes.USAGE, e.getMessage());
		}
	}
}
