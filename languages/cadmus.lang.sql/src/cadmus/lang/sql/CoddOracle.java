package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Verdict;
import cadmus.lang.sql.engines.FoldedConstant;

/**
 * Constant folding and propagation (CODDTest, Zhang and Rigger 2025), per engine: a query and the same query with
 * one of its expressions that depend on no row replaced by the value the engine computed for it alone, written as a
 * constant, must give the same rows. Optimizers fold, propagate and simplify constants on paths of their own (an
 * index range from a constant bound, a predicate known true or false before any row is read), which the expression
 * itself does not take.
 */
@Component(service = Oracle.class)
public final class CoddOracle extends CheckOracle {

	public static final String ID = "codd";

	public CoddOracle() {
		super(SqlChecks.Kind.CODD, ID,
				"On each engine, a query and the query with an expression that depends on no row replaced by its value, "
						+ "computed alone and written as a constant, must give the same rows (constant folding).");
	}

	@Override
	Verdict judge(String implementation, SqlChecks.Check check, List<List<String>> results) {
		var value = results.get(0);
		if (value.size() != 1) {
			return null; // the expression failed alone: nothing was folded
		}
		String constant = value.get(0);
		var verdict = sameRows(implementation, check, results.get(1), results.get(2), "folding",
				List.of("folding loses and adds rows", "folding loses rows", "folding adds rows"));
		if (verdict == null) {
			return null;
		}
		// The folded query as the engine ran it, so that it can be run again by hand.
		return Verdict.finding(ID, verdict.signature(),
				verdict.summary() + "; folded with " + constant + ": " + FoldedConstant.substitute(check.folded(), constant));
	}
}
