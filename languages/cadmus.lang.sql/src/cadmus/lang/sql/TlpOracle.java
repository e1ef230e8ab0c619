package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Ternary logic partitioning (Rigger and Su, OOPSLA 2020), per engine: a query's rows must be, as a
 * multiset, exactly the rows of its three partitions by any predicate p (p true, p false, p unknown). An engine
 * that drops or invents rows in a filter breaks the equality, with no second engine needed.
 */
@Component(service = Oracle.class)
public final class TlpOracle implements Oracle {

	public static final String ID = "tlp";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "a query's rows differ from the union of its partitions by a predicate (true, false, unknown)";
	}

	@Override
	public boolean appliesTo(String languageId) {
		return SqlLanguage.ID.equals(languageId);
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		var checks = SqlChecks.find(trial.program().text()).stream().filter(c -> c.kind() == SqlChecks.Kind.TLP).toList();
		if (checks.isEmpty()) {
			return List.of();
		}
		var verdicts = new ArrayList<Verdict>();
		for (var execution : trial.executions()) {
			var results = ResultBlocks.of(execution.stdout());
			for (var check : checks) {
				if (check.second() >= results.size()) {
					continue; // the program stopped before the check ran
				}
				var whole = counts(results.get(check.first()));
				var parts = counts(results.get(check.second()));
				if (!whole.equals(parts)) {
					verdicts.add(verdict(execution.implementationId(), check, whole, parts));
					break;
				}
			}
		}
		return verdicts;
	}

	private static Verdict verdict(String implementation, SqlChecks.Check check, Map<String, Integer> whole,
			Map<String, Integer> parts) {
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
				+ total(whole) + " rows, its partitions " + total(parts) + " (" + missing + " missing, " + extra
				+ " extra): " + check.query());
	}

	private static Map<String, Integer> counts(List<String> rows) {
		var counts = new HashMap<String, Integer>();
		rows.forEach(row -> counts.merge(row, 1, Integer::sum));
		return counts;
	}

	private static int total(Map<String, Integer> counts) {
		return counts.values().stream().mapToInt(Integer::intValue).sum();
	}
}
