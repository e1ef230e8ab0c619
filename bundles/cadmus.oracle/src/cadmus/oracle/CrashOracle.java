package cadmus.oracle;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/** Crash oracle: an implementation died (signal, abort, internal error, broken worker) on a program. */
@Component(service = Oracle.class)
public final class CrashOracle implements Oracle {

	public static final String ID = "crash";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "an implementation crashed: signal, abort, internal error or a dead worker";
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		var verdicts = new ArrayList<Verdict>();
		for (var e : trial.executions()) {
			if (e.outcome() == Outcome.CRASH) {
				verdicts.add(Verdict.finding(ID, e.implementationId() + " " + Signatures.outcomeClass(e),
						e.implementationId() + " crashed: " + e.errorKind()));
			}
		}
		return verdicts;
	}
}
