package cadmus.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import cadmus.campaign.report.CoverageCurve;
import cadmus.campaign.report.ReportFile;
import cadmus.campaign.store.CampaignStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cadmus report DIR [--compare OTHER]...}: writes the campaign's self-contained HTML report, DIR/report.html;
 * with {@code --compare}, its coverage section sets the other campaigns' coverage over time beside this one's (a
 * zest campaign beside a random one measured with {@code --coverage}, on the same implementations).
 */
@Command(name = "report", mixinStandardHelpOptions = true,
		description = { "Write a campaign's self-contained HTML report (DIR/report.html).",
				"Exit status: 0, 3 no such campaign, or a compared campaign without comparable coverage." })
final class ReportCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "DIR", description = "Campaign directory.")
	private Path dir;

	@Option(names = "--compare", paramLabel = "OTHER", description = "Plot the coverage of campaign OTHER (same language "
			+ "and implementations, coverage measured) beside this campaign's; repeatable.")
	private List<Path> compared = new ArrayList<>();

	@Override
	public Integer call() throws IOException {
		var curves = new ArrayList<CoverageCurve>();
		for (Path other : compared) {
			try (var store = CampaignStore.open(other)) {
				curves.add(CoverageCurve.of(store, other.toString()));
			} catch (IllegalArgumentException e) {
				throw new CliFailure(ExitCodes.INPUT, e.getMessage());
			}
		}
		try (var store = CampaignStore.open(dir)) {
			Path report = ReportFile.write(store, dir, curves);
			spec.commandLine().getOut().printf("report: %s%n", report);
			spec.commandLine().getOut().flush();
			return ExitCodes.OK;
		} catch (IllegalArgumentException e) {
			throw new CliFailure(ExitCodes.INPUT, e.getMessage());
		}
	}
}
