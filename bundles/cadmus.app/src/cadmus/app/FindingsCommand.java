package cadmus.app;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import cadmus.campaign.ReducedShape;
import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.CampaignStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cadmus findings DIR}: a campaign's buckets (largest first), or with {@code --all} every finding. */
@Command(name = "findings", mixinStandardHelpOptions = true,
		description = "List the buckets of findings of a campaign (it may still be running).")
final class FindingsCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "DIR", description = "Campaign directory.")
	private Path dir;

	@Option(names = "--all", description = "List every finding, not only buckets.")
	private boolean all;

	@Override
	public Integer call() {
		var out = spec.commandLine().getOut();
		try (var store = CampaignStore.open(dir)) {
			var c = store.counters();
			out.printf("%s: %d programs, valid %.1f%%, invalid %d, %d findings in %d buckets%n", dir, c.programs(),
					c.programs() == 0 ? 0.0 : 100.0 * c.valid() / c.programs(), c.invalid(), c.findings(), c.buckets());
			printGuidance(store, c);
			printLeases(store);
			if (all) {
				out.printf("%-8s %-8s %-8s %-14s %s%n", "finding", "bucket", "program", "oracle", "signature");
				for (var f : store.findings()) {
					out.printf("%-8d %-8d %-8d %-14s %s%n", f.id(), f.bucket(), f.programIndex(), f.oracle(), f.signature());
				}
			} else {
				var reductions = store.reductions();
				var buckets = store.buckets();
				var shapes = ReducedShape.byBucket(store.findings(), reductions);
				out.printf("%-7s %-14s %9s %-8s %-12s %6s %s%n", "bucket", "oracle", "findings", "example", "reduced", "shapes",
						"signature");
				for (var b : buckets) {
					var r = reductions.get(b.firstFinding());
					String reduced = r == null ? "-" : !r.reproduced() ? "no repro" : r.originalTokens() + "->" + r.reducedTokens();
					var shaped = shapes.getOrDefault(b.id(), java.util.List.of());
					out.printf("%-7s %-14s %9d %-8d %-12s %6s %s%n", b.merged() ? b.id() + ">" + b.mergedInto()
							: b.linked() ? b.id() + "~" + b.linkedTo() : b.id(), b.oracle(), b.findings(), b.firstFinding(),
							reduced, shaped.isEmpty() ? "-" : shaped.size(), b.signature());
				}
				if (buckets.stream().anyMatch(BucketSummary::merged)) {
					out.println("(A>B: bucket A merged into B, their reduced programs being the same.)");
				}
				if (buckets.stream().anyMatch(BucketSummary::linked)) {
					out.println("(A~B: bucket A names the failure bucket B names, another oracle's; counted once, as B.)");
				}
				if (shapes.values().stream().anyMatch(s -> s.size() > 1)) {
					out.println("(shapes: the distinct sets of constructs among a bucket's reduced findings, its 1st, 2nd, 4th, "
							+ "8th and 16th; more than one may be more than one bug.)");
				}
				// The reduced programs, first thing a reader wants, each under its bucket's number.
				for (var b : buckets) {
					var r = reductions.get(b.firstFinding());
					if (r != null && r.reproduced() && !b.merged()) {
						out.printf("%nbucket %d, finding %d reduced (%d tokens, from %d):%n", b.id(), b.firstFinding(),
								r.reducedTokens(), r.originalTokens());
						r.text().lines().forEach(line -> out.println("  " + line));
					}
					// Each further shape of the bucket, by the first reduction that has it.
					for (var other : shapes.getOrDefault(b.id(), java.util.List.of())) {
						if (other.finding() != b.firstFinding() && !b.merged()) {
							out.printf("%nbucket %d, finding %d reduced, another shape (%d tokens, from %d):%n", b.id(),
									other.finding(), other.reducedTokens(), other.originalTokens());
							other.text().lines().forEach(line -> out.println("  " + line));
						}
					}
				}
				if (reductions.isEmpty() && !buckets.isEmpty()) {
					out.printf("reduce one: cadmus reduce %s FINDING (or run the campaign with --reduce)%n", dir);
				}
			}
			if (c.findings() > 0) {
				out.printf("reproduce one: cadmus repro %s FINDING%n", dir);
			}
			out.flush();
			return ExitCodes.OK;
		}
	}

	/** A feedback-directed campaign's loop: corpus, coverage points (all and by valid programs), programs/s. */
	private void printGuidance(CampaignStore store, cadmus.campaign.store.Counters c) {
		if (!store.config().measuresCoverage()) {
			return;
		}
		var points = store.coveragePoints();
		long byValid = points.stream().filter(cadmus.campaign.store.CoveragePoint::reachedByValid).count();
		double rate = c.elapsedMillis() == 0 ? 0.0 : c.programs() * 1000.0 / c.elapsedMillis();
		var out = spec.commandLine().getOut();
		if (store.config().zest()) {
			out.printf("zest: corpus %d inputs, %d coverage points (%d by valid programs), %.1f programs/s%n",
					store.corpus().size(), points.size(), byValid, rate);
		} else {
			out.printf("coverage (random): %d coverage points (%d by valid programs), %.1f programs/s%n", points.size(),
					byValid, rate);
		}
	}

	/** For a campaign processes joined: its seed ranges and the processes, so a user sees whether it is done. */
	private void printLeases(CampaignStore store) {
		var workers = store.sharing().workers();
		if (workers.isEmpty()) {
			return;
		}
		var ranges = store.sharing().ranges();
		spec.commandLine().getOut().printf("seed ranges: %d of %d done, %d held now, %d leased again (their process died or "
				+ "left them); %d processes joined (cadmus report lists them)%n", ranges.done(), ranges.all(), ranges.held(),
				ranges.leasedAgain(), workers.size());
	}
}
