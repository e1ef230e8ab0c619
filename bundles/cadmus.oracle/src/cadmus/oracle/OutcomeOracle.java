package cadmus.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * An oracle that needs no second opinion: every execution that ended in one of its outcomes is a finding,
 * bucketed by implementation and outcome class.
 */
abstract class OutcomeOracle implements Oracle {

	private final String id;
	private final String description;
	private final Set<Outcome> outcomes;

	OutcomeOracle(String id, String description, Set<Outcome> outcomes) {
		this.id = id;
		this.description = description;
		this.outcomes = Set.copyOf(outcomes);
	}

	@Override
	public final String id() {
		return id;
	}

	@Override
	public final String description() {
		return description;
	}

	@Override
	public final List<Verdict> judge(Trial trial) {
		var verdicts = new ArrayList<Verdict>();
		for (var e : trial.executions()) {
			if (outcomes.contains(e.outcome())) {
				verdicts.add(Verdict.finding(id, signature(e.implementationId(), Signatures.outcomeClass(e)),
						e.implementationId() + ": " + e.outcome() + (e.errorKind().isEmpty() ? "" : " " + e.errorKind())));
			}
		}
		return verdicts;
	}

	/** The bucket signature of an implementation's run that ended in an outcome class ({@link SameFailure} reads it too). */
	static String signature(String implementationId, String outcomeClass) {
		return implementationId + " " + outcomeClass;
	}
}
