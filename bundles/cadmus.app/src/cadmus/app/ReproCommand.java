package cadmus.app;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.campaign.CampaignException;
import cadmus.campaign.CampaignService;
import cadmus.campaign.Reproduction;
import cadmus.campaign.store.CampaignStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus repro DIR FINDING}: regenerates a finding's program from its decision trace (or input), runs it again
 * on the implementations that ran it and tells whether the oracle finds the same thing.
 */
@Command(name = "repro", mixinStandardHelpOptions = true,
		description = { "Reproduce a finding: regenerate its program from its trace (or input), run it again, judge it again.",
				"Exit status: 0 reproduced, 6 not reproduced, 3 no such campaign, 2 no such finding." })
final class ReproCommand implements Callable<Integer> {

	private final CampaignService campaigns;

	@Spec
	private CommandSpec spec;

	@Mixin
	private FindingArguments finding;

	@Option(names = "--program", paramLabel = "FILE", description = "Also write the regenerated program to FILE.")
	private Path programFile;

	ReproCommand(CampaignService campaigns) {
		this.campaigns = campaigns;
	}

	@Override
	public Integer call() throws Exception {
		var out = spec.commandLine().getOut();
		try (var store = CampaignStore.open(finding.dir)) {
			Reproduction.Result r;
			try {
				r = campaigns.reproduce(store, finding.findingId);
			} catch (CampaignException e) {
				throw new CliFailure(ExitCodes.USAGE, e.getMessage());
			}
			var f = r.finding();
			out.printf("finding %d: %s, bucket %d, program %d%n  signature %s%n", f.id(), f.oracle(), f.bucket(),
					f.programIndex(), f.signature());
			out.printf("program regenerated from %s: %s%n", r.source(),
					r.sameText() ? "identical to the stored text" : "DIFFERS from the stored text (the generator changed)");
			for (var e : r.executions()) {
				out.printf("  %-22s %-14s %s%n", e.implementationId(), e.outcome(), e.errorKind());
			}
			out.printf("%s%n", r.reproduced() ? "reproduced" : "NOT reproduced");
			if (programFile != null) {
				java.nio.file.Files.writeString(programFile, r.programText());
				out.printf("program: %s%n", programFile);
			}
			out.flush();
			return r.reproduced() ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
		}
	}
}
