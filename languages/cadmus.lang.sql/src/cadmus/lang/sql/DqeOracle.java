package cadmus.lang.sql;

import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Verdict;

/**
 * Differential query execution (Song et al., ICSE 2023), per engine: one predicate on one table must select,
 * update and delete the same rows. SELECT, UPDATE and DELETE are planned and executed by different code in every
 * engine, so a row one of them keeps or drops wrongly shows as a difference between the rows the query returns
 * and those the UPDATE and the DELETE return (RETURNING).
 */
@Component(service = Oracle.class)
public final class DqeOracle extends CheckOracle {

	public static final String ID = "dqe";

	private static final List<String> STATEMENTS = List.of("SELECT", "UPDATE", "DELETE");

	public DqeOracle() {
		super(SqlChecks.Kind.DQE, ID,
				"On each engine, the rows a predicate selects must be those it updates and those it deletes (differential query execution).");
	}

	@Override
	Verdict judge(String implementation, SqlChecks.Check check, List<List<String>> results) {
		var selected = counts(results.get(0));
		for (int k = 1; k < results.size(); k++) {
			var touched = counts(results.get(k));
			if (!touched.equals(selected)) {
				return Verdict.finding(ID, implementation + " " + STATEMENTS.get(k) + " touches other rows than SELECT",
						SqlChecks.describe(check) + ": SELECT gives " + results.get(0).size() + " rows, " + STATEMENTS.get(k)
								+ " " + results.get(k).size() + " (" + missing(selected, touched) + " missing, "
								+ missing(touched, selected) + " extra): " + check.query());
			}
		}
		return null;
	}
}
