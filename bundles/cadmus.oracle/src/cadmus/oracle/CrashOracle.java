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
		super(ID, "No implementation may crash on a program: a signal, an abort, an internal error or a dead driver is a finding.", Set.of(Outcome.CRASH));
	}

	/** An implementation must not crash on any input, conforming or not. */
	@Override
	public boolean holdsForAnyProgram() {
		return true;
	}
}
