package cadmus.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.campaign.store.CampaignStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cadmus report DIR}: writes the campaign's self-contained HTML report, DIR/report.html. */
@Command(name = "report", mixinStandardHelpOptions = true,
		description = "Write a campaign's self-contained HTML report (DIR/report.html).")
final class ReportCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "DIR", description = "Campaign directory.")
	private Path dir;

	@Override
	public Integer call() throws IOException {
		try (var store = CampaignStore.open(dir)) {
			Path report = FuzzCommand.writeReport(store, dir);
			spec.commandLine().getOut().printf("report: %s%n", report);
			spec.commandLine().getOut().flush();
			return ExitCodes.OK;
		}
	}
}
