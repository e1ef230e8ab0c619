package cadmus.oracle;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Execution;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Nondeterminism check: a sampled program run twice on the same implementation must do the same both times.
 * When it does not, the program is at fault (the generator let in hash order, time, or the like), so the
 * verdict marks it invalid, a Cadmus defect to count, and never a finding. A run that timed out once is
 * left out: machine load, not the program, decides a timeout.
 */
@Component(service = Oracle.class)
public final class NondeterminismOracle implements Oracle {

	public static final String ID = "nondeterminism";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "A sample of programs runs twice on each implementation; a program whose runs differ is marked invalid (a generator defect), not a finding.";
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		var verdicts = new ArrayList<Verdict>();
		for (var first : trial.executions()) {
			for (var second : trial.reruns()) {
				if (second.implementationId().equals(first.implementationId()) && differ(first, second)) {
					verdicts.add(Verdict.invalid(ID, first.implementationId(),
							"two runs on " + first.implementationId() + " differed: " + Signatures.outcomeClass(first)
									+ " then " + Signatures.outcomeClass(second)));
				}
			}
		}
		return verdicts;
	}

	private static boolean differ(Execution a, Execution b) {
		if (a.outcome() == Outcome.TIMEOUT || b.outcome() == Outcome.TIMEOUT) {
			return false;
		}
		return a.outcome() != b.outcome() || !a.stdout().equals(b.stdout());
	}
}
