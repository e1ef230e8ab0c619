package cadmus.oracle;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Execution;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Termination check: conforming programs end within the run's limits (loops run on fuel, recursion is bounded,
 * nothing grows without bound). When every implementation ran out of time or memory, the program, not an
 * implementation, is at fault: the verdict marks it invalid, a generator defect to count and look at. Running
 * out on some implementations only is the differential oracle's business.
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
		return "Conforming programs end within the time and memory limits, so a program every implementation ran out of time or memory on is marked invalid (a generator defect), not a finding.";
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		if (trial.executions().isEmpty() || !trial.executions().stream().allMatch(TerminationOracle::ranOut)) {
			return List.of();
		}
		if (trial.executions().stream().allMatch(e -> e.outcome() == Outcome.TIMEOUT)) {
			return List.of(Verdict.invalid(ID, "every implementation timed out",
					"every implementation timed out: " + trial.executions().size() + " of them"));
		}
		return List.of(Verdict.invalid(ID, "every implementation ran out of time or memory",
				"every implementation ran out of time or memory: " + trial.executions().stream()
						.map(e -> e.implementationId() + " " + e.outcome()).reduce((a, b) -> a + ", " + b).orElse("")));
	}

	private static boolean ranOut(Execution e) {
		return e.outcome() == Outcome.TIMEOUT || e.outcome() == Outcome.OUT_OF_MEMORY;
	}
}
