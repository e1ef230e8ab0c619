package cadmus.lang.sql;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;

import cadmus.api.Oracle;
import cadmus.api.Trial;
import cadmus.api.Verdict;

/**
 * Non-optimizing reference engine construction (Rigger and Su, ESEC/FSE 2020), per engine: the count of rows
 * a WHERE clause keeps, which the engine's optimizer computes, must equal the number of rows for which the
 * predicate, evaluated on every row in the select list where no optimizer can skip it, is true.
 */
@Component(service = Oracle.class)
public final class NorecOracle implements Oracle {

	public static final String ID = "norec";

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String description() {
		return "the rows a WHERE clause keeps differ from the rows its predicate holds on, evaluated row by row";
	}

	@Override
	public boolean appliesTo(String languageId) {
		return SqlLanguage.ID.equals(languageId);
	}

	@Override
	public List<Verdict> judge(Trial trial) {
		var checks = SqlChecks.find(trial.program().text()).stream().filter(c -> c.kind() == SqlChecks.Kind.NOREC)
				.toList();
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
				var count = results.get(check.first());
				long holding = results.get(check.second()).stream().filter("1"::equals).count();
				String signature = null;
				String found;
				if (count.size() != 1) {
					signature = execution.implementationId() + " count query returns " + (count.isEmpty() ? "no row" : "several rows");
					found = count.size() + " rows";
				} else {
					found = count.get(0);
					if (!found.equals(Long.toString(holding))) {
						signature = execution.implementationId() + " filter count differs";
					}
				}
				if (signature != null) {
					verdicts.add(Verdict.finding(ID, signature, SqlChecks.describe(check) + ": the filter counts " + found
							+ ", the predicate holds on " + holding + " rows: " + check.query()));
					break;
				}
			}
		}
		return verdicts;
	}
}
