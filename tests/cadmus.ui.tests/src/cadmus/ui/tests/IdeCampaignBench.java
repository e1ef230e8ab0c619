package cadmus.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import org.eclipse.debug.core.ILaunchManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import cadmus.ui.launch.CampaignJob;

/**
 * Not a test: the benchmark behind {@code releng/bench-ide}, run only when the system property cadmus.bench gives
 * the seconds per campaign. The same Lua 5.4 campaign (default implementations and oracles, one worker, seed 1),
 * launched in the IDE through a "Cadmus campaign" configuration with the Campaigns and Findings views refreshing,
 * and run by the product's {@code cadmus fuzz}, in turns (CLI, IDE, CLI, IDE, ...), so both see the same machine;
 * prints each run's programs/s and the IDE's cost against the CLI's median.
 */
@EnabledIfSystemProperty(named = "cadmus.bench", matches = "\\d+")
class IdeCampaignBench {

	private static final Pattern RATE = Pattern.compile("this run: ([0-9.]+) programs/s");

	@Test
	void ideAgainstCommandLine() throws Exception {
		int seconds = Integer.parseInt(System.getProperty("cadmus.bench"));
		int rounds = Integer.getInteger("cadmus.bench.rounds", 3);
		Path cadmus = Path.of(System.getProperty("cadmus.product"), "cadmus");
		var cli = new ArrayList<Double>();
		var ide = new ArrayList<Double>();
		for (int round = 1; round <= rounds; round++) {
			cli.add(commandLine(cadmus, seconds));
			ide.add(inIde(seconds, round));
			System.out.printf(Locale.ROOT, "bench-ide round %d: cli %.1f programs/s, ide %.1f programs/s%n", round,
					cli.get(cli.size() - 1), ide.get(ide.size() - 1));
		}
		double c = median(cli);
		double i = median(ide);
		System.out.printf(Locale.ROOT, "bench-ide: lua 5.4, %d s per campaign, %d rounds: cli median %.1f programs/s, "
				+ "ide median %.1f programs/s, ide cost %.1f%%%n", seconds, rounds, c, i, 100.0 * (c - i) / c);
	}

	private static double commandLine(Path cadmus, int seconds) throws Exception {
		Path out = Files.createTempDirectory("bench-cli").resolve("campaign");
		var process = new ProcessBuilder(cadmus.toString(), "fuzz", "--lang", "lua", "--dialect", "5.4", "--time",
				seconds + "s", "--seed", "1", "--fail-on", "never", "--out", out.toString()).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes());
		process.waitFor();
		var rate = RATE.matcher(output);
		if (!rate.find()) {
			throw new AssertionError("no rate in the command line's output:\n" + output);
		}
		return Double.parseDouble(rate.group(1));
	}

	private static double inIde(int seconds, int round) throws Exception {
		var manager = org.eclipse.debug.core.DebugPlugin.getDefault().getLaunchManager();
		var copy = manager.getLaunchConfigurationType(cadmus.ui.launch.CampaignLaunch.TYPE).newInstance(null, "bench-" + round);
		cadmus.ui.launch.CampaignLaunch.setDefaults(copy, "lua");
		copy.setAttribute(cadmus.ui.launch.CampaignLaunch.DIALECT, "5.4");
		copy.setAttribute(cadmus.ui.launch.CampaignLaunch.SECONDS, seconds);
		copy.setAttribute(cadmus.ui.launch.CampaignLaunch.SEED, "1");
		copy.setAttribute(cadmus.ui.launch.CampaignLaunch.OUTPUT, "/bench");
		Workbench.ui(() -> {
			try {
				Workbench.page().showView(cadmus.ui.views.CampaignsView.ID);
				return Workbench.page().showView(cadmus.ui.views.FindingsView.ID);
			} catch (org.eclipse.ui.PartInitException e) {
				throw new IllegalStateException(e);
			}
		});
		copy.doSave().launch(ILaunchManager.RUN_MODE, null);
		Workbench.waitUntil("the campaign job", java.time.Duration.ofSeconds(60), () -> !CampaignJob.running().isEmpty());
		CampaignJob job = CampaignJob.running().get(0);
		Workbench.ui(() -> Workbench.view(cadmus.ui.views.CampaignsView.class, cadmus.ui.views.CampaignsView.ID)
				.select(job.directory()));
		job.join(0, null);
		var rate = Pattern.compile("([0-9.]+) programs/s$").matcher(job.getResult().getMessage());
		if (!rate.find()) {
			throw new AssertionError("no rate in " + job.getResult());
		}
		return Double.parseDouble(rate.group(1));
	}

	private static double median(List<Double> values) {
		var sorted = values.stream().sorted().toList();
		int n = sorted.size();
		return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
	}
}
