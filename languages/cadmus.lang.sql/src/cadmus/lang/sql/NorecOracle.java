package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Verdict;

/**
 * Non-optimizing reference engine construction (Rigger and Su, ESEC/FSE 2020), per engine: the count of rows
 * a WHERE clause keeps, which the engine's optimizer computes, must equal the number of rows for which the
 * predicate, evaluated on every row in the select list where no optimizer can skip it, is true.
 */
@Component(service = Oracle.class)
public final class NorecOracle extends CheckOracle {

	public static final String ID = "norec";

	public NorecOracle() {
		super(SqlChecks.Kind.NOREC, ID,
				"On each engine, the rows a WHERE clause keeps must be the rows its predicate holds on when evaluated row by row (non-optimizing reference engine construction).");
	}

	@Override
	Verdict judge(String implementation, SqlChecks.Check check, List<List<String>> results) {
		var count = results.get(0);
		var each = results.get(1);
		long holding = each.stream().filter("1"::equals).count();
		String found;
		String signature;
		if (count.size() != 1) {
			found = count.size() + " rows";
			signature = implementation + " count query returns " + (count.isEmpty() ? "no row" : "several rows");
		} else if (!count.get(0).equals(Long.toString(holding))) {
			found = count.get(0);
			signature = implementation + " filter count differs";
		} else {
			return null;
		}
		return Verdict.finding(ID, signature, SqlChecks.describe(check) + ": the filter counts " + found
				+ ", the predicate holds on " + holding + " rows: " + check.query());
	}
}
