package cadmus.oracle;

import java.util.Set;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Outcome;

/** Crash oracle: an implementation died (signal, abort, internal error, broken driver) on a program. */
@Component(service = Oracle.class)
public final class CrashOracle extends OutcomeOracle {

	public static final String ID = "crash";

	public CrashOracle() {
		super(ID, "an implementation crashed: signal, abort, internal error or a dead driver", Set.of(Outcome.CRASH));
	}
}
