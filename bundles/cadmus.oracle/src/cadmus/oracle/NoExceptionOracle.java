package cadmus.oracle;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * No-exception oracle: generated programs conform to the language, so none may raise an error or be
 * rejected by an implementation. Works with a single implementation, where the differential oracle cannot.
 */
@Component(service = Oracle.class)
public final class NoExceptionOracle implements Oracle {

	public static final String ID = "no-exception";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "a conforming program raised a runtime error or was rejected as ill-formed";
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		var verdicts = new ArrayList<Verdict>();
		for (var e : trial.executions()) {
			if (e.outcome() == Outcome.RUNTIME_ERROR || e.outcome() == Outcome.SYNTAX_ERROR) {
				verdicts.add(Verdict.finding(ID, e.implementationId() + " " + Signatures.outcomeClass(e),
						e.implementationId() + " raised " + e.outcome() + ": " + e.errorKind()));
			}
		}
		return verdicts;
	}
}
