package cadmus.oracle;

import java.util.Set;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Outcome;

/**
 * No-exception oracle: generated programs conform to the language, so none may raise an error or be
 * rejected by an implementation (by its parser, its verifier or its compiler). Works with a single
 * implementation, where the differential oracle cannot.
 */
@Component(service = Oracle.class)
public final class NoExceptionOracle extends OutcomeOracle {

	public static final String ID = "no-exception";

	public NoExceptionOracle() {
		super(ID, "Generated programs conform to the language, so no implementation may reject one or raise an error running it.",
				Set.of(Outcome.RUNTIME_ERROR, Outcome.SYNTAX_ERROR, Outcome.VERIFY_ERROR, Outcome.COMPILE_ERROR));
	}
}
