package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Verdict;

/**
 * Equivalent expression transformation (Jiang and Su, OSDI 2024), per engine: a query and the same query with
 * one expression replaced by one equal to it on every row ({@link EquivalentRewrite}) must give the same rows. An
 * optimizer that simplifies, pushes down or folds the rewritten expression wrongly breaks the equality, with no
 * second engine needed.
 */
@Component(service = Oracle.class)
public final class EetOracle extends CheckOracle {

	public static final String ID = "eet";

	public EetOracle() {
		super(SqlChecks.Kind.EET, ID,
				"On each engine, a query and the query with an expression replaced by an equivalent one (a CASE on any "
						+ "condition taking it either way, a predicate split by a condition, a double negation) must give the same rows.");
	}

	@Override
	Verdict judge(String implementation, SqlChecks.Check check, List<List<String>> results) {
		return sameRows(implementation, check, results.get(0), results.get(1), "rewrite",
				List.of("rewrite loses and adds rows", "rewrite loses rows", "rewrite adds rows"));
	}
}
