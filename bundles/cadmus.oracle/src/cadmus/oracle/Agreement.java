package cadmus.oracle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

import cadmus.api.Execution;
import cadmus.api.Implementation;
import cadmus.api.Outcome;

/**
 * Which runs of one program agree, as the differential oracle judges them: runs that end OK agree when they print
 * the same; runs that fail agree when their outcome class ({@link Signatures#outcomeClass}: outcome and folded
 * error kind) is the same, whatever they printed before failing. The one grouping behind the oracle's buckets and
 * behind every "N of M agree" Cadmus prints ({@code cadmus run}, {@code cadmus compare}), so that those figures
 * count what a campaign judges.
 */
public final class Agreement {

	private Agreement() {
	}

	/**
	 * The runs in agreeing groups, in the order each group's first run comes; one group means all agree. Outputs
	 * are compared as given: normalize them per implementation first ({@link cadmus.api.Implementation#normalize}),
	 * as a campaign's judge does.
	 */
	public static List<List<Execution>> groups(List<Execution> executions) {
		var groups = new LinkedHashMap<String, List<Execution>>();
		for (var e : executions) {
			groups.computeIfAbsent(key(e), k -> new ArrayList<>()).add(e);
		}
		return List.copyOf(groups.values());
	}

	/**
	 * The runs in agreeing groups, each run's output first normalized by the implementation of its id (as a
	 * campaign's judge normalizes before the oracles see them); the groups hold the normalized runs.
	 */
	public static List<List<Execution>> groups(List<Implementation> implementations, List<Execution> executions) {
		var byId = new java.util.HashMap<String, Implementation>();
		implementations.forEach(i -> byId.put(i.id(), i));
		var normalized = new ArrayList<Execution>(executions.size());
		for (var e : executions) {
			var implementation = byId.get(e.implementationId());
			String stdout = implementation == null ? e.stdout() : implementation.normalize(e.stdout());
			normalized.add(new Execution(e.implementationId(), e.outcome(), e.errorKind(), stdout, e.stderr(), e.duration()));
		}
		return groups(normalized);
	}

	/** Whether all the runs agree (none or one run agrees with itself). */
	public static boolean all(List<Execution> executions) {
		return groups(executions).size() <= 1;
	}

	/** Runs agree when they end alike and print alike; failed runs agree on their outcome class. */
	private static String key(Execution e) {
		return e.outcome() == Outcome.OK ? "OK\n" + e.stdout() : Signatures.outcomeClass(e);
	}
}
