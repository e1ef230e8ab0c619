package cadmus.campaign.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import cadmus.campaign.CampaignFiles;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;

/** Reads what a report shows out of a campaign's store. */
public final class ReportReader {

	/** Points on the plots over campaign time. */
	private static final int SAMPLES = 60;
	/** Buckets shown with an example program; the table lists them all. */
	private static final int EXAMPLES = 50;

	private ReportReader() {
	}

	public static ReportData read(CampaignStore store, String campaign) {
		return read(store, campaign, List.of());
	}

	/**
	 * The report's data, its coverage section setting this campaign's curve beside {@code compared}.
	 *
	 * @throws IllegalArgumentException when campaigns are compared and this one, or one of them, did not measure
	 *                                  coverage, or measured other implementations
	 */
	public static ReportData read(CampaignStore store, String campaign, List<CoverageCurve> compared) {
		GuidanceFigures guidance = null;
		if (store.config().measuresCoverage() || !compared.isEmpty()) {
			CoverageCurve own = CoverageCurve.of(store, campaign);
			compared.forEach(own::requireComparable);
			guidance = new GuidanceFigures(own, store.corpus().size(), compared);
		}
		var examples = new ArrayList<ReportData.Example>();
		var reductions = store.reductions();
		var shapes = cadmus.campaign.ReducedShape.byBucket(store.findings(), reductions);
		for (var bucket : store.buckets()) {
			if (examples.size() == EXAMPLES) {
				break;
			}
			var others = shapes.getOrDefault(bucket.id(), List.of()).stream()
					.filter(r -> r.finding() != bucket.firstFinding()).toList();
			store.program(bucket.firstProgram()).ifPresent(
					p -> examples.add(new ReportData.Example(bucket, p, reductions.get(bucket.firstFinding()), others)));
		}
		return new ReportData(campaign, configLines(store.config()), oracles(store), store.counters(),
				store.implementations(),
				store.outcomeCounts(), store.samples(SAMPLES), examples, store.runs(), store.containment(), guidance,
				store.config().techniques().size() > 1 ? store.techniqueFigures() : List.of(), store.optimizationFigures(),
				store.sharing().workers());
	}

	/** The configuration's oracles, in its order, each with what it checks as recorded ("" where not). */
	private static Map<String, String> oracles(CampaignStore store) {
		var recorded = store.oracleDescriptions();
		var oracles = new LinkedHashMap<String, String>();
		for (String id : store.config().oracles()) {
			oracles.put(id, recorded.getOrDefault(id, ""));
		}
		return oracles;
	}

	private static Map<String, String> configLines(CampaignConfig c) {
		var lines = new LinkedHashMap<String, String>();
		lines.put("language", c.languageId());
		lines.put("dialect", c.dialect());
		lines.put("implementations", String.join(", ", c.implementations()));
		lines.put("oracles", String.join(", ", c.oracles()));
		lines.put("seed", Long.toString(c.seed()));
		lines.put("guidance", c.guidance() + (c.measuresCoverage() ? ", coverage measured" : ""));
		if (c.model() != null) {
			lines.put("model", "learned model, SHA-256 " + c.model());
		}
		c.files().forEach((kind, digest) -> lines.put(kind, "kept as " + CampaignFiles.name(kind) + ", SHA-256 " + digest));
		if (c.techniques().size() > 1) {
			lines.put("techniques", String.join(", ", c.techniques().stream().map(t -> t + ":" + c.mix().get(t)).toList()));
		}
		if (c.hasMutants()) {
			lines.put("mutant oracles", String.join(", ", c.mutantOracles().stream().filter(c.oracles()::contains).toList())
					+ " (mutants are not checked by the rules)");
		}
		lines.put("workers", Integer.toString(c.workers()));
		lines.put("time limit", c.timeLimitSeconds() > 0 ? c.timeLimitSeconds() + " s" : "none");
		lines.put("program count", c.count() > 0 ? Long.toString(c.count()) : "none");
		lines.put("size bound", c.size() + " nodes");
		lines.put("timeout per run", c.timeoutMillis() + " ms");
		lines.put("memory per run", (c.memoryBytes() >> 20) + " MiB");
		lines.put("nondeterminism sample", c.nondeterminismPercent() + "% of programs run twice");
		return lines;
	}
}
