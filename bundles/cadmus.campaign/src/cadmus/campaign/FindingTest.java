package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Oracle;
import cadmus.api.Program;
import cadmus.api.Verdict;
import cadmus.reduce.CandidateTest;

/**
 * Whether a program shows a given finding: run on the finding's implementations (twice where the campaign
 * ran it twice), judged by the finding's oracle on outputs normalized as in the campaign, and in the finding's
 * bucket (the same signature: the same outcome classes, disagreeing groups or crash); traced as well where the
 * oracle judges what optimizing tiers compiled ({@link Oracle#readsOptimizedCode()}). A program any oracle
 * calls invalid never counts, so no candidate is accepted for a different reason. Sessions open on first use
 * and stay open until {@link #close()}; one thread at a time.
 */
public final class FindingTest implements CandidateTest {

	private final List<Implementation> implementations;
	private final ExecutionLimits limits;
	private final Oracle oracle;
	private final String signature;
	private final boolean rerun;
	private final Judge judge;
	private List<ImplementationSession> sessions;
	/** The executions of the last program asked about as current: a pass asks about one for many candidates. */
	private String currentText;
	private List<Execution> currentExecutions;

	FindingTest(List<Implementation> implementations, ExecutionLimits limits, Oracle oracle, String signature,
			boolean rerun) {
		this.implementations = List.copyOf(implementations);
		this.limits = limits;
		this.oracle = oracle;
		this.signature = signature;
		this.rerun = rerun;
		this.judge = new Judge(List.of(oracle), implementations);
	}

	@Override
	public boolean reproduces(Program candidate) {
		return judge(candidate).verdicts().stream().anyMatch(this::inBucket);
	}

	@Override
	public boolean reproducesAlike(Program current, Program candidate) {
		if (!current.text().equals(currentText)) {
			currentExecutions = judge(current).executions();
			currentText = current.text();
		}
		var before = currentExecutions;
		var after = judge(candidate);
		if (after.verdicts().stream().noneMatch(this::inBucket)) {
			return false;
		}
		for (int i = 0; i < before.size(); i++) {
			var a = before.get(i);
			var b = after.executions().get(i);
			if (a.outcome() != b.outcome() || !Objects.equals(a.errorKind(), b.errorKind()) || !a.stdout().equals(b.stdout())) {
				return false;
			}
		}
		return true;
	}

	/** Whether a verdict is a finding of this finding's oracle in its bucket. */
	public boolean inBucket(Verdict verdict) {
		return isFinding(verdict) && verdict.signature().equals(signature);
	}

	/** Whether a verdict is a finding of this finding's oracle, in whatever bucket. */
	public boolean isFinding(Verdict verdict) {
		return verdict.kind() == Verdict.Kind.FINDING && verdict.oracle().equals(oracle.id());
	}

	/** The candidate's executions and verdicts. */
	public record Judged(List<Execution> executions, List<Verdict> verdicts) {
	}

	/** Runs and judges the candidate as the campaign did. */
	public Judged judge(Program candidate) {
		if (sessions == null) {
			sessions = new ArrayList<>();
			for (var implementation : implementations) {
				sessions.add(implementation.open(limits));
			}
		}
		var executions = new ArrayList<Execution>(sessions.size());
		var reruns = new ArrayList<Execution>();
		var optimized = new java.util.HashMap<String, cadmus.api.OptimizedCode>();
		for (int i = 0; i < sessions.size(); i++) {
			var session = sessions.get(i);
			executions.add(session.run(candidate));
			if (rerun) {
				reruns.add(session.run(candidate));
			}
			if (oracle.readsOptimizedCode()) {
				var implementation = implementations.get(i);
				implementation.optimizedCode(candidate, limits).ifPresent(code -> optimized.put(implementation.id(), code));
			}
		}
		return new Judged(executions, judge.judge(candidate, executions, reruns, optimized));
	}

	@Override
	public void close() {
		if (sessions != null) {
			sessions.forEach(ImplementationSession::close);
			sessions = null;
		}
	}
}
