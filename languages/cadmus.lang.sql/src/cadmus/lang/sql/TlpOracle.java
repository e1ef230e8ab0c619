package cadmus.lang.sql;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
		super(SqlChecks.Kind.TLP);
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "On each engine, a query's rows must equal the union of its rows where a predicate is true, false and unknown (ternary logic partitioning), likewise for groups and aggregates.";
	}

	@Override
	Verdict judge(String implementation, SqlChecks.Check check, List<String> query, List<String> partitions) {
		var whole = counts(query);
		var parts = counts(partitions);
		if (whole.equals(parts)) {
			return null;
		}
		int missing = 0;
		int extra = 0;
		for (var row : whole.keySet()) {
			missing += Math.max(0, whole.get(row) - parts.getOrDefault(row, 0));
		}
		for (var row : parts.keySet()) {
			extra += Math.max(0, parts.get(row) - whole.getOrDefault(row, 0));
		}
		String shape = missing > 0 && extra > 0 ? "partitions lose and add rows" : missing > 0 ? "partitions lose rows"
				: "partitions add rows";
		return Verdict.finding(ID, implementation + " " + shape, SqlChecks.describe(check) + ": the query has "
				+ query.size() + " rows, its partitions " + partitions.size() + " (" + missing + " missing, " + extra
				+ " extra): " + check.query());
	}

	private static Map<String, Integer> counts(List<String> rows) {
		var counts = new HashMap<String, Integer>();
		rows.forEach(row -> counts.merge(row, 1, Integer::sum));
		return counts;
	}
}
