package cadmus.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import cadmus.api.Oracle;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.CampaignResult;
import cadmus.campaign.FindingsJsonl;
import cadmus.campaign.Snapshot;
import cadmus.campaign.store.CampaignStore;

/**
 * What {@code cadmus fuzz} prints after a campaign: the totals and this run's rate, the coverage a guided campaign
 * reached, the reductions, what the optimizing tiers compiled of the programs a hot campaign traced, where the report and the findings are, the buckets counted as another's, and what each
 * counting oracle counted.
 */
final class CampaignSummary {

	private final PrintWriter out;

	CampaignSummary(PrintWriter out) {
		this.out = out;
	}

	void print(CampaignResult r, Snapshot last, CampaignStore store, Path dir, Path report, boolean reduced,
			List<Oracle> judging) {
		totals(r, last, store.config(), dir, reduced);
		for (var figure : store.optimizationFigures()) {
			out.printf("jit:      %s: %s%n", figure.implementation(), figure.describe());
		}
		out.printf("report:   %s%n", report);
		out.printf("findings: %s (list: cadmus findings %s)%n", dir.resolve(FindingsJsonl.FILE), dir);
		links(store);
		tallies(judging);
		out.flush();
	}

	private void totals(CampaignResult r, Snapshot last, CampaignConfig config, Path dir, boolean reduced) {
		var t = r.totals();
		out.printf("%s after %s: %d programs (%d this run), valid %.1f%%, invalid %d, findings %d (%d new) in %d buckets (%d new)%n",
				r.stopped() ? "stopped" : "finished", ProgressLine.clock(t.elapsedMillis()), t.programs(), r.programsThisRun(),
				t.programs() == 0 ? 0.0 : 100.0 * t.valid() / t.programs(), t.invalid(), t.findings(), r.newFindings(),
				t.buckets(), r.newBuckets());
		out.printf("this run: %.1f programs/s%s%n", last.programsPerSecond(), ProgressLine.statements(last));
		if (last.guidance() != null) {
			var g = last.guidance();
			if (config.zest()) {
				out.printf("zest:     corpus %d inputs, %d points covered (%d by valid programs)%n", g.corpus(), g.covered(),
						g.coveredByValid());
				if (g.takenIn() > 0) {
					out.printf("          %d inputs other processes saved were run here, %d of them reached something new "
							+ "here%n", g.takenIn(), g.keptIn());
				}
			} else {
				out.printf("coverage: %d points covered (%d by valid programs)%n", g.covered(), g.coveredByValid());
			}
		}
		if (reduced) {
			out.printf("reduced:  %d findings this run%s (%s)%n", r.reduced(), r.mergedBuckets() == 0 ? ""
					: ", " + r.mergedBuckets() + " buckets merged into others (same reduced program)", dir.resolve("reduced"));
		}
	}

	/**
	 * The buckets counted as another's because they name its failure (a disagreement that is only one
	 * implementation's crash), so that the bucket count above counts bugs.
	 */
	private void links(CampaignStore store) {
		for (var b : store.buckets()) {
			if (b.linked()) {
				out.printf("linked:   bucket %d (%s) names the failure of bucket %d; counted once%n", b.id(), b.oracle(),
						b.linkedTo());
			}
		}
	}

	/** What each oracle that counts its checks counted (this process's, so this run's). */
	private void tallies(List<Oracle> judging) {
		for (var oracle : judging) {
			var tallies = oracle.tallies();
			if (!tallies.isEmpty()) {
				out.printf("oracle %s: %s%n", oracle.id(), String.join(", ", tallies.entrySet().stream()
						.map(e -> e.getKey() + " " + e.getValue()).toList()));
			}
		}
	}
}
