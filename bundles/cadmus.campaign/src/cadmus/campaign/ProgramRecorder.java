package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

import cadmus.api.Execution;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Outcome;
import cadmus.api.Verdict;
import cadmus.campaign.store.ProgramRecord;

/**
 * A run's last step for each program a worker has in flight: waits for its runs, judges it, tells the feedback loop
 * (in a feedback-directed campaign) and the tally, and hands its record to the store writer.
 */
final class ProgramRecorder {

	private final int run;
	private final LongFunction<Judge> judges;
	private final RunTally tally;
	private final Dispatcher dispatcher;
	/** Zest's loop, in a feedback-directed campaign; null in a random one. */
	private final FeedbackLoop feedback;
	private final StoreWriter writer;
	private final Language language;
	private final CampaignConfig config;
	/** The campaign's implementations, in the order of its configuration (enabled or not). */
	private final List<Implementation> implementations;
	/** Per enabled implementation, whether it measures its coverage (the others count by output novelty). */
	private final List<Boolean> measured;

	/** @param judges each program's judge, by its index (a mutant's is restricted to the oracles chosen for them) */
	ProgramRecorder(int run, LongFunction<Judge> judges, RunTally tally, Dispatcher dispatcher, FeedbackLoop feedback,
			StoreWriter writer, Language language, CampaignConfig config, List<Implementation> implementations,
			List<Boolean> measured) {
		this.run = run;
		this.judges = judges;
		this.tally = tally;
		this.dispatcher = dispatcher;
		this.feedback = feedback;
		this.writer = writer;
		this.language = language;
		this.config = config;
		this.implementations = implementations;
		this.measured = measured;
	}

	/**
	 * Waits for a program's runs, judges it and hands it to the store writer, which builds its record (trace and
	 * outcome texts) off the worker's path. A program the campaign stopped before it ran everywhere is not
	 * recorded: a resumption runs it.
	 */
	void record(InFlight p) {
		long index = p.index();
		if (p.made() == null) {
			// The rules could not make this program: a Cadmus defect, stored as an invalid program with what failed
			// (the trace would not make it either: none is kept), counted, and the campaign goes on.
			var verdict = GeneratorDefect.verdict(p.generationFailure());
			tally.judged(false, true);
			long finished = dispatcher.elapsedMillis();
			var guided = feedback == null ? null : feedback.failedToGenerate(index);
			writer.submit(() -> new ProgramRecord(index, run, finished, 0, "", false, true,
					(config.zest() ? "input-" + index : "seed-" + config.seedOf(index)), "", "", List.of(), List.of(),
					List.of(verdict), guided));
			return;
		}
		var executions = new ArrayList<Execution>(p.runs().size());
		var reruns = new ArrayList<Execution>();
		var coverage = new ArrayList<cadmus.api.Coverage>(p.runs().size());
		var optimized = new java.util.LinkedHashMap<String, cadmus.api.OptimizedCode>();
		for (var future : p.runs()) {
			var runs = future.join();
			if (runs == null) {
				if (feedback != null) {
					feedback.forget(index);
				}
				return;
			}
			executions.add(runs.first());
			coverage.add(runs.coverage());
			if (runs.optimized() != null) {
				optimized.put(runs.first().implementationId(), runs.optimized());
			}
			if (p.rerun()) {
				reruns.add(runs.rerun());
			}
		}
		var made = p.made();
		var verdicts = judges.apply(index).judge(made.program(), executions, reruns, optimized);
		boolean isInvalid = verdicts.stream().anyMatch(v -> v.kind() == Verdict.Kind.INVALID);
		boolean isValid = !isInvalid && executions.stream().allMatch(e -> e.outcome() == Outcome.OK);
		tally.judged(isValid, isInvalid);
		long finished = dispatcher.elapsedMillis();
		var guided = feedback == null ? null
				: feedback.judged(index, made.input(), executions, coverage, measured, isValid,
						verdicts.stream().anyMatch(v -> v.kind() == Verdict.Kind.FINDING));
		writer.submit(() -> {
			// Counted by the writer, off the worker's path (a language counts statements by reading the text).
			if (tally.countsStatements()) {
				tally.statements(language.statementCount(made.program().text()));
			}
			// Only a program with verdicts has its trace stored; writing out every trace took most of the writer's
			// time in a campaign on a fast implementation.
			String trace = verdicts.isEmpty() ? "" : made.trace().toText();
			return new ProgramRecord(index, run, finished, made.nodes(), outcomeColumn(executions), isValid, isInvalid,
					made.program().name(), trace, made.program().text(), executions, reruns, verdicts, guided, optimized);
		});
	}

	/** Outcomes in configuration order; "-" for an implementation left out of this run. */
	private String outcomeColumn(List<Execution> executions) {
		var names = new ArrayList<String>(implementations.size());
		for (var implementation : implementations) {
			names.add(executions.stream().filter(e -> e.implementationId().equals(implementation.id())).findFirst()
					.map(e -> e.outcome().name()).orElse("-"));
		}
		return String.join(",", names);
	}
}
