package cadmus.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import cadmus.api.Implementation;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignFiles;
import cadmus.campaign.store.ImplementationStatus;

/**
 * What {@code cadmus fuzz} prints before a campaign runs: one line per implementation (its version, or why it was
 * left out and what installs it), the feedback each gives a guided campaign, the techniques of a mixed one, and
 * the warnings of the machine's containment.
 */
final class CampaignBanner {

	private final PrintWriter out;
	private final PrintWriter err;

	CampaignBanner(PrintWriter out, PrintWriter err) {
		this.out = out;
		this.err = err;
	}

	void print(List<ImplementationStatus> statuses, List<Implementation> implementations, CampaignConfig config, Path dir) {
		printStatuses(statuses, implementations, config);
		if (config.measuresCoverage()) {
			printFeedback(statuses, implementations, config);
		}
		if (config.techniqueNamed()) {
			var kept = new StringBuilder();
			// The kept files by name: the campaign's prepare has checked them already.
			if (config.model() != null) {
				kept.append("; ").append(CampaignFiles.MODEL).append(' ').append(dir.resolve(CampaignFiles.MODEL_FILE));
			}
			config.files().keySet().forEach(kind -> kept.append("; ").append(kind).append(' ')
					.append(dir.resolve(CampaignFiles.name(kind))));
			out.printf("techniques: %s%s%n", config.techniques().size() == 1 ? config.techniques().get(0)
					: String.join(", ", config.techniques().stream().map(t -> t + " " + config.mix().get(t)).toList())
							+ " (shares of the programs)", kept);
		}
		if (config.hotRounds() > 0) {
			out.printf("hot form: each program runs %d times in one process, the earlier rounds' output hashed%n",
					config.hotRounds());
		}
		cadmus.exec.Containment.get().warnings().forEach(w -> err.println("cadmus fuzz: warning: " + w));
		out.flush();
	}

	/**
	 * One line per implementation: its version, or why it was left out and what installs it; and a note when one
	 * implementation is left to a campaign whose differential oracle needs two.
	 */
	private void printStatuses(List<ImplementationStatus> statuses, List<Implementation> implementations,
			CampaignConfig config) {
		for (int i = 0; i < statuses.size(); i++) {
			var s = statuses.get(i);
			String install = InstallLine.of(implementations.get(i));
			out.printf("  %-22s %s%n", s.id(), s.enabled() ? "ok " + s.version() + (s.reason().isEmpty() ? "" : " (" + s.reason() + ")")
					: "left out: " + s.reason() + (s.version().isEmpty() && !install.isEmpty() ? "; install: " + install : ""));
		}
		var enabled = statuses.stream().filter(ImplementationStatus::enabled).toList();
		if (enabled.size() == 1 && config.oracles().contains("differential")) {
			out.printf("note: %s alone takes part, so the differential oracle has nothing to compare it with; "
					+ "'cadmus languages' lists the other implementations and how to install them%n", enabled.get(0).id());
		}
	}

	/**
	 * The banner of a feedback-directed campaign: what feedback each implementation gives, coverage measured by
	 * its collector or, where it has none, the novelty of its output, which says less.
	 */
	private void printFeedback(List<ImplementationStatus> statuses, List<Implementation> implementations,
			CampaignConfig config) {
		boolean anyCoverage = false;
		for (int i = 0; i < statuses.size(); i++) {
			if (!statuses.get(i).enabled()) {
				continue;
			}
			String collector = implementations.get(i).coverageCollector();
			anyCoverage |= !collector.isEmpty();
			out.printf("  feedback from %-14s %s%n", statuses.get(i).id() + ":",
					collector.isEmpty() ? "validity and output novelty only (no coverage collector)" : "coverage, " + collector);
		}
		if (config.zest()) {
			out.printf("guidance: zest%s%n", anyCoverage ? ""
					: "; no implementation measures coverage: the loop runs on validity and output-novelty feedback alone");
		} else {
			out.printf("guidance: random, coverage measured%s%n", anyCoverage ? ""
					: " (no implementation measures coverage: output novelty only)");
		}
	}
}
