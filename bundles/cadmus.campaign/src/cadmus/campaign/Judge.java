package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.Execution;
import cadmus.api.Implementation;
import cadmus.api.Oracle;
import cadmus.api.Program;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Asks every oracle about a program, on outputs normalized per implementation. A program any oracle calls
 * invalid (the generator's fault) yields no findings: its verdicts are kept, its findings dropped.
 */
public final class Judge {

	private final List<Oracle> oracles;
	private final List<Implementation> implementations;
	private final java.util.Map<String, Implementation> byId = new java.util.HashMap<>();
	private final java.util.Map<String, String> binaries = new java.util.HashMap<>();

	public Judge(List<Oracle> oracles, List<Implementation> implementations) {
		this.oracles = List.copyOf(oracles);
		this.implementations = List.copyOf(implementations);
		implementations.forEach(i -> byId.put(i.id(), i));
		implementations.stream().filter(i -> !i.binary().isEmpty()).forEach(i -> binaries.put(i.id(), i.binary()));
	}

	/** A judge that asks only those of its oracles whose ids are given. */
	public Judge restrictedTo(java.util.Collection<String> oracleIds) {
		return new Judge(oracles.stream().filter(o -> oracleIds.contains(o.id())).toList(), implementations);
	}

	public List<Verdict> judge(Program program, List<Execution> executions, List<Execution> reruns) {
		return judge(program, executions, reruns, java.util.Map.of());
	}

	/**
	 * Judges a program that was also traced: {@code optimized} holds what the optimizing tier of each traced
	 * implementation compiled, by id ({@link Trial#optimized()}).
	 */
	public List<Verdict> judge(Program program, List<Execution> executions, List<Execution> reruns,
			java.util.Map<String, cadmus.api.OptimizedCode> optimized) {
		var trial = new Trial(program, normalized(executions), normalized(reruns), binaries, optimized);
		var verdicts = new ArrayList<Verdict>();
		for (var oracle : oracles) {
			try {
				verdicts.addAll(oracle.judge(trial));
			} catch (RuntimeException e) {
				verdicts.add(Verdict.invalid(oracle.id(), "oracle failed: " + e.getClass().getName(),
						"oracle " + oracle.id() + " failed on this program: " + e));
			}
		}
		if (verdicts.stream().anyMatch(v -> v.kind() == Verdict.Kind.INVALID)) {
			return verdicts.stream().filter(v -> v.kind() == Verdict.Kind.INVALID).toList();
		}
		return verdicts;
	}

	private List<Execution> normalized(List<Execution> executions) {
		var result = new ArrayList<Execution>(executions.size());
		for (var e : executions) {
			var implementation = byId.get(e.implementationId());
			String stdout = implementation == null ? e.stdout() : implementation.normalize(e.stdout());
			result.add(new Execution(e.implementationId(), e.outcome(), e.errorKind(), stdout, e.stderr(), e.duration()));
		}
		return result;
	}
}
