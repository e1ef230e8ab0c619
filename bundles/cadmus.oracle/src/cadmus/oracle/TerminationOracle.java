package cadmus.oracle;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Termination check: conforming programs end (loops run on fuel, recursion is bounded). When every
 * implementation ran out of time, the program, not an implementation, is at fault: the verdict marks it
 * invalid, a generator defect to count and look at. A timeout on some implementations only is the
 * differential oracle's business.
 */
@Component(service = Oracle.class)
public final class TerminationOracle implements Oracle {

	public static final String ID = "termination";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "Conforming programs end, so a program every implementation timed out on is marked invalid (a generator defect), not a finding.";
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		if (trial.executions().isEmpty() || !trial.executions().stream().allMatch(e -> e.outcome() == Outcome.TIMEOUT)) {
			return List.of();
		}
		return List.of(Verdict.invalid(ID, "every implementation timed out",
				"every implementation timed out: " + trial.executions().size() + " of them"));
	}
}
