package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Verdict;

/**
 * Ternary logic partitioning (Rigger and Su, OOPSLA 2020), per engine: a query's rows must be, as a
 * multiset, exactly the rows of its three partitions by any predicate p (p true, p false, p unknown). An engine
 * that drops or invents rows in a filter breaks the equality, with no second engine needed.
 */
@Component(service = Oracle.class)
public final class TlpOracle extends CheckOracle {

	public static final String ID = "tlp";

	public TlpOracle() {
		super(SqlChecks.Kind.TLP, ID,
				"On each engine, a query's rows must equal the union of its rows where a predicate is true, false and unknown (ternary logic partitioning), likewise for groups and aggregates.");
	}

	@Override
	Verdict judge(String implementation, SqlChecks.Check check, List<List<String>> results) {
		return sameRows(implementation, check, results.get(0), results.get(1), "partitions",
				List.of("partitions lose and add rows", "partitions lose rows", "partitions add rows"));
	}
}
