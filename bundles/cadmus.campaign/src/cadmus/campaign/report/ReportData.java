package cadmus.campaign.report;

import java.util.List;
import java.util.Map;

import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.Counters;
import cadmus.campaign.store.ImplementationStatus;
import cadmus.campaign.store.OptimizationFigure;
import cadmus.campaign.store.Sample;
import cadmus.campaign.store.SeedLeases;
import cadmus.campaign.store.StoredProgram;
import cadmus.campaign.store.StoredReduction;
import cadmus.campaign.store.TechniqueFigure;

/**
 * Everything a campaign report shows, read from the findings store.
 *
 * @param campaign                 the campaign directory, as the user named it
 * @param config                   the campaign's configuration as key/value lines, in order
 * @param oracles                  the campaign's oracles, id to what it checks (one sentence; empty when the store
 *                                 does not say)
 * @param counters                 totals over all runs
 * @param implementations          each implementation's version and whether it took part, in campaign order
 * @param outcomesByImplementation implementation id → outcome name → programs, implementations in campaign order
 * @param samples                  totals over campaign time, oldest first
 * @param buckets                  every bucket with its first finding's program, as the report's examples
 * @param runs                     one line per run (start, end, status)
 * @param containment              how child processes were fenced in (session, network, resource limits), as one line
 * @param guidance                 a feedback-directed campaign's loop (corpus, coverage over time); null otherwise
 * @param techniques               where a campaign mixes techniques, each one's programs and findings; empty otherwise
 * @param optimization             what each implementation's optimizing tier compiled of the programs a hot
 *                                 campaign traced; empty when it traced none
 * @param workers                  the processes that joined a campaign on a shared store; empty for one process's
 */
public record ReportData(String campaign, Map<String, String> config, Map<String, String> oracles, Counters counters,
		List<ImplementationStatus> implementations, Map<String, Map<String, Long>> outcomesByImplementation,
		List<Sample> samples, List<Example> buckets, List<String> runs, String containment, GuidanceFigures guidance,
		List<TechniqueFigure> techniques, List<OptimizationFigure> optimization, List<SeedLeases.Worker> workers) {

	public ReportData {
		techniques = techniques == null ? List.of() : List.copyOf(techniques);
		optimization = optimization == null ? List.of() : List.copyOf(optimization);
		workers = workers == null ? List.of() : List.copyOf(workers);
	}

	/** The data of a campaign of one process. */
	public ReportData(String campaign, Map<String, String> config, Map<String, String> oracles, Counters counters,
			List<ImplementationStatus> implementations, Map<String, Map<String, Long>> outcomesByImplementation,
			List<Sample> samples, List<Example> buckets, List<String> runs, String containment, GuidanceFigures guidance,
			List<TechniqueFigure> techniques, List<OptimizationFigure> optimization) {
		this(campaign, config, oracles, counters, implementations, outcomesByImplementation, samples, buckets, runs,
				containment, guidance, techniques, optimization, List.of());
	}

	/** The data of a campaign that traced no optimizing tier. */
	public ReportData(String campaign, Map<String, String> config, Map<String, String> oracles, Counters counters,
			List<ImplementationStatus> implementations, Map<String, Map<String, Long>> outcomesByImplementation,
			List<Sample> samples, List<Example> buckets, List<String> runs, String containment, GuidanceFigures guidance,
			List<TechniqueFigure> techniques) {
		this(campaign, config, oracles, counters, implementations, outcomesByImplementation, samples, buckets, runs,
				containment, guidance, techniques, List.of());
	}

	/** The data of a campaign of one technique. */
	public ReportData(String campaign, Map<String, String> config, Map<String, String> oracles, Counters counters,
			List<ImplementationStatus> implementations, Map<String, Map<String, Long>> outcomesByImplementation,
			List<Sample> samples, List<Example> buckets, List<String> runs, String containment, GuidanceFigures guidance) {
		this(campaign, config, oracles, counters, implementations, outcomesByImplementation, samples, buckets, runs,
				containment, guidance, List.of());
	}

	/** The data of a random campaign's report. */
	public ReportData(String campaign, Map<String, String> config, Map<String, String> oracles, Counters counters,
			List<ImplementationStatus> implementations, Map<String, Map<String, Long>> outcomesByImplementation,
			List<Sample> samples, List<Example> buckets, List<String> runs, String containment) {
		this(campaign, config, oracles, counters, implementations, outcomesByImplementation, samples, buckets, runs,
				containment, null, List.of());
	}

	/**
	 * A bucket, its first finding's program and that program's reduction (null: not reduced), and the first
	 * reductions of each other shape among its later findings ({@link cadmus.campaign.ReducedShape}).
	 */
	public record Example(BucketSummary bucket, StoredProgram program, StoredReduction reduction,
			List<StoredReduction> otherShapes) {

		public Example(BucketSummary bucket, StoredProgram program, StoredReduction reduction) {
			this(bucket, program, reduction, List.of());
		}
	}
}
